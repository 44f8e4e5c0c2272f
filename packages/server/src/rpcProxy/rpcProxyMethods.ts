import { maximumSimulatedCalls } from './rpcProxyLimits.js'

/**
 * What the secure frame sends to a chain, per CAIP-2 namespace, and nothing else (SECURITY.md
 * T30): the reads it forwards for apps (its `safeRpcMethods` that it does not answer itself),
 * what it calls to fill and broadcast a transaction it signed (nonce, gas, fees, receipts,
 * `eth_sendRawTransaction`, and `eth_simulateV1` to estimate a batch's calls in order; see
 * {@link rpcProxyParamsProblem}), and on Solana only the broadcast of
 * `solana_signAndSendTransaction`.
 * No signing, account, admin, debug or node-specific method; exact names, no normalisation.
 * `rpcProxyRoutes.test.ts` checks this against the frame's lists.
 */
export const rpcProxyMethods: Readonly<Record<'eip155' | 'solana', ReadonlySet<string>>> = {
  eip155: new Set([
    'eth_blobBaseFee',
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getBlockReceipts',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getCode',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_getLogs',
    'eth_getProof',
    'eth_getStorageAt',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_maxPriorityFeePerGas',
    'eth_newBlockFilter',
    'eth_newFilter',
    'eth_newPendingTransactionFilter',
    'eth_sendRawTransaction',
    'eth_simulateV1',
    'eth_syncing',
    'eth_uninstallFilter',
    'net_version',
  ]),
  solana: new Set(['sendTransaction']),
}

/**
 * Whether the proxy forwards `method` to a chain of this CAIP-2 id; other namespaces get nothing.
 *
 * @example
 * isRpcProxyMethod('eip155:1', 'eth_call') // true
 * isRpcProxyMethod('eip155:1', 'eth_sign') // false
 */
export function isRpcProxyMethod(chainId: string, method: string): boolean {
  const namespace = chainId.slice(0, chainId.indexOf(':'))
  if (namespace !== 'eip155' && namespace !== 'solana') return false
  return rpcProxyMethods[namespace].has(method)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key))

/**
 * Why the proxy will not forward an allowed method with these params, or `undefined`. Only
 * `eth_simulateV1` is checked: it takes up to 256 blocks with state and block overrides, far more
 * upstream work than an `eth_call`, so it is forwarded only in the shape the frame sends (one
 * block of at most {@link maximumSimulatedCalls} plain calls, no overrides, no options).
 *
 * @example
 * rpcProxyParamsProblem('eth_simulateV1', [{ blockStateCalls: [{ calls: [] }, { calls: [] }] }])
 * // 'eth_simulateV1 takes one block of at most 16 calls, without overrides.'
 */
export function rpcProxyParamsProblem(method: string, params: unknown): string | undefined {
  if (method !== 'eth_simulateV1') return undefined
  const [payload, block, ...rest] = Array.isArray(params) ? params : []
  const blocks = isPlainObject(payload) ? payload.blockStateCalls : undefined
  const [first] = Array.isArray(blocks) && blocks.length === 1 ? blocks : []
  const calls = isPlainObject(first) && onlyKeys(first, ['calls']) ? first.calls : undefined
  const fits =
    isPlainObject(payload) &&
    onlyKeys(payload, ['blockStateCalls']) &&
    (block === undefined || typeof block === 'string') &&
    rest.length === 0 &&
    Array.isArray(calls) &&
    calls.length >= 1 &&
    calls.length <= maximumSimulatedCalls &&
    calls.every(
      (call) => isPlainObject(call) && onlyKeys(call, ['from', 'to', 'value', 'data', 'input']),
    )
  return fits
    ? undefined
    : `eth_simulateV1 takes one block of at most ${maximumSimulatedCalls} calls, without overrides.`
}
