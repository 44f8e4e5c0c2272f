import { FrameReplyError } from '@latch/frame/handler'
import { base58, base64 } from '@scure/base'
import * as v from 'valibot'
import { getAddress, hexToBytes, isAddressEqual } from 'viem'
import type { WalletAccounts } from '../../keys/deriveAccounts.js'
import { maxBatchCalls } from '../../rpcMethods/rpcLimits.js'
import type { ApprovalRpcMethod } from '../../rpcMethods/rpcMethods.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { rpcReplyError } from '../rpc/rpcMessages.js'
import { parseSolanaTransaction } from '../signing/solanaTransaction.js'
import type { ApprovalRequest, EvmCall, ReceivedSolanaTransaction } from './approvalRequest.js'
import { parseTypedData } from './typedData.js'

/** Most transactions `solana_signAllTransactions` may carry. */
const maxSolanaTransactions = 16

const maxDataLength = 2 * 128 * 1024 + 2
const hexBytes = v.pipe(v.string(), v.maxLength(maxDataLength), v.regex(/^0x([0-9a-fA-F]{2})*$/))
const quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const encoded = v.pipe(v.string(), v.minLength(1), v.maxLength(64 * 1024))

const transactionSchema = v.looseObject({
  from: v.optional(address),
  to: v.optional(v.nullable(address)),
  value: v.optional(quantity),
  data: v.optional(hexBytes),
  input: v.optional(hexBytes),
  gas: v.optional(quantity),
  gasPrice: v.optional(quantity),
  maxFeePerGas: v.optional(quantity),
  maxPriorityFeePerGas: v.optional(quantity),
  nonce: v.optional(quantity),
  chainId: v.optional(quantity),
})

const callSchema = v.looseObject({
  to: address,
  data: v.optional(hexBytes),
  value: v.optional(quantity),
})
const sendCallsSchema = v.looseObject({
  version: v.optional(v.string()),
  chainId: v.optional(quantity),
  from: v.optional(address),
  calls: v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(maxBatchCalls)),
})

const solanaOptionsSchema = v.optional(
  v.looseObject({
    skipPreflight: v.optional(v.boolean()),
    preflightCommitment: v.optional(v.picklist(['processed', 'confirmed', 'finalized'])),
    maxRetries: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100))),
    minContextSlot: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  }),
)

const invalid = (details: string): never => {
  throw rpcReplyError('invalidParams', { details })
}

function parse<output>(schema: v.GenericSchema<unknown, output>, value: unknown, what: string) {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : invalid(what)
}

const asArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : invalid('params'))
const asObject = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : invalid('params')

function assertEvmAccount(requested: string | undefined, account: `0x${string}`) {
  if (requested !== undefined && !isAddressEqual(requested as `0x${string}`, account))
    throw rpcReplyError('wrongAccount')
}

function assertChain(requested: string | undefined, chain: RpcChain) {
  if (requested !== undefined && BigInt(requested) !== BigInt(chain.evmChainId ?? -1))
    throw rpcReplyError('networkUnavailable', {
      details: 'the params name another chain than the request',
    })
}

/** personal_sign data: hex is bytes, anything else is UTF-8 text (as wallets commonly accept). */
function personalSignBytes(data: string): Uint8Array {
  return /^0x([0-9a-fA-F]{2})*$/.test(data)
    ? hexToBytes(data as `0x${string}`)
    : new TextEncoder().encode(data)
}

function toCall(to: string | null | undefined, value?: string, data?: string): EvmCall {
  return {
    to: to ? getAddress(to) : undefined,
    value: value === undefined ? 0n : BigInt(value),
    data: (data ?? '0x') as `0x${string}`,
  }
}

/** Base64 first, then base58: a string is taken as the one it decodes to a whole transaction in. */
function decodeSolanaTransaction(
  text: string,
  account: string,
): {
  transaction: ReceivedSolanaTransaction
  encoding: 'base58' | 'base64'
} {
  for (const [encoding, codec] of [
    ['base64', base64],
    ['base58', base58],
  ] as const) {
    try {
      const bytes = codec.decode(text)
      const parsed = parseSolanaTransaction(bytes)
      const slot = parsed.accountKeys.indexOf(account)
      if (slot < 0 || slot >= parsed.requiredSignatures) throw rpcReplyError('notASigner')
      return { transaction: { bytes, parsed }, encoding }
    } catch (error) {
      if (error instanceof FrameReplyError) throw error
    }
  }
  return invalid('not a Solana transaction')
}

