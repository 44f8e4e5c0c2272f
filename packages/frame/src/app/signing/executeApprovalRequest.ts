import { FrameReplyError } from '@latch/frame/handler'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type { SigningKeys } from '../../keys/deriveSigningKeys.js'
import { type ApprovalBinding, assertApprovalBinding } from '../approval/approvalBinding.js'
import type { ApprovalRequest, EvmTransaction } from '../approval/approvalRequest.js'
import type { CallsBatch } from '../rpc/createCallsBatchStore.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { rpcMessages, rpcReplyError } from '../rpc/rpcMessages.js'
import { broadcastEvmTransaction } from './broadcastEvmTransaction.js'
import type { ChainRpc } from './fillEvmTransaction.js'
import { signEvmMessage, signEvmTransaction, signEvmTypedData } from './signEvm.js'
import { serializeSolanaTransaction, withSolanaSignature } from './solanaTransaction.js'

/** Parameters of {@link executeApprovalRequest}. */
export type ExecuteApprovalRequestParameters = {
  /** The request id the approval is bound to. */
  id: string
  chain: RpcChain
  request: ApprovalRequest
  binding: ApprovalBinding
  /** Aborted when the app gave up: nothing is signed or sent afterwards. */
  signal: AbortSignal
  /** The chain's RPC, for fills and broadcasts. */
  rpc: ChainRpc
  /** Rebuilds the keys for the duration of `use` (see `withWalletKeys`). */
  withKeys: <result>(use: (keys: SigningKeys) => Promise<result>) => Promise<result>
  /** Records a `wallet_sendCalls` batch (sent whole or in part); returns its id. */
  addBatch: (batch: Omit<CallsBatch, 'chainId'>) => `0x${string}`
}

// The filled transactions the view showed and the binding covers; never filled here.
function shownTransactions(transactions: (EvmTransaction | undefined)[] | undefined) {
  if (!transactions?.length || transactions.some((transaction) => !transaction))
    throw rpcReplyError('feesNotShown')
  return transactions as EvmTransaction[]
}

/**
 * The reply of a batch that failed after some of its calls were sent: how many, the failure,
 * and the batch id under which `wallet_getCallsStatus` shows the calls sent.
 */
const batchPartlySentMessage = (sent: number, count: number, id: string, cause: unknown) =>
  `Only ${sent} of ${count} calls was sent; the next one failed: ${
    cause instanceof FrameReplyError ? cause.shortMessage : rpcMessages.rpcUnavailable
  }. wallet_getCallsStatus: ${id}`

/**
 * Signs (and, for the send methods, broadcasts) an approved request and returns the JSON-RPC
 * result. It first re-checks the approval binding (SECURITY.md T6), and checks the signal before
 * each signature and each broadcast. EVM sends sign exactly the transactions filled before the
 * view (`fillApprovalRequest`), whose fees the view showed and the binding covers: fees that rose
 * since are not refilled. Broadcasts are idempotent (`broadcastEvmTransaction`); a batch that
 * fails after some calls were sent is recorded with the hashes sent and reported as such.
 *
 * Results: personal_sign and eth_signTypedData_v4 → the signature; eth_sendTransaction → the
 * hash; wallet_sendCalls → `{ id }` (EIP-5792); solana_signMessage → `{ signature }` (base58);
 * solana_signTransaction → `{ signature, transaction }`; solana_signAllTransactions →
 * `{ transactions }`; solana_signAndSendTransaction → `{ signature }` (transactions in the
 * encoding they came in).
 *
 * @example
 * const result = await executeApprovalRequest({ id, chain, request, binding, signal, rpc, withKeys, addBatch })
 */
export async function executeApprovalRequest(
  parameters: ExecuteApprovalRequestParameters,
): Promise<unknown> {
  const { id, chain, request, binding, signal, rpc, withKeys } = parameters
  assertApprovalBinding(binding, id, chain.id, request)
  const beforeSigning = () => signal.throwIfAborted()

  switch (request.method) {
    case 'personal_sign':
      return withKeys(async ({ eip155 }) => {
        beforeSigning()
        return signEvmMessage(request.message, eip155.privateKey)
      })
    case 'eth_signTypedData_v4':
      return withKeys(async ({ eip155 }) => {
        beforeSigning()
        return signEvmTypedData(request.typedData, eip155.privateKey)
      })
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const transactions = shownTransactions(
        request.method === 'eth_sendTransaction' ? [request.transaction] : request.transactions,
      )
      const raws = await withKeys(async ({ eip155 }) =>
        transactions.map((transaction) => {
          beforeSigning()
          return signEvmTransaction(transaction, eip155.privateKey)
        }),
      )
      const hashes: `0x${string}`[] = []
      try {
        for (const raw of raws) {
          beforeSigning()
          hashes.push(await broadcastEvmTransaction({ rpc, raw }))
        }
      } catch (error) {
        if (hashes.length === 0 || request.method === 'eth_sendTransaction') throw error
        const id = parameters.addBatch({ hashes, callCount: raws.length })
        throw new FrameReplyError(batchPartlySentMessage(hashes.length, raws.length, id, error), {
          cause: error as Error,
          replyCode: 'rpc_error',
        })
      }
      if (request.method === 'eth_sendTransaction') return hashes[0]
      return { id: parameters.addBatch({ hashes, callCount: raws.length }) }
    }
    case 'solana_signMessage':
      return withKeys(async ({ solana }) => {
        beforeSigning()
        return { signature: base58.encode(ed25519.sign(request.message, solana.privateKey)) }
      })
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const codec = request.encoding === 'base58' ? base58 : base64
      const signed = await withKeys(async ({ solana }) =>
        request.transactions.map(({ parsed }) => {
          beforeSigning()
          const signature = ed25519.sign(parsed.message, solana.privateKey)
          const bytes = serializeSolanaTransaction(
            withSolanaSignature(parsed, request.account, signature),
          )
          return { signature: base58.encode(signature), bytes }
        }),
      )
      if (request.method === 'solana_signAllTransactions')
        return { transactions: signed.map(({ bytes }) => codec.encode(bytes)) }
      const [first] = signed as [(typeof signed)[number]]
      if (request.method === 'solana_signTransaction')
        return { signature: first.signature, transaction: codec.encode(first.bytes) }
      beforeSigning()
      const options = request.options ?? {}
      const signature = await rpc('sendTransaction', [
        base64.encode(first.bytes),
        { ...options, encoding: 'base64' },
      ])
      return { signature: typeof signature === 'string' ? signature : first.signature }
    }
  }
}
