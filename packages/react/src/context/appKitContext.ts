import type { Config } from '@latch/core'
import { createContext } from 'react'

/** The instance a `LatchProvider` puts in context; hooks fall back to the last created one. */
export const AppKitContext = createContext<Config | undefined>(undefined)

let defaultConfig: Config | undefined

/** @internal Records the instance `createAppKit` made, for hooks used without a provider. */
export function setDefaultConfig(config: Config | undefined): void {
  defaultConfig = config
}

/** @internal */
export function getDefaultConfig(): Config | undefined {
  return defaultConfig
}
