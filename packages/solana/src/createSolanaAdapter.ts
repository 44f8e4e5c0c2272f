import {
  type Adapter,
  type AdapterConnection,
  ConnectorNotFoundError,
  createAdapter,
  NoAccountsError,
  WalletRequestError,
} from '@latch/core'
import { fetchLamports } from './rpc/fetchLamports.js'
import { requestWallet } from './rpc/requestWallet.js'
import {
  type CreateSolanaTransferParameters,
  createSolanaTransfer,
} from './send/createSolanaTransfer.js'
import type { SolanaProvider } from './types/solanaProvider.js'
import { isSolanaAddress } from './utils/isSolanaAddress.js'

export type CreateSolanaAdapterParameters = CreateSolanaTransferParameters & {
  /** How long a balance read waits for the cluster's RPC. Defaults to `10_000` ms. */
  balanceTimeoutMs?: number | undefined
}

import { isSolanaProvider } from './types/solanaProvider.js'

/** Wallet replies are untrusted: only `{ pubkey }` entries holding a 32-byte key pass. */
function parseAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const pubkeys = value.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? (entry as { pubkey?: unknown }).pubkey
      : undefined,
  )
  return [...new Set(pubkeys.filter(isSolanaAddress))]
}

/** The cluster the provider reports, as a CAIP-2 reference; there is no RPC method to ask. */
function parseChainId(provider: SolanaProvider): string {
  const { chainId } = provider
  if (typeof chainId === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(chainId)) return chainId
  throw new WalletRequestError({
    cause: new Error(`The wallet reported no Solana cluster: ${String(chainId).slice(0, 40)}`),
  })
}

async function connection(provider: SolanaProvider): Promise<AdapterConnection | undefined> {
  const accounts = parseAccounts(await requestWallet(provider, 'solana_getAccounts'))
  if (accounts.length === 0) return undefined
  return { accounts, chainId: parseChainId(provider) }
}

/**
 * The solana adapter. It serves the Solana accounts of a connector whose provider answers
 * `solana_getAccounts` (a WalletConnect session, which core applies itself), reads balances
 * from the network's RPC, and sends SOL and SPL tokens for the Send view (built with
 * `@solana/kit`, loaded on the first send). It discovers no browser wallets yet: Wallet Standard discovery arrives
 * with the Solana issue, so `setup` reports no connectors.
 *
 * @example
 * import { createConfig } from '@latch/core'
 * import { solana } from '@latch/core/networks'
 * import { createSolanaAdapter } from '@latch/solana'
 * const config = createConfig({ adapters: [createSolanaAdapter()], networks: [solana] })
 */
export function createSolanaAdapter(
  parameters: CreateSolanaAdapterParameters = {},
): Adapter<'solana'> {
  return createAdapter({
    namespace: 'solana',
    discoveryTimeoutMs: 0,
    setup(context) {
      context.setConnectors([])
      return () => {}
    },
    async connect({ connector }) {
      const provider = connector.provider
      if (!isSolanaProvider(provider)) throw new ConnectorNotFoundError(connector.id)
      const result = await connection(provider)
      if (!result) throw new NoAccountsError()
      return result
    },
    async reconnect({ connector }) {
      const provider = connector.provider
      if (!isSolanaProvider(provider)) return undefined
      return connection(provider)
    },
    // Nothing to revoke here: a WalletConnect session is ended by core's WalletConnect client.
    async disconnect() {},
    // The active cluster is the dapp's choice, which core records; wallets sign for any cluster.
    async switchNetwork() {},
    async getBalance({ address, network }) {
      const rpcUrl = network.rpcUrls.default.http[0]
      if (!rpcUrl)
        throw new WalletRequestError({ cause: new Error(`${network.name} has no RPC URL.`) })
      const value = await fetchLamports({
        address,
        rpcUrl,
        timeoutMs: parameters.balanceTimeoutMs,
      })
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
    transfer: createSolanaTransfer(parameters),
  })
}
