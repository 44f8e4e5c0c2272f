import { FrameReplyError, frameReplyCodes, frameReplyMessages } from '@latch/frame/handler'
import * as v from 'valibot'
import { numberToHex } from 'viem'
import type { WalletAccounts } from '../../keys/deriveAccounts.js'
import type { LocalRpcMethod } from '../../rpcMethods/rpcMethods.js'
import type { FrameSession } from '../frameSession.js'
import { type AnswerGetAssetsParameters, answerGetAssets } from './answerGetAssets.js'
import type { CallsBatchStore } from './createCallsBatchStore.js'
import type { RpcChain } from './resolveRpcChain.js'
import { rpcReplyError } from './rpcMessages.js'

/** What {@link answerLocalRpc} needs. */
export type AnswerLocalRpcParameters = {
  method: LocalRpcMethod
  params: unknown
  /** The request's chain (`undefined` for the methods that name their own). */
  chain: RpcChain | undefined
  accounts: WalletAccounts
  rpcUrls: Readonly<Record<string, string>>
  session: FrameSession
  batches: CallsBatchStore
  /** Reads one receipt from the batch's chain. */
  getReceipt: (chainId: string, hash: `0x${string}`) => Promise<unknown>
  /** Reads one account's balances from the server's chain-data service (`wallet_getAssets`). */
  readBalances: AnswerGetAssetsParameters['readBalances']
}

const chainParamSchema = v.looseObject({
  chainId: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,16}$/)),
})

const invalid = (details: string): never => {
  throw rpcReplyError('invalidParams', { details })
}

type Receipt = {
  status?: string
  logs?: unknown[]
  blockHash?: string
  blockNumber?: string
  gasUsed?: string
  transactionHash?: string
}

/**
 * Answers the methods the frame serves itself: `eth_chainId` (the request's chain, which is the
 * stored last-used chain unless the request names one), `eth_accounts` / `eth_requestAccounts`
 * (the wallet's address), `wallet_getCapabilities` (no atomic batches; asset discovery),
 * `wallet_getAssets` (EIP-7811, from the server's chain-data service), `wallet_getCallsStatus`
 * (batches this frame sent, whole or in part, from their receipts),
 * `wallet_switchEthereumChain` and `wallet_addEthereumChain` (only chains of the frame's configuration; stored as the last-used
 * chain). The permission methods are not enabled.
 *
 * @example
 * await answerLocalRpc({ method: 'eth_accounts', params: [], chain, accounts, … }) // ['0x…']
 */
export async function answerLocalRpc(parameters: AnswerLocalRpcParameters): Promise<unknown> {
  const { method, params, chain, accounts, rpcUrls, session, batches } = parameters
  switch (method) {
    case 'eth_chainId':
      return numberToHex(chain?.evmChainId ?? invalid('no EVM chain'))
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [accounts.eip155.address]
    case 'wallet_getCapabilities': {
      const requested = Array.isArray(params) && Array.isArray(params[1]) ? params[1] : undefined
      const capabilities: Record<string, unknown> = {}
      for (const id of Object.keys(rpcUrls)) {
        const match = /^eip155:(\d+)$/.exec(id)
        if (!match) continue
        const hex = numberToHex(Number(match[1]))
        if (requested && !requested.includes(hex)) continue
        // EIP-7811 (https://eips.ethereum.org/EIPS/eip-7811): `assetDiscovery` tells a site
        // that `wallet_getAssets` is served.
        capabilities[hex] = {
          atomic: { status: 'unsupported' },
          assetDiscovery: { supported: true },
        }
      }
      return capabilities
    }
    case 'wallet_getAssets':
      return answerGetAssets({
        params,
        address: accounts.eip155.address,
        rpcUrls,
        readBalances: parameters.readBalances,
      })
    case 'wallet_getCallsStatus': {
      const [id] = Array.isArray(params) ? params : []
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw rpcReplyError('unknownBatch')
      const receipts = (await Promise.all(
        batch.hashes.map((hash) => parameters.getReceipt(batch.chainId, hash)),
      )) as (Receipt | null)[]
      const done = receipts.filter((receipt): receipt is Receipt => Boolean(receipt))
      const succeeded = done.filter((receipt) => receipt.status === '0x1').length
      // EIP-5792: 100 pending, 200 confirmed, 500 all reverted, 600 partly reverted. Calls a
      // failed batch never sent count as reverted.
      const status =
        done.length < receipts.length
          ? 100
          : succeeded === batch.callCount
            ? 200
            : succeeded === 0
              ? 500
              : 600
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(Number(batch.chainId.slice('eip155:'.length))),
        status,
        atomic: false,
        receipts: done.map(
          ({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
            logs,
            status,
            blockHash,
            blockNumber,
            gasUsed,
            transactionHash,
          }),
        ),
      }
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const [target] = Array.isArray(params) ? params : []
      const parsed = v.safeParse(chainParamSchema, target)
      if (!parsed.success) return invalid('chainId')
      const chainId = Number(BigInt(parsed.output.chainId))
      if (!Number.isSafeInteger(chainId) || !Object.hasOwn(rpcUrls, `eip155:${chainId}`))
        throw rpcReplyError('networkUnavailable')
      session.setChainId(chainId)
      return null
    }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      throw new FrameReplyError(frameReplyMessages.notEnabled, {
        replyCode: frameReplyCodes.notEnabled,
      })
  }
}
