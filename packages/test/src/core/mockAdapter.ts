import type { Connector } from '@latch/core'
import { type Adapter, type AdapterContext, createAdapter } from '@latch/core'

/** The connector a {@link mockAdapter} reports unless told otherwise. */
export const mockConnector: Connector = {
  id: 'mock',
  name: 'Mock Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.latch.mock' },
}

/** Anvil's first two dev accounts. */
export const mockAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

export type MockAdapterFeatures = {
  /** `connect` rejects with this error. */
  connectError?: Error | undefined
  /**
   * What `reconnect` grants. Absent: the connected accounts. Present and `undefined`: nothing,
   * as when the wallet no longer grants access.
   */
  reconnectAccounts?: string[] | undefined
  /** `reconnect` rejects with this error. */
  reconnectError?: Error | undefined
  switchError?: Error | undefined
  disconnectError?: Error | undefined
  /** The balance `getBalance` reports; defaults to `0n`. */
  balance?: bigint | undefined
  balanceError?: Error | undefined
}

export type MockAdapterParameters = {
  /** Reported at `setup`; defaults to `[mockConnector]`. */
  connectors?: Connector[] | undefined
  /** Defaults to {@link mockAccounts}. */
  accounts?: string[] | undefined
  /** The chain the wallet is on; defaults to `1`. */
  chainId?: number | undefined
  /** Read on every call, so a test may change them between calls. */
  features?: MockAdapterFeatures | undefined
  /** Defaults to `0` (no discovery to wait for). */
  discoveryTimeoutMs?: number | undefined
}

export type MockAdapter = Adapter<'eip155'> & {
  /** Plays the wallet: reports events to core as a real wallet would. */
  emit: {
    /** `connectorId` defaults to the last connected connector, else the first one. */
    accountsChanged(accounts: string[], connectorId?: string): void
    chainChanged(chainId: number | string, connectorId?: string): void
    disconnect(connectorId?: string): void
    /** Replaces the announced connectors. */
    connectors(list: Connector[]): void
  }
  /** Every call core made, in order, e.g. `connect:mock` or `switchNetwork:eip155:10`. */
  calls: string[]
}

/**
 * An in-memory eip155 adapter for driving core in tests: no provider, no RPC. Failures are
 * configured with `features`, wallet events are played with `emit`, and `calls` records what
 * core asked for.
 *
 * @example
 * const adapter = mockAdapter({ features: { connectError: new UserRejectedRequestError() } })
 * const config = createConfig({ adapters: [adapter], networks: [mainnet], storage: memoryStorage() })
 */
export function mockAdapter(parameters: MockAdapterParameters = {}): MockAdapter {
  let connectors = parameters.connectors ?? [mockConnector]
  const accounts = parameters.accounts ?? [...mockAccounts]
  const features = parameters.features ?? {}
  let chainId = parameters.chainId ?? 1
  let context: AdapterContext | undefined
  let activeConnectorId: string | undefined
  const calls: string[] = []

  const targetOf = (connectorId: string | undefined) =>
    connectorId ?? activeConnectorId ?? connectors[0]?.id ?? mockConnector.id

  const adapter = createAdapter({
    namespace: 'eip155',
    discoveryTimeoutMs: parameters.discoveryTimeoutMs ?? 0,
    setup(adapterContext) {
      calls.push('setup')
      context = adapterContext
      adapterContext.setConnectors(connectors)
      return () => {
        calls.push('teardown')
        context = undefined
      }
    },
    async connect({ connector }) {
      calls.push(`connect:${connector.id}`)
      if (features.connectError) throw features.connectError
      activeConnectorId = connector.id
      return { accounts: [...accounts], chainId }
    },
    async reconnect({ connector }) {
      calls.push(`reconnect:${connector.id}`)
      if (features.reconnectError) throw features.reconnectError
      const granted = 'reconnectAccounts' in features ? features.reconnectAccounts : accounts
      if (!granted) return undefined
      activeConnectorId = connector.id
      return { accounts: [...granted], chainId }
    },
    async disconnect({ connector }) {
      calls.push(`disconnect:${connector.id}`)
      if (activeConnectorId === connector.id) activeConnectorId = undefined
      if (features.disconnectError) throw features.disconnectError
    },
    async switchNetwork({ network }) {
      calls.push(`switchNetwork:${network.caipNetworkId}`)
      if (features.switchError) throw features.switchError
      chainId = Number(network.id)
    },
    async getBalance({ address, network }) {
      calls.push(`getBalance:${network.caipNetworkId}:${address}`)
      if (features.balanceError) throw features.balanceError
      return {
        value: features.balance ?? 0n,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
  })

  return Object.assign(adapter, {
    calls,
    emit: {
      accountsChanged(next: string[], connectorId?: string) {
        context?.onAccountsChanged(targetOf(connectorId), next)
      },
      chainChanged(next: number | string, connectorId?: string) {
        if (typeof next === 'number') chainId = next
        context?.onChainChanged(targetOf(connectorId), next)
      },
      disconnect(connectorId?: string) {
        const id = targetOf(connectorId)
        if (activeConnectorId === id) activeConnectorId = undefined
        context?.onDisconnect(id)
      },
      connectors(list: Connector[]) {
        connectors = list
        context?.setConnectors(list)
      },
    },
  })
}

/** A Map-backed Web Storage for tests; `map` exposes what was written. */
export function memoryStorage(
  initial: Record<string, string> = {},
): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    map,
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}
