import type { Network } from '../types/network.js'

/** A transfer the Send view asks an adapter to make: checked amounts, in base units. */
export type AdapterTransferParameters = {
  /** The connected wallet's provider, as its connector reported it; the adapter checks its shape. */
  provider: unknown
  network: Network
  from: string
  to: string
  /** The amount in the token's base units (lamports for SOL). */
  value: bigint
  /** The token to move; absent for the native currency. */
  token?: { address: string; decimals: number } | undefined
}

/** How a sent transfer ended: final on chain, failed with the chain's reason, or never included. */
export type AdapterTransferOutcome =
  | { status: 'confirmed' }
  | { status: 'failed'; reason?: string | undefined }
  | { status: 'expired' }

/** A transfer the wallet signed and the network accepted. */
export type AdapterSentTransfer = {
  /** The transaction's id on its chain (a signature on Solana). */
  hash: string
  /** Resolves once the transfer is final, failed or can no longer be included. */
  wait(): Promise<AdapterTransferOutcome>
}

/**
 * What Send needs of a namespace whose transactions core cannot build over EIP-1193 itself
 * (eip155 sends are core's own): an address check, the network fee, and the send. The heavy part
 * (a chain library) is the adapter's to load lazily.
 */
export type AdapterTransfer = {
  isAddress(address: string): boolean
  /** The network fee of the transfer in the native currency's base units; undefined when unknown. */
  estimateFee(parameters: AdapterTransferParameters): Promise<bigint | undefined>
  /** Has the wallet sign the transfer and the network accept it; rejects with the wallet's error. */
  send(parameters: AdapterTransferParameters): Promise<AdapterSentTransfer>
}