/**
 * Reads an unsafe request's params into the {@link ApprovalRequest} that will be shown and
 * signed, checking its shape, that an account it names is the wallet's, and that a chain it names
 * is the request's. Any failure is a `FrameReplyError`, before any view shows. `wallet_sendCalls`
 * applies the spec's rule first (each call's `to` starts with 0x; `data`, if present, too).
 *
 * @example
 * parseApprovalRequest('personal_sign', ['0x68656c6c6f', address], chain, wallet.accounts)
 */
export function parseApprovalRequest(
  method: ApprovalRpcMethod,
  params: unknown,
  chain: RpcChain,
  accounts: WalletAccounts,
): ApprovalRequest {
  const evmAccount = accounts.eip155.address
  const solanaAccount = accounts.solana.address
  switch (method) {
    case 'personal_sign': {
      const [data, account] = asArray(params)
      const message = parse(v.pipe(v.string(), v.maxLength(maxDataLength)), data, 'message')
      assertEvmAccount(parse(v.optional(address), account, 'account'), evmAccount)
      return { method, account: evmAccount, message: personalSignBytes(message) }
    }
    case 'eth_signTypedData_v4': {
      const [account, typedData] = asArray(params)
      assertEvmAccount(parse(address, account, 'account'), evmAccount)
      return { method, account: evmAccount, typedData: parseTypedData(typedData) }
    }
    case 'eth_sendTransaction': {
      const [input] = asArray(params)
      const transaction = parse(transactionSchema, input, 'transaction')
      assertEvmAccount(transaction.from, evmAccount)
      assertChain(transaction.chainId, chain)
      if (transaction.data && transaction.input && transaction.data !== transaction.input)
        invalid('data and input differ')
      const optional = (value: string | undefined) =>
        value === undefined ? undefined : BigInt(value)
      const nonce = optional(transaction.nonce)
      if (nonce !== undefined && nonce > BigInt(Number.MAX_SAFE_INTEGER)) invalid('nonce')
      return {
        method,
        account: evmAccount,
        call: toCall(transaction.to, transaction.value, transaction.data ?? transaction.input),
        overrides: {
          nonce: nonce === undefined ? undefined : Number(nonce),
          gas: optional(transaction.gas),
          gasPrice: optional(transaction.gasPrice),
          maxFeePerGas: optional(transaction.maxFeePerGas),
          maxPriorityFeePerGas: optional(transaction.maxPriorityFeePerGas),
        },
      }
    }
    case 'wallet_sendCalls': {
      const [input] = asArray(params)
      const batch = parse(sendCallsSchema, input, 'calls')
      // The spec's rule (section 5), checked before anything else about a call.
      for (const call of batch.calls) {
        const { to, data } = asObject(call)
        if (typeof to !== 'string' || !to.startsWith('0x')) invalid('a call’s to')
        if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x')))
          invalid('a call’s data')
      }
      assertEvmAccount(batch.from, evmAccount)
      assertChain(batch.chainId, chain)
      const calls = batch.calls.map((call) => {
        const { to, value, data } = parse(callSchema, call, 'call')
        return toCall(to, value, data)
      })
      return { method, account: evmAccount, calls }
    }
    case 'solana_signMessage': {
      const { message, pubkey } = asObject(params)
      if (parse(encoded, pubkey, 'pubkey') !== solanaAccount) throw rpcReplyError('wrongAccount')
      let bytes: Uint8Array
      try {
        bytes = base58.decode(parse(encoded, message, 'message'))
      } catch {
        return invalid('message is not base58')
      }
      return { method, account: solanaAccount, message: bytes }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction, options } = asObject(params)
      const decoded = decodeSolanaTransaction(
        parse(encoded, transaction, 'transaction'),
        solanaAccount,
      )
      return {
        method,
        account: solanaAccount,
        transactions: [decoded.transaction],
        encoding: decoded.encoding,
        options:
          method === 'solana_signAndSendTransaction'
            ? parse(solanaOptionsSchema, options, 'options')
            : undefined,
      }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = asObject(params)
      const list = parse(
        v.pipe(v.array(encoded), v.minLength(1), v.maxLength(maxSolanaTransactions)),
        transactions,
        'transactions',
      )
      const decoded = list.map((item) => decodeSolanaTransaction(item, solanaAccount))
      const encoding = decoded[0]?.encoding ?? 'base64'
      return {
        method,
        account: solanaAccount,
        transactions: decoded.map((item) => item.transaction),
        encoding,
      }
    }
  }
}
