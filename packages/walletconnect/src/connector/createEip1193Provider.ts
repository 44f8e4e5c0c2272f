/** A JSON-RPC error as EIP-1193 wallets throw it, so viem and wagmi read its code. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

type Listener = (payload: unknown) => void

/** What the EIP-1193 face of a session needs from the WalletConnect connector. */
export type Eip1193Session = {
  /** The active chain id, a number. */
  chainId(): number | undefined
  /** The session's addresses on the active chain. */
  accounts(): string[]
  /** Makes a chain active: locally when the session has it, through the wallet otherwise. */
  switchChain(chainId: number): Promise<void>
  /** Sends a request through the session (signing) or to the RPC map (reads), on a CAIP-2 chain. */
  request(chainId: string, method: string, params: unknown): Promise<unknown>
}

/** An EIP-1193 provider whose events the connector emits. */
export type Eip1193Provider = {
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
 * Presents a WalletConnect session as an EIP-1193 provider, so `useAppKitProvider('eip155')`
 * works with viem or ethers exactly as with a browser wallet. Accounts and the chain come from
 * the session without a round trip to the phone.
 */
export function createEip1193Provider(session: Eip1193Session): Eip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const activeChain = () => {
    const chainId = session.chainId()
    if (chainId === undefined) throw new ProviderRpcError(4900, 'The wallet is disconnected.')
    return chainId
  }
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return session.accounts()
        case 'eth_chainId':
          return `0x${activeChain().toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [parameter] = Array.isArray(params) ? params : []
          const chainId = parseHexChainId((parameter as { chainId?: unknown } | undefined)?.chainId)
          if (chainId === undefined) throw new ProviderRpcError(-32602, 'Invalid chain id.')
          await session.switchChain(chainId)
          return null
        }
        default:
          return session.request(`eip155:${activeChain()}`, method, params)
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
