/**
 * The read-only RPC methods (spec section 6, SECURITY.md T5): standard eth reads and filters, and
 * the wallet_get* reads. They need no approval, and aborting pending requests leaves them alone.
 * `eth_sendRawTransaction` is not here: it needs no key, but it is not read-only.
 */
export const safeRpcMethods = [
  'eth_accounts',
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
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

const safe: ReadonlySet<string> = new Set(safeRpcMethods)

/** Exact match, no normalisation: `ETH_CALL` or a look-alike is not safe (SECURITY.md T5). */
export function isSafeRpcMethod(method: unknown): boolean {
  return typeof method === 'string' && safe.has(method)
}
