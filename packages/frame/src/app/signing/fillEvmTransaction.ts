import { numberToHex } from 'viem'
import type {
  EvmCall,
  EvmTransaction,
  EvmTransactionOverrides,
} from '../approval/approvalRequest.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { rpcReplyError } from '../rpc/rpcMessages.js'

/** Calls the chain's RPC (`callJsonRpc` bound to the chain's URL and the request's signal). */
export type ChainRpc = (method: string, params?: readonly unknown[]) => Promise<unknown>

/** Highest gas limit the frame signs (a block's worth on most chains; SECURITY.md T33). */
const maxGasLimit = 30_000_000n
/** Highest fee per gas the frame signs: 100,000 gwei. */
const maxFeePerGasCap = 100_000n * 10n ** 9n

/**
 * The chain's EVM chain id, once its RPC's `eth_chainId` agrees; else 'The network answered for
 * another chain.' (SECURITY.md T33).
 */
export async function assertRpcChain(rpc: ChainRpc, chain: RpcChain): Promise<number> {
  const chainId = chain.evmChainId
  if (chainId === undefined) throw rpcReplyError('wrongNamespace')
  if (quantity(await rpc('eth_chainId'), 'eth_chainId') !== BigInt(chainId))
    throw rpcReplyError('rpcChainMismatch')
  return chainId
}

/** The gas limit the frame signs for an estimate or a simulated gas use: 20% above it. */
export const withGasMargin = (gas: bigint) => (gas * 12n) / 10n

/** Parameters of {@link fillEvmTransaction}. */
export type FillEvmTransactionParameters = {
  rpc: ChainRpc
  chain: RpcChain
  from: `0x${string}`
  call: EvmCall
  overrides?: EvmTransactionOverrides | undefined
  /** The nonce to use (the next call of a batch); else the account's pending count. */
  nonce?: number | undefined
  /** The gas limit to use (a batch's call, simulated in order); else the app's or an estimate. */
  gas?: bigint | undefined
  /** The most fee (gas × max fee per gas) the transaction may cost (see `maxNetworkFee`). */
  maxNetworkFee: bigint
}

/** A JSON-RPC quantity the chain's RPC answered, else 'The network did not answer. Try again.'. */
export function quantity(value: unknown, what: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw rpcReplyError('rpcUnavailable', { details: `${what} is not a quantity` })
}

/**
 * Fills what a transaction needs to be signed, from the chain's RPC where the app left it out:
 * the nonce (`eth_getTransactionCount` 'pending'), the gas (given for a batch's call, else
 * `eth_estimateGas` + 20%) and the fees (`eth_feeHistory`: EIP-1559; else `eth_gasPrice`:
 * legacy). The chain id is the frame's own; if
 * the RPC's `eth_chainId` disagrees, it refuses ('The network answered for another chain.'), and
 * gas or fees beyond the sanity caps are refused too (SECURITY.md T33): the gas limit, the fee per
 * gas, and the whole fee (gas × max fee per gas) against `maxNetworkFee`.
 *
 * @example
 * const transaction = await fillEvmTransaction({ rpc, chain, from: address, call, maxNetworkFee })
 */
export async function fillEvmTransaction(
  parameters: FillEvmTransactionParameters,
): Promise<EvmTransaction> {
  const { rpc, chain, from, call, overrides = {} } = parameters
  const chainId = await assertRpcChain(rpc, chain)

  const nonce =
    parameters.nonce ??
    overrides.nonce ??
    Number(quantity(await rpc('eth_getTransactionCount', [from, 'pending']), 'nonce'))
  const request = {
    from,
    ...(call.to ? { to: call.to } : {}),
    value: numberToHex(call.value),
    data: call.data,
  }
  const gas =
    parameters.gas ??
    overrides.gas ??
    withGasMargin(quantity(await rpc('eth_estimateGas', [request, 'pending']), 'gas'))

  let fees:
    | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
    | { type: 'legacy'; gasPrice: bigint }
  if (overrides.gasPrice !== undefined) fees = { type: 'legacy', gasPrice: overrides.gasPrice }
  else {
    const history = (await rpc('eth_feeHistory', ['0x1', 'latest', [50]]).catch(() => undefined)) as
      | { baseFeePerGas?: unknown[]; reward?: unknown[][] }
      | undefined
    const nextBaseFee = history?.baseFeePerGas?.at(-1)
    if (nextBaseFee !== undefined) {
      const baseFee = quantity(nextBaseFee, 'baseFeePerGas')
      const reward = history?.reward?.[0]?.[0]
      const tip =
        overrides.maxPriorityFeePerGas ??
        (reward === undefined ? 10n ** 9n : quantity(reward, 'reward'))
      const maxFeePerGas = overrides.maxFeePerGas ?? baseFee * 2n + tip
      fees = {
        type: 'eip1559',
        maxFeePerGas,
        maxPriorityFeePerGas: tip > maxFeePerGas ? maxFeePerGas : tip,
      }
    } else fees = { type: 'legacy', gasPrice: quantity(await rpc('eth_gasPrice'), 'gasPrice') }
  }
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice
  if (gas <= 0n || gas > maxGasLimit || perGas > maxFeePerGasCap)
    throw rpcReplyError('unusableFees')
  if (gas * perGas > parameters.maxNetworkFee) throw rpcReplyError('networkFeeAboveCap')
  return { ...call, chainId, nonce, gas, ...fees }
}
