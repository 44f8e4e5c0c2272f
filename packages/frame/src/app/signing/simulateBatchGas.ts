import { FrameReplyError } from '@latch/frame/handler'
import { decodeAbiParameters, numberToHex } from 'viem'
import type { EvmCall } from '../approval/approvalRequest.js'
import { JsonRpcError } from '../rpc/callJsonRpc.js'
import { rpcReplyError } from '../rpc/rpcMessages.js'
import { type ChainRpc, quantity, withGasMargin } from './fillEvmTransaction.js'

/** Parameters of {@link simulateBatchGas}. */
export type SimulateBatchGasParameters = {
  rpc: ChainRpc
  from: `0x${string}`
  calls: readonly EvmCall[]
}

/** JSON-RPC codes of a node without the method: method not found, method not supported. */
const methodUnsupported: ReadonlySet<number> = new Set([-32601, -32004])
/** Longest revert reason passed on to the app. */
const maxReasonLength = 256

/**
 * The reply of a batch whose call `call` (1-based) of `count` fails when the calls before it
 * have run: the simulation's revert reason. For the app, in English: it is never shown in a view.
 */
const callWouldFailMessage = (call: number, count: number, reason: string) =>
  `Call ${call} of ${count} would fail: ${reason}`

/**
 * Why a simulated call failed: an `Error(string)` reason, a `Panic(uint256)` code, a custom
 * error's selector and data, else the node's message ('execution reverted').
 */
function revertReason(result: { returnData?: unknown; error?: unknown }): string {
  const data = typeof result.returnData === 'string' ? result.returnData.toLowerCase() : '0x'
  const nodeMessage = (result.error as { message?: unknown } | undefined)?.message
  let reason = typeof nodeMessage === 'string' && nodeMessage ? nodeMessage : 'execution reverted'
  if (/^0x([0-9a-f]{2}){4,}$/.test(data)) {
    const selector = data.slice(0, 10)
    const rest = `0x${data.slice(10)}` as const
    try {
      if (selector === '0x08c379a0') reason = decodeAbiParameters([{ type: 'string' }], rest)[0]
      else if (selector === '0x4e487b71')
        reason = `panic 0x${decodeAbiParameters([{ type: 'uint256' }], rest)[0].toString(16)}`
      else reason = `custom error ${selector}${rest === '0x' ? '' : `: ${rest.slice(2)}`}`
    } catch {
      reason = `custom error ${selector}: ${rest.slice(2)}`
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a revert string may carry them
  return reason.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, maxReasonLength)
}

/**
 * The gas limit of each call of a `wallet_sendCalls` batch, estimated as the sequence it is:
 * `eth_simulateV1` runs the calls in order from the wallet's address on the pending state, so a
 * call that needs an earlier one's state (an ERC-20 `approve`, then the spender's `transferFrom`)
 * is estimated after it. Each limit is the call's `gasUsed` + 20%, as `fillEvmTransaction` does
 * for `eth_estimateGas`. A call the simulation says fails → 'Call 2 of 3 would fail: <reason>',
 * before any view. `undefined` when the node has no `eth_simulateV1` (JSON-RPC -32601 or
 * -32004): the caller then estimates each call on its own, as before.
 *
 * @example
 * const gas = await simulateBatchGas({ rpc, from: account, calls })
 */
export async function simulateBatchGas(
  parameters: SimulateBatchGasParameters,
): Promise<bigint[] | undefined> {
  const { rpc, from, calls } = parameters
  const simulated = calls.map(({ to, value, data }) => ({
    from,
    to,
    value: numberToHex(value),
    data,
  }))
  let blocks: unknown
  try {
    blocks = await rpc('eth_simulateV1', [{ blockStateCalls: [{ calls: simulated }] }, 'pending'])
  } catch (error) {
    if (error instanceof JsonRpcError && methodUnsupported.has(error.code)) return undefined
    throw error
  }
  type CallResult = { status?: unknown; gasUsed?: unknown; returnData?: unknown; error?: unknown }
  const results: unknown =
    Array.isArray(blocks) && blocks.length === 1
      ? (blocks[0] as { calls?: unknown } | null)?.calls
      : undefined
  if (!Array.isArray(results) || results.length !== calls.length)
    throw rpcReplyError('rpcUnavailable', {
      details: 'eth_simulateV1: not one result per call',
    })
  return results.map((result: CallResult | null, index) => {
    if (result?.status === '0x0')
      throw new FrameReplyError(
        callWouldFailMessage(index + 1, calls.length, revertReason(result)),
        {
          replyCode: 'rpc_error',
        },
      )
    if (result?.status !== '0x1')
      throw rpcReplyError('rpcUnavailable', {
        details: 'eth_simulateV1: a call without status',
      })
    return withGasMargin(quantity(result.gasUsed, 'gasUsed'))
  })
}
