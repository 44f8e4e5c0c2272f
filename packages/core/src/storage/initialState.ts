import type { Options } from '../options/options.js'
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

/** Connector ids are wallets' reverse domain names or Latch's own ids (`walletConnect`, `AUTH`). */
export const isStoredConnectorId = (value: string): boolean => /^[\w.:-]{1,128}$/.test(value)

/**
 * Reads the stored connection, keeping only what this site's options can use: a namespace it
 * has an adapter for, a network it asked for. Anything else (another site's keys on the same
 * origin, a hand-edited value) is ignored.
 */
export function readInitialState(
  storage: LatchStorage,
  options: Pick<Options, 'adapters' | 'networks'>,
): InitialState {
  const namespaces = options.adapters.map((adapter) => adapter.namespace)
  const chains: InitialState['chains'] = {}
  for (const namespace of namespaces) {
    const stored = storage.getString(storageKeys.lastChain(namespace))
    chains[namespace] = {
      connectorId: storage.getString(storageKeys.connectorId(namespace), isStoredConnectorId),
      caipNetworkId: options.networks.find(
        (network) => network.chainNamespace === namespace && network.caipNetworkId === stored,
      )?.caipNetworkId,
    }
  }
  const activeNamespace = storage.getString(storageKeys.activeNamespace, (value) =>
    namespaces.includes(value as Namespace),
  ) as Namespace | undefined
  return { activeNamespace, chains }
}
