/**
 * How the secure frame serves an RPC method (spec section 6, SECURITY.md T5):
 *
 * - `read`: read-only, forwarded to the chain through the server's RPC proxy, with no view;
 * - `local`: read-only, answered by the frame itself with no view and no key;
 * - `setting`: answered by the frame itself with no view and no key, but not read-only: it
 *   changes the frame's stored chain, or asks for permissions (which are not enabled);
 * - `forward`: forwarded to the chain with no view, but not read-only (a transaction someone
 *   else signed needs no key of ours);
 * - `approval`: signed with the wallet's key, only after the visitor approves the view.
 *
 * `read` and `local` are the safe methods: they need no approval, and aborting pending requests
 * leaves them alone (spec section 6).
 */
export type RpcMethodKind = 'read' | 'local' | 'setting' | 'forward' | 'approval'

/**
 * Every RPC method the secure frame serves, by namespace, and how. Both ends of the frame derive
 * their sets from it: the frame app's RPC handler ({@link classifyRpcMethod}) and the host's
 * providers (which open ApproveTransaction for an `approval` method, send the others without
 * it, and refuse anything else with 4200 before it reaches the frame). A method of another
 * namespace than the request's chain is refused by the frame as not enabled.
 */
export const rpcMethodTable = {
  eip155: {
    eth_accounts: 'local',
    eth_blobBaseFee: 'read',
    eth_blockNumber: 'read',
    eth_call: 'read',
    eth_chainId: 'local',
    eth_estimateGas: 'read',
    eth_feeHistory: 'read',
    eth_gasPrice: 'read',
    eth_getBalance: 'read',
    eth_getBlockByHash: 'read',
    eth_getBlockByNumber: 'read',
    eth_getBlockReceipts: 'read',
    eth_getBlockTransactionCountByHash: 'read',
    eth_getBlockTransactionCountByNumber: 'read',
    eth_getCode: 'read',
    eth_getFilterChanges: 'read',
    eth_getFilterLogs: 'read',
    eth_getLogs: 'read',
    eth_getProof: 'read',
    eth_getStorageAt: 'read',
    eth_getTransactionByBlockHashAndIndex: 'read',
    eth_getTransactionByBlockNumberAndIndex: 'read',
    eth_getTransactionByHash: 'read',
    eth_getTransactionCount: 'read',
    eth_getTransactionReceipt: 'read',
    eth_getUncleCountByBlockHash: 'read',
    eth_getUncleCountByBlockNumber: 'read',
    eth_maxPriorityFeePerGas: 'read',
    eth_newBlockFilter: 'read',
    eth_newFilter: 'read',
    eth_newPendingTransactionFilter: 'read',
    eth_requestAccounts: 'local',
    eth_sendRawTransaction: 'forward',
    eth_sendTransaction: 'approval',
    eth_signTypedData_v4: 'approval',
    eth_syncing: 'read',
    eth_uninstallFilter: 'read',
    net_version: 'read',
    personal_sign: 'approval',
    wallet_addEthereumChain: 'setting',
    wallet_getAssets: 'local',
    wallet_getCallsStatus: 'local',
    wallet_getCapabilities: 'local',
    wallet_grantPermissions: 'setting',
    wallet_revokePermissions: 'setting',
    wallet_sendCalls: 'approval',
    wallet_switchEthereumChain: 'setting',
  },
  solana: {
    solana_signMessage: 'approval',
    solana_signTransaction: 'approval',
    solana_signAllTransactions: 'approval',
    solana_signAndSendTransaction: 'approval',
  },
} as const satisfies Record<'eip155' | 'solana', Record<string, RpcMethodKind>>

type Table = typeof rpcMethodTable

/** A namespace the frame serves RPC methods on. */
export type RpcNamespace = keyof Table

/** The methods of one kind. */
export type RpcMethodOfKind<kind extends RpcMethodKind> = {
  [namespace in RpcNamespace]: {
    [method in keyof Table[namespace]]: Table[namespace][method] extends kind ? method : never
  }[keyof Table[namespace]]
}[RpcNamespace]

/** A method that needs the approval view. */
export type ApprovalRpcMethod = RpcMethodOfKind<'approval'>

/** A method answered by the frame itself. */
export type LocalRpcMethod = RpcMethodOfKind<'local' | 'setting'>

// Exact keys, no normalisation and no prototype: `ETH_CALL`, `eth_call `, a look-alike in
// another script, `toString` or `__proto__` is not in it (SECURITY.md T5).
const entries = new Map<string, readonly [RpcNamespace, RpcMethodKind]>(
  (Object.keys(rpcMethodTable) as RpcNamespace[]).flatMap((namespace) =>
    Object.entries(rpcMethodTable[namespace]).map(
      ([method, kind]) => [method, [namespace, kind]] as const,
    ),
  ),
)

const methodsOf = <kind extends RpcMethodKind>(...kinds: kind[]) =>
  [...entries]
    .filter(([, [, kind]]) => (kinds as RpcMethodKind[]).includes(kind))
    .map(([method]) => method as RpcMethodOfKind<kind>)

/** The safe methods: `read` and `local` (no approval; aborting pending requests skips them). */
export const safeRpcMethods: readonly RpcMethodOfKind<'read' | 'local'>[] = methodsOf(
  'read',
  'local',
)

/** The methods that sign with the wallet's key, each after the approval view. */
export const approvalRpcMethods: readonly ApprovalRpcMethod[] = methodsOf('approval')

/**
 * The kind of an RPC method, or `undefined` when the frame does not serve it.
 *
 * @example
 * classifyRpcMethod('eth_call') // 'read'
 * classifyRpcMethod('personal_sign') // 'approval'
 * classifyRpcMethod('eth_sign') // undefined
 */
export function classifyRpcMethod(method: unknown): RpcMethodKind | undefined {
  return typeof method === 'string' ? entries.get(method)?.[1] : undefined
}

/**
 * The namespace of an RPC method, or `undefined` when the frame does not serve it.
 *
 * @example
 * rpcMethodNamespace('solana_signMessage') // 'solana'
 */
export function rpcMethodNamespace(method: string): RpcNamespace | undefined {
  return entries.get(method)?.[0]
}

/** Whether a method is safe: `read` or `local` ({@link safeRpcMethods}). */
export function isSafeRpcMethod(method: unknown): boolean {
  const kind = classifyRpcMethod(method)
  return kind === 'read' || kind === 'local'
}
