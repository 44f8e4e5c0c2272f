import type { ApprovalRequest, EvmTransaction } from '../approval/approvalRequest.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { type ChainRpc, fillEvmTransaction } from './fillEvmTransaction.js'

/** Parameters of {@link fillApprovalRequest}. */
export type FillApprovalRequestParameters = {
  request: ApprovalRequest
  chain: RpcChain
  rpc: ChainRpc
  /** The most fee one transaction may cost on this chain (see `maxNetworkFee`). */
  maxNetworkFee: bigint
}

/**
 * Fills the transactions an EVM send will sign (nonce, gas, fees), before the approval view shows
 * them and the approval binds them: `eth_sendTransaction` gets `transaction`, `wallet_sendCalls`
 * gets one transaction per call with nonces in order. Other requests come back as they are. What
 * the signer signs afterwards is exactly this, never a refill (SECURITY.md T6, T33).
 *
 * @example
 * const request = await fillApprovalRequest({ request: parsed, chain, rpc, maxNetworkFee })
 */
export async function fillApprovalRequest(
  parameters: FillApprovalRequestParameters,
): Promise<ApprovalRequest> {
  const { request, ...fill } = parameters
  if (request.method === 'eth_sendTransaction') {
    const { account: from, call, overrides } = request
    return { ...request, transaction: await fillEvmTransaction({ ...fill, from, call, overrides }) }
  }
  if (request.method !== 'wallet_sendCalls') return request
  const transactions: EvmTransaction[] = []
  for (const call of request.calls) {
    const previous = transactions.at(-1)
    transactions.push(
      await fillEvmTransaction({
        ...fill,
        from: request.account,
        call,
        nonce: previous && previous.nonce + 1,
      }),
    )
  }
  return { ...request, transactions }
}
