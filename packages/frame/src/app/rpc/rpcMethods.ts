import { isSafeRpcMethod } from '../../rpc/safeRpcMethods.js'

/** Methods that sign with the wallet's key: each opens the approval view first (SECURITY.md T5). */
export const approvalRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** A method that needs the approval view. */
export type ApprovalRpcMethod = (typeof approvalRpcMethods)[number]

/** Methods the frame answers itself, with no view and (except receipts) no upstream call. */
export const localRpcMethods = [
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

/** A method answered by the frame itself. */
export type LocalRpcMethod = (typeof localRpcMethods)[number]

/** Forwarded as is, with no view: a signed transaction needs no key of ours. */
export const forwardedRpcMethods = ['eth_sendRawTransaction'] as const

/** Solana methods; every other allowed method is an EVM one. */
export const solanaRpcMethods: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

const approval: ReadonlySet<string> = new Set(approvalRpcMethods)
const local: ReadonlySet<string> = new Set(localRpcMethods)
const forwarded: ReadonlySet<string> = new Set(forwardedRpcMethods)

/** How the frame serves an allowed method. */
export type RpcMethodKind = 'local' | 'read' | 'forward' | 'approval'

/**
 * The kind of an RPC method, or `undefined` when it is not allowed. Exact `Set` lookups with no
 * normalisation, so `ETH_SENDTRANSACTION`, `eth_sign` or a look-alike in another script is not
 * allowed (SECURITY.md T5). Local answers win over the read list (`eth_chainId`, `eth_accounts`
 * and the `wallet_get*` reads never reach the chain's RPC).
 *
 * @example
 * classifyRpcMethod('eth_call') // 'read'
 * classifyRpcMethod('personal_sign') // 'approval'
 * classifyRpcMethod('eth_sign') // undefined
 */
export function classifyRpcMethod(method: string): RpcMethodKind | undefined {
  if (local.has(method)) return 'local'
  if (approval.has(method)) return 'approval'
  if (forwarded.has(method)) return 'forward'
  if (isSafeRpcMethod(method)) return 'read'
  return undefined
}
