import type { Config } from '../config/createConfig.js'
import type { Connector } from '../types/connector.js'
import type { Namespace, Network } from '../types/network.js'
import type { AdapterTransfer } from './adapterTransfer.js'

/** What an adapter reports after connecting or reconnecting. */
export type AdapterConnection = {
  /** The accounts the wallet exposes, the active one first. */
  accounts: readonly string[]
  /** The chain the wallet is on, as its own id (a number on eip155). */
  chainId: number | string
}

/** What core hands an adapter so it can report what happens in the wallet. */
export type AdapterContext = {
  /** The connectors available now; replaces the adapter's previous list. */
  setConnectors(connectors: readonly Connector[]): void
  onAccountsChanged(connectorId: string, accounts: readonly string[]): void
  onChainChanged(connectorId: string, chainId: number | string): void
  onDisconnect(connectorId: string): void
  /**
   * The instance the adapter serves, for adapters that bridge it to another library (the wagmi
   * adapter follows its account and calls its actions). Core's `mount` always sets it; a test
   * that sets an adapter up on its own may leave it out.
   */
  readonly config?: Config | undefined
}

/** The balance of an address in the network's native currency. */
export type AdapterBalance = { value: bigint; decimals: number; symbol: string }

/** The contract between core and the code of one chain namespace. */
export type Adapter<namespace extends Namespace = Namespace> = {
  namespace: namespace
  /** Starts discovery; returns a function that stops it. */
  setup(context: AdapterContext): () => void
  /** Asks the wallet for access; rejects with a core error (e.g. UserRejectedRequestError). */
  connect(parameters: { connector: Connector }): Promise<AdapterConnection>
  /** Restores a connection without prompting; `undefined` when the wallet no longer grants it. */
  reconnect(parameters: { connector: Connector }): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connector: Connector }): Promise<void>
  switchNetwork(parameters: { connector: Connector; network: Network }): Promise<void>
  getBalance(parameters: { address: string; network: Network }): Promise<AdapterBalance>
  /** Sends for the Send view, on namespaces other than eip155 (which core sends itself). */
  transfer?: AdapterTransfer | undefined
  /**
   * How long to wait for a stored connector to be announced before giving up on a restore.
   * Extensions announce asynchronously; adapters without discovery return 0.
   */
  readonly discoveryTimeoutMs: number
}

/**
 * Identity helper that types an adapter object.
 *
 * @example
 * import { createAdapter } from '@latch/core'
 * const adapter = createAdapter({ namespace: 'eip155', ... })
 */
export function createAdapter<const namespace extends Namespace>(
  adapter: Adapter<namespace>,
): Adapter<namespace> {
  return adapter
}
