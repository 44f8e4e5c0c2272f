import type { SolanaTransaction } from '../signing/solanaTransaction.js'
import type { TypedData } from './typedData.js'

/** An EVM call: what one transaction (or one call of a batch) does. */
export type EvmCall = {
  /** `undefined` creates a contract. */
  to: `0x${string}` | undefined
  value: bigint
  data: `0x${string}`
}

/** Gas and fee fields the app asked for; the frame fills the rest from the chain's RPC. */
export type EvmTransactionOverrides = {
  nonce?: number | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** A transaction ready to sign: chain id from the frame's config, fees and nonce filled. */
export type EvmTransaction = EvmCall & {
  chainId: number
  nonce: number
  gas: bigint
} & (
    | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
    | { type: 'legacy'; gasPrice: bigint }
  )

/** Solana `sendTransaction` options an app may pass with `solana_signAndSendTransaction`. */
type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** A Solana transaction as received (its wire bytes) and as read. */
export type ReceivedSolanaTransaction = { bytes: Uint8Array; parsed: SolanaTransaction }

/**
 * An unsafe request, read from its params into exactly what will be signed. The approval view is
 * decoded from this, and the signer signs this, so the two cannot differ (SECURITY.md rule 2).
 */
export type ApprovalRequest =
  | { method: 'personal_sign'; account: `0x${string}`; message: Uint8Array }
  | { method: 'eth_signTypedData_v4'; account: `0x${string}`; typedData: TypedData }
  | {
      method: 'eth_sendTransaction'
      account: `0x${string}`
      call: EvmCall
      overrides: EvmTransactionOverrides
      /** Filled in by the frame before the view shows (nonce, gas, fees, chain id). */
      transaction?: EvmTransaction | undefined
    }
  | {
      method: 'wallet_sendCalls'
      account: `0x${string}`
      calls: EvmCall[]
      /** Filled in by the frame before the view shows: one per call, nonces in order. */
      transactions?: EvmTransaction[] | undefined
    }
  | { method: 'solana_signMessage'; account: string; message: Uint8Array }
  | {
      method:
        | 'solana_signTransaction'
        | 'solana_signAllTransactions'
        | 'solana_signAndSendTransaction'
      account: string
      transactions: ReceivedSolanaTransaction[]
      /** The encoding the app used; results use it too. */
      encoding: 'base58' | 'base64'
      options?: SolanaSendOptions | undefined
    }
