import { createEip1193Events, type Eip1193Events } from './createEip1193Events.js'
import { parseHexChainId } from './parseHexChainId.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

/** The connector's state an EIP-1193 provider answers from without a round trip. */
export type Eip1193Wallet = {
  /** The active eip155 chain id, or `undefined` while not connected. */
  chainId(): number | undefined
  /** The addresses on the active chain; empty while not connected. */
  accounts(): string[]
  /** Makes a chain active (`wallet_switchEthereumChain`). */
  switchChain(chainId: number): Promise<void>
}

/** How a provider sends what it does not answer itself. */
export type Eip1193Options = {
  /** Any other method, sent on the active chain. */
  forward(method: string, params: unknown, chainId: number): Promise<unknown>
}

/** An EIP-1193 provider whose events the connector behind it emits. */
export type Eip1193Provider = Eip1193Events & {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * The EIP-1193 face the WalletConnect session and the embedded wallet share: accounts and the
 * chain id are answered locally, `wallet_switchEthereumChain` takes a strictly parsed chain id,
 * every other method is forwarded on the active chain, and the connector emits `accountsChanged`,
 * `chainChanged` and `disconnect` through `emit`. It rejects with a {@link ProviderRpcError}:
 * 4900 while disconnected, -32602 for a malformed chain id.
 *
 * @example
 * const provider = toEip1193Provider(wallet, {
 *   forward: (method, params, chainId) => send(`eip155:${chainId}`, method, params),
 * })
 * await provider.request({ method: 'eth_chainId' }) // '0x1'
 */
export function toEip1193Provider(wallet: Eip1193Wallet, options: Eip1193Options): Eip1193Provider {
  const activeChain = () => {
    const chainId = wallet.chainId()
    if (chainId === undefined)
      throw new ProviderRpcError(providerRpcErrorCodes.disconnected, 'The wallet is disconnected.')
    return chainId
  }
  return {
    ...createEip1193Events(),
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return wallet.accounts()
        case 'eth_chainId':
          return `0x${activeChain().toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [parameter] = Array.isArray(params) ? params : []
          const chainId = parseHexChainId((parameter as { chainId?: unknown } | undefined)?.chainId)
          if (chainId === undefined)
            throw new ProviderRpcError(providerRpcErrorCodes.invalidParams, 'Invalid chain id.')
          await wallet.switchChain(chainId)
          return null
        }
        default:
          return options.forward(method, params, activeChain())
      }
    },
  }
}
