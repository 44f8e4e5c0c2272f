import { type Eip1193Provider, toEip1193Provider } from '@latch/core/providers'

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
export type AuthEip1193Provider = Eip1193Provider

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
  return toEip1193Provider(wallet, {
    forward: (method, params) => wallet.request(method, params),
  })
}
