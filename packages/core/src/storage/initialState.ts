import type { CaipNetworkId, Namespace } from '../types/network.js'
import { type LatchStorage, storageKeys } from './createStorage.js'

/**
 * What a page needs to render a returning visitor's connection before any wallet answers: the
 * namespace used last, and per namespace the connector to restore and the network used last.
 * Plain strings, so a server component can hand it to a client component as a prop.
 */
export type InitialState = {
  activeNamespace: Namespace | undefined
  chains: Partial<Record<Namespace, StoredChain>>
}

export type StoredChain = {
  /** The connector the stored connection is restored through. */
  connectorId: string | undefined
  /** The network the visitor used last, one of the site's networks. */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * What the stored connection is checked against: the site's adapters and networks, as `Network`
 * objects or viem chains (which AppKit's options accept too, and carry no CAIP id).
 */
export type InitialStateScope = {
  adapters: readonly { namespace: Namespace }[]
  networks: readonly ({ caipNetworkId: string } | { id: number })[]
}

const caipNetworkIdOf = (network: InitialStateScope['networks'][number]): string =>
  'caipNetworkId' in network ? network.caipNetworkId : `eip155:${network.id}`

/** Connector ids are wallets' reverse domain names or Latch's own ids (`walletConnect`, `AUTH`). */
const isStoredConnectorId = (value: string): boolean => /^[\w.:-]{1,128}$/.test(value)

/**
 * Reads the stored connection, keeping only what this site's options can use: a namespace it
 * has an adapter for, a network it asked for. Anything else (another site's keys on the same
 * origin, a hand-edited value) is ignored.
 */
export function readInitialState(storage: LatchStorage, options: InitialStateScope): InitialState {
  const namespaces = options.adapters.map((adapter) => adapter.namespace)
  const chains: InitialState['chains'] = {}
  for (const namespace of namespaces) {
    const stored = storage.getString(storageKeys.lastChain(namespace))
    const isRequested = options.networks.some((network) => caipNetworkIdOf(network) === stored)
    chains[namespace] = {
      connectorId: storage.getString(storageKeys.connectorId(namespace), isStoredConnectorId),
      caipNetworkId:
        isRequested && stored?.startsWith(`${namespace}:`) ? (stored as CaipNetworkId) : undefined,
    }
  }
  const activeNamespace = storage.getString(storageKeys.activeNamespace, (value) =>
    namespaces.includes(value as Namespace),
  ) as Namespace | undefined
  return { activeNamespace, chains }
}
