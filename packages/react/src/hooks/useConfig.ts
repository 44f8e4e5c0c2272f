'use client'
import { BaseError, type Config } from '@latch/core'
import { useContext } from 'react'
import { AppKitContext, getDefaultConfig } from '../context/appKitContext.js'

export type LatchNotCreatedErrorType = LatchNotCreatedError & { name: 'LatchNotCreatedError' }
/** A hook ran before `createAppKit` and outside any `LatchProvider`. */
export class LatchNotCreatedError extends BaseError {
  override name = 'LatchNotCreatedError'
  constructor() {
    super('Call `createAppKit` before using Latch hooks, or wrap them in `LatchProvider`.', {
      docsPath: '/react/createAppKit',
    })
  }
}

/** The Latch instance of this component: from `LatchProvider`, else the last created one. */
export function useConfig(): Config {
  const config = useContext(AppKitContext) ?? getDefaultConfig()
  if (!config) throw new LatchNotCreatedError()
  return config
}
