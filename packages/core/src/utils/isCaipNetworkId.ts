import type { CaipNetworkId } from '../types/network.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/** Tells whether a value is a CAIP-2 network id (`eip155:1`) in a namespace Latch supports. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
