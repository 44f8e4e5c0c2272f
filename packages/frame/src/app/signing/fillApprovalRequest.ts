import type { ApprovalRequest, EvmTransaction } from '../approval/approvalRequest.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { assertRpcChain, type ChainRpc, fillEvmTransaction } from './fillEvmTransaction.js'
import { simulateBatchGas } from './simulateBatchGas.js'

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
 * A batch of several calls is estimated as the sequence it is (`simulateBatchGas`), so a call
 * that needs an earlier one's state gets its gas; a call that would fail even then is refused
 * before any view. On a node without `eth_simulateV1`, each call is estimated on its own.
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
  const { account: from, calls } = request
  let gas: bigint[] | undefined
  if (calls.length > 1) {
    // The chain first (SECURITY.md T33): a simulation on another chain would say nothing true.
    await assertRpcChain(fill.rpc, fill.chain)
    gas = await simulateBatchGas({ rpc: fill.rpc, from, calls })
  }
  const transactions: EvmTransaction[] = []
  for (const [index, call] of calls.entries()) {
    const previous = transactions.at(-1)
    transactions.push(
      await fillEvmTransaction({
        ...fill,
        from,
        call,
        nonce: previous && previous.nonce + 1,
        gas: gas?.[index],
      }),
    )
  }
  return { ...request, transactions }
}
