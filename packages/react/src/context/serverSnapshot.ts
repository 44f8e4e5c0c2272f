'use client'
import type { Config, InitialState } from '@latch/core'
import { stateFromInitialState } from '@latch/core/internal'
import { createContext, useContext } from 'react'

/** A `LatchProvider`'s view of the state the server rendered, for the config it provides. */
export type ServerSnapshot = { config: Config; view: Config }

export const ServerSnapshotContext = createContext<ServerSnapshot | undefined>(undefined)

const noStoredConnection: InitialState = { activeNamespace: undefined, chains: {} }
const withoutStoredConnection = new WeakMap<Config, Config>()

/**
 * A read-only view of `config` whose state is the one a server renders from `initialState`
 * (nothing stored when absent), the same on the server and in the browser whatever the live
 * store holds: React reads it while hydrating (`useSyncExternalStore`'s `getServerSnapshot`),
 * then renders the live state. On a server it never reads the shared, module-level store, so
 * one request's visitor is never rendered for another.
 */
export function createServerSnapshot(config: Config, initialState?: InitialState): Config {
  const state = stateFromInitialState(config.options, initialState ?? noStoredConnection)
  return {
    ...config,
    store: { getState: () => state, setState() {}, subscribe: () => () => {} },
  }
}

/** The server's view of `config`: the provider's, from its `initialState`, else nothing stored. */
export function useServerSnapshot(config: Config): Config {
  const provided = useContext(ServerSnapshotContext)
  if (provided?.config === config) return provided.view
  let view = withoutStoredConnection.get(config)
  if (!view) {
    view = createServerSnapshot(config)
    withoutStoredConnection.set(config, view)
  }
  return view
}
