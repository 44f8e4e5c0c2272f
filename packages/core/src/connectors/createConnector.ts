import type { OpenModalParameters } from '../actions/openModal.js'
import type { AdapterConnection } from '../adapters/createAdapter.js'
import type { LatchEvent, LatchEventName } from '../events/events.js'
import type { I18n } from '../i18n/createI18n.js'
import type { Options } from '../options/options.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { Namespace } from '../types/network.js'
import type { Alert, Notice, State } from '../types/state.js'
import type { PairingState } from '../types/walletConnect.js'

/**
 * What core hands a multi-namespace connector so it can report what happens in its wallet.
 * Core applies each report to its state: a connector reads state, it never writes it.
 */
export type ConnectorContext = {
  readonly options: Options
  /** The namespaces this instance has adapters for: the ones the connector may serve. */
  readonly namespaces: readonly Namespace[]
  getState(): State
  subscribe(listener: (state: State, previous: State) => void): () => void
  t: I18n['t']
  emit(event: LatchEventName, properties?: LatchEvent['data']['properties']): void
  /** The connector's rows in the Connect view and `state.connectors`; replaces its previous rows. */
  setRows(rows: readonly Connector[]): void
  /**
   * Records connections made or restored through this connector, one per namespace, the active
   * namespace last so it stays active. Stores the connector id per namespace and reads balances.
   * `email` is the embedded wallet's login (spec: `account.email`, stored key `latch.email`);
   * `socialProvider` and `username` those of a social login (stored: the social username).
   */
  connect(
    connections: Partial<Record<Namespace, AdapterConnection>>,
    info?: {
      email?: string | undefined
      socialProvider?: string | undefined
      username?: string | undefined
    },
  ): void
  /** The wallet changed accounts on a namespace this connector serves; the first is active. */
  setAccounts(namespace: Namespace, accounts: readonly string[]): void
  /** The wallet moved to another chain of a namespace this connector serves. */
  setChain(namespace: Namespace, chainId: number | string): void
  /**
   * The connection ended: resets every namespace connected through this connector or storing
   * it (or only `namespaces`), and returns those it reset. `initiator: 'wallet'` reports
   * DISCONNECT_SUCCESS and leaves an UnsupportedChain view that no longer applies.
   */
  disconnect(parameters?: {
    namespaces?: readonly Namespace[] | undefined
    initiator?: 'wallet' | 'dapp' | undefined
  }): Namespace[]
  /** Whether a namespace is connected through this connector now. */
  isConnected(namespace: Namespace): boolean
  /** Whether the spec's rule shows UnsupportedChain for a namespace now (section 2). */
  isUnsupportedChainShown(namespace: Namespace): boolean
  /** The pairing the WalletConnect views show (`state.pairing`). */
  setPairing(pairing: PairingState): void
  openModal(parameters?: OpenModalParameters): void
  closeModal(): void
  /** Shows ApproveTransaction for a request that needs the visitor; returns the function that ends it. */
  showTransaction(): () => void
  /** A message in the open modal's current view, or none. */
  showNotice(notice: Notice | undefined): void
  /** A message the debug-mode banner shows over the page. */
  showAlert(alert: Alert): void
}

/**
 * The contract between core and a connector that spans namespaces: a WalletConnect session, the
 * embedded wallet, a multi-chain wallet merged into one row (spec section 3: MULTI_CHAIN). Like an
 * adapter, it starts with `setup(context)` and reports through the context; core is the only
 * writer of its state. A connection made through it is stored per namespace under `id`.
 */
export type MultiNamespaceConnector = {
  /** Stored per namespace while connected (`latch.connectorId.{namespace}`); its rows carry it. */
  readonly id: string
  readonly type: ConnectorType
  /** Starts (cheaply: heavy code loads on first use); returns a function that stops it. */
  setup(context: ConnectorContext): () => void
  /**
   * Restores the connection a namespace stored under `id`, without prompting, and reports it
   * through the context. Core resets those namespaces when it rejects or reports nothing.
   */
  restore(): Promise<void>
  /** Ends the connection on both sides and on every namespace that used it. */
  disconnect(): Promise<void>
}

/**
 * Identity helper that types a multi-namespace connector object.
 *
 * @example
 * import { createConnector } from '@latch/core'
 * const connector = createConnector({ id: 'myWallet', type: 'MULTI_CHAIN', setup, restore, disconnect })
 */
export function createConnector<const connector extends MultiNamespaceConnector>(
  connector: connector,
): connector {
  return connector
}
