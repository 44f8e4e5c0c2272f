import type { GetBalancesResponse } from '@latch/core'
import { FrameReplyError, frameReplyCodes, frameReplyMessages } from '@latch/frame/handler'
import * as v from 'valibot'
import {
  type ApprovalRpcMethod,
  classifyRpcMethod,
  type LocalRpcMethod,
  rpcMethodNamespace,
} from '../../rpcMethods/rpcMethods.js'
import { ApiResponseError } from '../apiClient.js'
import { bindApproval } from '../approval/approvalBinding.js'
import { awaitApproval } from '../approval/awaitApproval.js'
import { createApprovalQueue } from '../approval/createApprovalQueue.js'
import { decodeApproval } from '../approval/decodeApproval.js'
import { parseApprovalRequest } from '../approval/parseApprovalRequest.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { withSession } from '../requestHandlers/withSession.js'
import { executeApprovalRequest } from '../signing/executeApprovalRequest.js'
import { fillApprovalRequest } from '../signing/fillApprovalRequest.js'
import { maxNetworkFee } from '../signing/maxNetworkFee.js'
import { withWalletKeys } from '../signing/withWalletKeys.js'
import { ensureWallet } from '../walletSetup.js'
import { answerLocalRpc } from './answerLocalRpc.js'
import { callJsonRpc } from './callJsonRpc.js'
import { createCallsBatchStore } from './createCallsBatchStore.js'
import { resolveRpcChain } from './resolveRpcChain.js'
import { rpcReplyError } from './rpcMessages.js'

