import { FrameReplyError } from '@latch/frame/handler'
import { type Hex, keccak256 } from 'viem'
import { rpcMessages } from '../rpc/rpcMessages.js'
import type { ChainRpc } from './fillEvmTransaction.js'

/** How often a broadcast whose reply was lost is sent again (the same bytes each time). */
const broadcastRetries = 2

/** Parameters of {@link broadcastEvmTransaction}. */
export type BroadcastEvmTransactionParameters = {
  rpc: ChainRpc
  /** The signed, serialized transaction. */
  raw: Hex
}

const replyLost = (error: unknown) =>
  error instanceof FrameReplyError && error.shortMessage === rpcMessages.rpcUnavailable

/**
 * Sends a signed transaction with `eth_sendRawTransaction`, idempotently, and returns its hash,
 * which is known before sending (the keccak of the signed bytes), never taken from the RPC. A
 * reply lost to the network is sent again with the same bytes (at most {@link broadcastRetries}
 * times), so it can never become a second transaction. An error ('already known', 'nonce too
 * low', a lost reply) for a transaction the chain already has (`eth_getTransactionByHash`) counts
 * as sent; any other error is passed on.
 *
 * @example
 * const hash = await broadcastEvmTransaction({ rpc, raw: signEvmTransaction(transaction, key) })
 */
export async function broadcastEvmTransaction(
  parameters: BroadcastEvmTransactionParameters,
): Promise<Hex> {
  const { rpc, raw } = parameters
  const hash = keccak256(raw)
  for (let attempt = 0; ; attempt++) {
    try {
      await rpc('eth_sendRawTransaction', [raw])
      return hash
    } catch (error) {
      const known = await rpc('eth_getTransactionByHash', [hash]).catch(() => null)
      if (known) return hash
      if (!replyLost(error) || attempt >= broadcastRetries) throw error
    }
  }
}
