'use client'
import { NetworkList } from '../../components/NetworkList.js'

/** The Networks view: every requested network, the current one marked. */
export function Networks() {
  return <NetworkList />
}