// These name their target chain in their params, so the request's own chain does not matter.
const chainSwitchMethods: ReadonlySet<string> = new Set([
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

// `GET /chain/v1/balances` (`GetBalancesResponse`): the fields `wallet_getAssets` carries on.
const balancesSchema = v.object({
  balances: v.array(
    v.looseObject({
      name: v.string(),
      symbol: v.string(),
      chainId: v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
      address: v.optional(v.pipe(v.string(), v.regex(/^eip155:\d{1,16}:0x[0-9a-fA-F]{40}$/))),
      price: v.optional(v.number()),
      iconUrl: v.optional(v.string()),
      quantity: v.object({
        decimals: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
        numeric: v.pipe(v.string(), v.regex(/^\d{1,78}(\.\d{1,78})?$/)),
      }),
    }),
  ),
  currency: v.string(),
})

/** Parameters of {@link createRpcRequestHandler}. */
export type CreateRpcRequestHandlerParameters = {
  /**
   * The most network fee one transaction may cost, per CAIP-2 chain id, in the native currency's
   * smallest unit. Defaults to `defaultMaxNetworkFees`, else 1 native unit (`maxNetworkFee`).
   */
  maxNetworkFees?: Readonly<Record<string, bigint>> | undefined
}

/**
 * The RPC_REQUEST handler (spec sections 6 and 7; SECURITY.md T5 to T9, T33):
 *
 * - a method outside the allow-list → 'Requested RPC call is not allowed', with no upstream and
 *   no signer call; the permission methods → 'This feature is not enabled';
 * - it needs the stored login and a wallet ready on this device; the chain is the request's
 *   CAIP-2 `chainId`, else the stored last-used one, and must be one of `context.rpcUrls`;
 * - reads go to the chain's RPC with no view; the frame answers chain id, accounts,
 *   capabilities, assets (from the server's chain-data service), call status and chain switches
 *   itself;
 * - an unsafe method is parsed into exactly what will be signed, waits for its turn (one
 *   approval at a time, three waiting at most), has its transactions filled (nonces, gas and
 *   fees, within the caps: a fee above `maxNetworkFees` is refused before any view), shows the
 *   approval view with the maximum network fee (posting PENDING 'approval'), and is signed only
 *   after Approve, with the approval bound to the request id and the hash of what was shown,
 *   filled fees included. Reject → 'User rejected the request.'; an abort takes the view down
 *   and nothing is signed.
 *
 * @example
 * const handlers = { RPC_REQUEST: createRpcRequestHandler(context) }
 */
export function createRpcRequestHandler(
  context: FrameAppContext,
  parameters: CreateRpcRequestHandlerParameters = {},
): FrameRequestHandler<'RPC_REQUEST'> {
  const queue = createApprovalQueue()
  const batches = createCallsBatchStore()

  return async ({ method, params, chainId }, handlerContext) => {
    const kind = classifyRpcMethod(method)
    if (!kind) throw rpcReplyError('notAllowed')
    if (method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions')
      throw new FrameReplyError(frameReplyMessages.notEnabled, {
        replyCode: frameReplyCodes.notEnabled,
      })

    return withSession(context, async (session) => {
      const wallet = await ensureWallet(context, session)
      if (wallet.status !== 'ready') throw appReplyError('deviceNotVerified')
      const { signal } = handlerContext

      const rpcFor = (url: string) => (rpcMethod: string, rpcParams?: readonly unknown[]) =>
        callJsonRpc({ url, method: rpcMethod, params: rpcParams, fetch: context.fetch, signal })

      // A chain the server does not serve is refused with a 400: it has no assets to give.
      const readBalances = (account: string) =>
        context.api
          .request({
            method: 'GET',
            path: '/chain/v1/balances',
            query: { account },
            schema: balancesSchema,
          })
          .catch((error: unknown) => {
            if (error instanceof ApiResponseError && error.status === 400) return undefined
            throw error
          }) as Promise<GetBalancesResponse | undefined>

      const local = kind === 'local' || kind === 'setting'
      if (local && chainSwitchMethods.has(method))
        return {
          result: await answerLocalRpc({
            method: method as LocalRpcMethod,
            params,
            chain: undefined,
            accounts: wallet.accounts,
            rpcUrls: context.rpcUrls,
            session: context.session,
            batches,
            getReceipt: (batchChain, hash) => {
              const url = context.rpcUrls[batchChain]
              if (!url) throw rpcReplyError('networkUnavailable')
              return rpcFor(url)('eth_getTransactionReceipt', [hash])
            },
            readBalances,
          }),
        }

      const chain = resolveRpcChain(context.rpcUrls, chainId, context.session.getChainId())
      const wantsSolana = rpcMethodNamespace(method) === 'solana'
      if (wantsSolana !== (chain.namespace === 'solana')) throw rpcReplyError('wrongNamespace')
      const rpc = rpcFor(chain.rpcUrl)

      switch (kind) {
        case 'read':
        case 'forward':
          return {
            result: await callJsonRpc({
              url: chain.rpcUrl,
              method,
              params,
              fetch: context.fetch,
              signal,
            }),
          }
        case 'local':
        case 'setting':
          return {
            result: await answerLocalRpc({
              method: method as LocalRpcMethod,
              params,
              chain,
              accounts: wallet.accounts,
              rpcUrls: context.rpcUrls,
              session: context.session,
              batches,
              getReceipt: async () => null,
              readBalances,
            }),
          }
        case 'approval': {
          // Parsed (and a batch checked against the spec's rule) before anything is shown.
          const parsed = parseApprovalRequest(
            method as ApprovalRpcMethod,
            params,
            chain,
            wallet.accounts,
          )
          handlerContext.pending('approval')
          const result = await queue.run(signal, async () => {
            signal.throwIfAborted()
            const request = await fillApprovalRequest({
              request: parsed,
              chain,
              rpc,
              maxNetworkFee: maxNetworkFee(chain.id, parameters.maxNetworkFees),
            })
            const theme = context.session.getTheme()
            const model = decodeApproval(request, {
              origin: handlerContext.origin,
              chain,
              locale: theme?.locale,
            })
            const binding = bindApproval(handlerContext.id, chain.id, request)
            const approved = await awaitApproval({
              surface: context.surface,
              model,
              binding,
              signal,
              themeMode: theme?.themeMode,
              locale: theme?.locale,
            })
            if (!approved) throw rpcReplyError('userRejected')
            return executeApprovalRequest({
              id: handlerContext.id,
              chain,
              request,
              binding,
              signal,
              rpc,
              withKeys: (use) =>
                withWalletKeys(
                  { context, session, expectedEvmAddress: wallet.accounts.eip155.address },
                  use,
                ),
              addBatch: (batch) => batches.add({ ...batch, chainId: chain.id }),
            })
          })
          return { result }
        }
      }
    })
  }
}
