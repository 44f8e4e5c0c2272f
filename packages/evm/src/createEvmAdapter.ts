import {
  type Adapter,
  type AdapterConnection,
  ChainNotAddedError,
  type Connector,
  createAdapter,
  NoAccountsError,
  WalletRequestError,
} from '@latch/core'
import { injectedConnectorId, watchBrowserWallets } from './discovery/watchBrowserWallets.js'
import { getErrorCode, toCoreError } from './errors/toCoreError.js'
import { parseQuantity, readRpc } from './rpc/readRpc.js'
import type { Eip1193Provider } from './types/eip1193.js'

export type CreateEvmAdapterParameters = {
  /** The window to discover wallets in. Defaults to the global `window`. */
  window?: Window | undefined
  /** How long a restore waits for the stored wallet to announce itself. Defaults to `1000` ms. */
  discoveryTimeoutMs?: number | undefined
}

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

function parseChainId(value: unknown): number {
  // Strict: parseInt would read "0x89zz" as 137, and a wallet's reply is untrusted.
  const chainId =
    typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
      ? Number.parseInt(value, 16)
      : typeof value === 'string' && /^[0-9]+$/.test(value)
        ? Number(value)
        : value
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new WalletRequestError({
      cause: new Error(`Invalid chain id from wallet: ${String(value).slice(0, 32)}`),
    })
  return chainId
}

/** Wallet replies are untrusted: only well-formed addresses pass. */
function parseAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.filter(isAddress)
}

/**
 * The eip155 adapter: browser wallets announced by EIP-6963 or injected as `window.ethereum`.
 *
 * @example
 * import { createAppKit } from '@latch/react'
 * import { createEvmAdapter } from '@latch/evm'
 * createAppKit({ adapters: [createEvmAdapter()], networks: [mainnet] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): Adapter<'eip155'> {
  const subscriptions = new Map<string, () => void>()
  let context: Parameters<Adapter['setup']>[0] | undefined

  const providerOf = (connector: Connector): Eip1193Provider => {
    const provider = connector.provider as Eip1193Provider | undefined
    if (!provider) throw new WalletRequestError({ cause: new Error('Connector has no provider.') })
    return provider
  }

  const request = async (provider: Eip1193Provider, method: string, params?: unknown[]) => {
    try {
      return await provider.request(params ? { method, params } : { method })
    } catch (error) {
      throw toCoreError(error)
    }
  }

  const listen = (connector: Connector, provider: Eip1193Provider) => {
    subscriptions.get(connector.id)?.()
    const onAccounts = (accounts: unknown) =>
      context?.onAccountsChanged(connector.id, parseAccounts(accounts))
    const onChain = (chainId: unknown) => {
      try {
        context?.onChainChanged(connector.id, parseChainId(chainId))
      } catch {
        // A malformed chain id from the wallet is ignored rather than trusted.
      }
    }
    const onDisconnect = () => context?.onDisconnect(connector.id)
    provider.on?.('accountsChanged', onAccounts as never)
    provider.on?.('chainChanged', onChain as never)
    provider.on?.('disconnect', onDisconnect as never)
    subscriptions.set(connector.id, () => {
      provider.removeListener?.('accountsChanged', onAccounts as never)
      provider.removeListener?.('chainChanged', onChain as never)
      provider.removeListener?.('disconnect', onDisconnect as never)
      subscriptions.delete(connector.id)
    })
  }

  const connection = async (
    connector: Connector,
    provider: Eip1193Provider,
    accounts: string[],
  ): Promise<AdapterConnection> => {
    const chainId = parseChainId(await request(provider, 'eth_chainId'))
    listen(connector, provider)
    return { accounts, chainId }
  }

  return createAdapter({
    namespace: 'eip155',
    discoveryTimeoutMs: parameters.discoveryTimeoutMs ?? 1000,
    setup(adapterContext) {
      context = adapterContext
      const target = parameters.window ?? (typeof window === 'undefined' ? undefined : window)
      const stop = target
        ? watchBrowserWallets(target, (connectors) => adapterContext.setConnectors(connectors))
        : () => {}
      return () => {
        stop()
        for (const unsubscribe of [...subscriptions.values()]) unsubscribe()
        context = undefined
      }
    },
    async connect({ connector }) {
      const provider = providerOf(connector)
      const accounts = parseAccounts(await request(provider, 'eth_requestAccounts'))
      if (accounts.length === 0) throw new NoAccountsError()
      return connection(connector, provider, accounts)
    },
    async reconnect({ connector }) {
      const provider = providerOf(connector)
      const accounts = parseAccounts(await request(provider, 'eth_accounts'))
      if (accounts.length === 0) return undefined
      return connection(connector, provider, accounts)
    },
    async disconnect({ connector }) {
      subscriptions.get(connector.id)?.()
      // Most wallets cannot revoke access; those that can are asked to, the rest ignore it.
      if (connector.id === injectedConnectorId) return
      await providerOf(connector)
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    async switchNetwork({ connector, network }) {
      const provider = providerOf(connector)
      const chainId = `0x${Number(network.id).toString(16)}`
      try {
        await request(provider, 'wallet_switchEthereumChain', [{ chainId }])
        return
      } catch (error) {
        if (!(error instanceof ChainNotAddedError) && getErrorCode(error) !== 4902) throw error
      }
      const explorer = network.blockExplorers?.default.url
      await request(provider, 'wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ])
      // Some wallets add without switching; ask again when that happened.
      if (parseChainId(await request(provider, 'eth_chainId')) !== Number(network.id))
        await request(provider, 'wallet_switchEthereumChain', [{ chainId }])
    },
    async getBalance({ address, network }) {
      const url = network.rpcUrls.default.http[0]
      if (!url || !isAddress(address)) throw new WalletRequestError()
      // A plain JSON-RPC read: no client library in the site's initial bundle for one call.
      const value = parseQuantity(
        await readRpc({ url, method: 'eth_getBalance', params: [address, 'latest'] }),
      )
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
  })
}
