import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

type Listener = (payload: unknown) => void

/** What the EIP-1193 face of the embedded wallet needs from its connector. */
export type AuthEip1193Wallet = {
  /** The active eip155 chain id, or `undefined` while not connected. */
  chainId(): number | undefined
  /** The wallet's addresses; empty while not connected. */
  accounts(): string[]
  /** Makes a chain of the site's networks active, in the frame and in the modal. */
  switchChain(chainId: number): Promise<void>
  /** Any other method, on the active chain: a read, an approval, or a refusal (4200). */
  request(method: string, params: unknown): Promise<unknown>
}

/** The embedded wallet's EIP-1193 provider; the connector emits its events. */
export type AuthEip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** @internal The connector reports `accountsChanged`, `chainChanged` and `disconnect`. */
  emit(event: string, payload: unknown): void
}

const parseHexChainId = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(value)) return undefined
  const chainId = Number.parseInt(value, 16)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/**
 * Presents the embedded wallet as an EIP-1193 provider: accounts and the chain id are answered
 * here without a round trip, `wallet_switchEthereumChain` switches the frame and the modal, and
 * every other method goes to the connector (reads to the frame's RPC, signing through the
 * ApproveTransaction view).
 *
 * @example
 * const provider = createAuthEip1193Provider(wallet)
 * await provider.request({ method: 'eth_chainId' }) // '0x1'
 */
export function createAuthEip1193Provider(wallet: AuthEip1193Wallet): AuthEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const activeChain = () => {
    const chainId = wallet.chainId()
    if (chainId === undefined)
      throw new ProviderRpcError(providerRpcErrorCodes.disconnected, 'The wallet is disconnected.')
    return chainId
  }
  return {
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
          activeChain()
          return wallet.request(method, params)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
  }
}
