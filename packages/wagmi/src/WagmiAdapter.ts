import type { Adapter, AdapterContext, Namespace, NetworkInput } from '@latch/core'
import { createEvmAdapter } from '@latch/evm'
import {
  type CreateConnectorFn,
  createConfig,
  type Storage,
  type Transport,
  type Config as WagmiConfig,
} from '@wagmi/core'
import { type Chain, http } from 'viem'
import { latchConnector } from './latchConnector.js'
import { createLatchLink } from './latchLink.js'
import { syncWagmi } from './syncWagmi.js'
import { toWagmiChains } from './toWagmiChains.js'

export type WagmiAdapterParameters = {
  /** The site's networks: Latch networks or viem chains. The eip155 ones become wagmi's chains. */
  networks: readonly NetworkInput[]
  /** Accepted as AppKit's adapter takes it; Latch's `createAppKit` options carry the project. */
  projectId?: string | undefined
  /** wagmi's `ssr`: its stored state hydrates after the first render. */
  ssr?: boolean | undefined
  /** wagmi's storage (e.g. `createStorage({ storage: cookieStorage })`). */
  storage?: Storage | null | undefined
  /** A transport per chain id; the others use `http()` on the network's first RPC URL. */
  transports?: Record<number, Transport> | undefined
  /** wagmi's `syncConnectedChain`, `pollingInterval`, `batch` and `cacheTime`, passed through. */
  syncConnectedChain?: boolean | undefined
  pollingInterval?: number | undefined
  batch?: { multicall?: boolean | undefined } | undefined
  cacheTime?: number | undefined
  /**
   * Not used: the modal lists the wallets, and its connection reaches wagmi through the one
   * Latch connector. Accepted so an AppKit setup still compiles; a console warning names it.
   */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** How long a restore waits for the stored browser wallet to announce itself (ms). */
  discoveryTimeoutMs?: number | undefined
}

let warnedConnectors = false

/**
 * Latch's eip155 adapter with a wagmi config: give it to `createAppKit`'s `adapters` and
 * `wagmiConfig` to `WagmiProvider`, and wagmi's hooks use whatever wallet the modal connected.
 * Browser wallets are found as `createEvmAdapter` finds them.
 *
 * @example
 * import { WagmiAdapter } from '@latch/wagmi'
 * import { createAppKit } from '@latch/react'
 * import { mainnet, base } from '@latch/core/networks'
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, base], projectId, ssr: true })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, base], projectId })
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements Adapter<'eip155'> {
  readonly namespace = 'eip155' satisfies Namespace
  /** The config to hand wagmi's `WagmiProvider`; its one connector is Latch. */
  readonly wagmiConfig: WagmiConfig
  /** wagmi's chains: the eip155 networks, in order. */
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  readonly discoveryTimeoutMs: number
  readonly connect: Adapter<'eip155'>['connect']
  readonly reconnect: Adapter<'eip155'>['reconnect']
  readonly disconnect: Adapter<'eip155'>['disconnect']
  readonly switchNetwork: Adapter<'eip155'>['switchNetwork']
  readonly getBalance: Adapter<'eip155'>['getBalance']
  readonly #evm: Adapter<'eip155'>
  readonly #link = createLatchLink()

  constructor(parameters: WagmiAdapterParameters) {
    const {
      networks,
      transports = {},
      connectors,
      discoveryTimeoutMs,
      ...wagmiOptions
    } = parameters
    if (connectors?.length && !warnedConnectors) {
      warnedConnectors = true
      // biome-ignore lint/suspicious/noConsole: the warning is for the site's developers
      console.warn(
        'Latch: WagmiAdapter ignores `connectors`: the modal lists the wallets, and wagmi connects through Latch.',
      )
    }
    this.#evm = createEvmAdapter({ discoveryTimeoutMs })
    this.discoveryTimeoutMs = this.#evm.discoveryTimeoutMs
    this.connect = (p) => this.#evm.connect(p)
    this.reconnect = (p) => this.#evm.reconnect(p)
    this.disconnect = (p) => this.#evm.disconnect(p)
    this.switchNetwork = (p) => this.#evm.switchNetwork(p)
    this.getBalance = (p) => this.#evm.getBalance(p)
    this.wagmiChains = toWagmiChains(networks)
    this.wagmiConfig = createConfig({
      chains: this.wagmiChains,
      ssr: wagmiOptions.ssr,
      ...(wagmiOptions.storage === undefined ? {} : { storage: wagmiOptions.storage }),
      ...(wagmiOptions.syncConnectedChain === undefined
        ? {}
        : { syncConnectedChain: wagmiOptions.syncConnectedChain }),
      ...(wagmiOptions.pollingInterval === undefined
        ? {}
        : { pollingInterval: wagmiOptions.pollingInterval }),
      ...(wagmiOptions.batch === undefined ? {} : { batch: wagmiOptions.batch }),
      ...(wagmiOptions.cacheTime === undefined ? {} : { cacheTime: wagmiOptions.cacheTime }),
      // Latch's rows are the wallet list; wagmi's own EIP-6963 connectors would compete with them.
      multiInjectedProviderDiscovery: false,
      connectors: [latchConnector(this.#link)],
      transports: Object.fromEntries(
        this.wagmiChains.map((chain) => [
          chain.id,
          transports[chain.id] ?? http(chain.rpcUrls.default.http[0]),
        ]),
      ),
    })
  }

  setup(context: AdapterContext): () => void {
    const stopEvm = this.#evm.setup(context)
    const config = context.config
    this.#link.attach(config)
    const stopSync = config ? syncWagmi(config, this.wagmiConfig) : () => {}
    return () => {
      stopSync()
      this.#link.attach(undefined)
      stopEvm()
    }
  }
}
