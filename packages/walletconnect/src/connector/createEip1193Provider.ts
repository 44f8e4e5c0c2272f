import { type Eip1193Provider, toEip1193Provider } from '@latch/core/providers'

/** The session's EIP-1193 provider, the same face as the embedded wallet's. */
export type { Eip1193Provider }

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

/**
 * Presents a WalletConnect session as an EIP-1193 provider, so `useAppKitProvider('eip155')`
 * works with viem or ethers exactly as with a browser wallet. Accounts and the chain come from
 * the session without a round trip to the phone.
 */
export function createEip1193Provider(session: Eip1193Session): Eip1193Provider {
  return toEip1193Provider(session, {
    forward: (method, params, chainId) => session.request(`eip155:${chainId}`, method, params),
  })
}
