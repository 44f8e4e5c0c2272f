import type { AdapterTransfer } from '@latch/core'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

export type CreateSolanaTransferParameters = {
  /** How often a sent transfer's status is asked for. Defaults to `1_000` ms. */
  confirmationPollMs?: number | undefined
}

/**
 * The Send view's transfers on Solana. The address check is light and here; building and sending
 * (with `@solana/kit` and the system and token program clients) loads on the first fee estimate.
 */
export function createSolanaTransfer(
  parameters: CreateSolanaTransferParameters = {},
): AdapterTransfer {
  const load = () => import('./solanaTransfer.js')
  return {
    isAddress: isSolanaAddress,
    async estimateFee(transfer) {
      return (await load()).estimateSolanaTransferFee(transfer)
    },
    async send(transfer) {
      return (await load()).sendSolanaTransfer(transfer, parameters)
    },
  }
}
