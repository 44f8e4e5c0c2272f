import { base58 } from '@scure/base'
import { type Address, getAddress, type Hex, hexToBytes, isAddress, isHex, stringToHex } from 'viem'
import { decodePrintableText } from './decodePrintableText.js'
import { type RpcError, rpcErrors } from './rpcErrors.js'

/** EIP-712 typed data as `eth_signTypedData_v4` carries it. */
type TypedDataRequest = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** The fields of an `eth_sendTransaction` this wallet honours. */
export type TransactionRequest = {
  from: Address
  /** Absent for a contract deployment. */
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint | undefined
  gasPrice: bigint | undefined
  maxFeePerGas: bigint | undefined
  maxPriorityFeePerGas: bigint | undefined
  nonce: number | undefined
}

/** A session request whose params were checked; `chainId` is the request's CAIP-2 chain. */
export type ParsedRequest =
  | {
      method: 'personal_sign'
      chainId: string
      address: Address
      message: Hex
      text: string | undefined
    }
  | {
      method: 'eth_signTypedData_v4'
      chainId: string
      address: Address
      typedData: TypedDataRequest
    }
  | { method: 'eth_sendTransaction'; chainId: string; transaction: TransactionRequest }
  | { method: 'wallet_switchEthereumChain'; chainId: string; targetChain: number }
  | {
      method: 'solana_signMessage'
      chainId: string
      pubkey: string
      message: Uint8Array
      text: string | undefined
    }

/** The outcome of {@link parseSessionRequest}: a request to show, or the error to answer with. */
export type ParseSessionRequestReturnType =
  | { ok: true; request: ParsedRequest }
  | { ok: false; error: RpcError }

/** Thrown inside this module only, and turned into an `invalidParams` answer. */
class ParamsError extends Error {
  override name = 'ParamsError'
}

const maximumMessageBytes = 64 * 1024
const maximumTypedDataChars = 256 * 1024

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new ParamsError(`${field} is not an address`)
  return getAddress(value)
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new ParamsError(`${field} is not a hex quantity`)
}

function evmChain(chainId: string): number {
  const match = /^eip155:([1-9]\d{0,15})$/.exec(chainId)
  if (!match?.[1]) throw new ParamsError(`chainId ${chainId} is not an eip155 chain`)
  return Number(match[1])
}

function personalSign(chainId: string, params: unknown): ParsedRequest {
  evmChain(chainId)
  if (!Array.isArray(params) || params.length < 2)
    throw new ParamsError('expected [message, address]')
  const [message, account] = params
  if (typeof message !== 'string') throw new ParamsError('message is not a string')
  // Hex is the standard; a few dapps send the text itself, which wallets sign as UTF-8.
  const raw = isHex(message) && message.length % 2 === 0 ? message : stringToHex(message)
  const bytes = hexToBytes(raw)
  if (bytes.length > maximumMessageBytes) throw new ParamsError('message is too long')
  return {
    method: 'personal_sign',
    chainId,
    address: address(account, 'address'),
    message: raw,
    text: decodePrintableText(bytes),
  }
}

function readTypedData(value: unknown): TypedDataRequest {
  let data = value
  if (typeof value === 'string') {
    if (value.length > maximumTypedDataChars) throw new ParamsError('typed data is too long')
    try {
      data = JSON.parse(value)
    } catch {
      throw new ParamsError('typed data is not JSON')
    }
  }
  if (!isRecord(data)) throw new ParamsError('typed data is not an object')
  const { domain, types, primaryType, message } = data
  if (!isRecord(domain) || !isRecord(message)) throw new ParamsError('domain or message missing')
  if (!isRecord(types)) throw new ParamsError('types missing')
  const checkedTypes: TypedDataRequest['types'] = {}
  for (const [typeName, fields] of Object.entries(types)) {
    if (
      !Array.isArray(fields) ||
      !fields.every(
        (field) =>
          isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string',
      )
    )
      throw new ParamsError(`type ${typeName} is malformed`)
    checkedTypes[typeName] = fields.map((field: { name: string; type: string }) => ({
      name: field.name,
      type: field.type,
    }))
  }
  if (typeof primaryType !== 'string' || !(primaryType in checkedTypes))
    throw new ParamsError('primaryType is not one of types')
  return { domain, types: checkedTypes, primaryType, message }
}

function signTypedData(chainId: string, params: unknown): ParsedRequest {
  evmChain(chainId)
  if (!Array.isArray(params) || params.length < 2) throw new ParamsError('expected [address, data]')
  // The order is [address, data]; some older dapps send it the other way round.
  const [first, second] =
    typeof params[0] === 'string' && isAddress(params[0], { strict: false })
      ? params
      : [params[1], params[0]]
  return {
    method: 'eth_signTypedData_v4',
    chainId,
    address: address(first, 'address'),
    typedData: readTypedData(second),
  }
}

function sendTransaction(chainId: string, params: unknown): ParsedRequest {
  const chain = evmChain(chainId)
  const [transaction] = Array.isArray(params) ? params : []
  if (!isRecord(transaction)) throw new ParamsError('expected [transaction]')
  const data = transaction.data ?? transaction.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data)))
    throw new ParamsError('data is not hex')
  if (typeof data === 'string' && data.length > 2 * maximumMessageBytes + 2)
    throw new ParamsError('data is too long')
  const declaredChain = quantity(transaction.chainId, 'chainId')
  if (declaredChain !== undefined && declaredChain !== BigInt(chain))
    throw new ParamsError('transaction chainId differs from the request chain')
  const nonce = quantity(transaction.nonce, 'nonce')
  return {
    method: 'eth_sendTransaction',
    chainId,
    transaction: {
      from: address(transaction.from, 'from'),
      to:
        transaction.to === undefined || transaction.to === null
          ? undefined
          : address(transaction.to, 'to'),
      value: quantity(transaction.value, 'value') ?? 0n,
      data: typeof data === 'string' && data !== '0x' ? (data as Hex) : undefined,
      gas: quantity(transaction.gas ?? transaction.gasLimit, 'gas'),
      gasPrice: quantity(transaction.gasPrice, 'gasPrice'),
      maxFeePerGas: quantity(transaction.maxFeePerGas, 'maxFeePerGas'),
      maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
    },
  }
}

function switchChain(chainId: string, params: unknown): ParsedRequest {
  evmChain(chainId)
  const [target] = Array.isArray(params) ? params : []
  if (!isRecord(target)) throw new ParamsError('expected [{ chainId }]')
  const targetChain = quantity(target.chainId, 'chainId')
  if (
    targetChain === undefined ||
    targetChain < 1n ||
    targetChain > BigInt(Number.MAX_SAFE_INTEGER)
  )
    throw new ParamsError('chainId is missing')
  return { method: 'wallet_switchEthereumChain', chainId, targetChain: Number(targetChain) }
}

function solanaSignMessage(chainId: string, params: unknown): ParsedRequest {
  if (!/^solana:[-_a-zA-Z0-9]{1,32}$/.test(chainId))
    throw new ParamsError(`chainId ${chainId} is not a solana chain`)
  if (!isRecord(params)) throw new ParamsError('expected { message, pubkey }')
  const { message, pubkey } = params
  if (typeof message !== 'string' || typeof pubkey !== 'string')
    throw new ParamsError('message and pubkey must be base58 strings')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw new ParamsError('message is not base58')
  }
  if (bytes.length > maximumMessageBytes) throw new ParamsError('message is too long')
  return {
    method: 'solana_signMessage',
    chainId,
    pubkey,
    message: bytes,
    text: decodePrintableText(bytes),
  }
}

const parsers: Record<
  ParsedRequest['method'],
  (chainId: string, params: unknown) => ParsedRequest
> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
  wallet_switchEthereumChain: switchChain,
  solana_signMessage: solanaSignMessage,
}

/**
 * Checks a `session_request` from the relay and decodes it for display and signing. Anything
 * malformed becomes an error answer (`-32602`), an unknown method `4200`; nothing here throws.
 */
export function parseSessionRequest(parameters: {
  chainId: unknown
  method: unknown
  params: unknown
}): ParseSessionRequestReturnType {
  const { chainId, method, params } = parameters
  if (typeof method !== 'string' || !Object.hasOwn(parsers, method))
    return { ok: false, error: rpcErrors.unsupportedMethod }
  if (typeof chainId !== 'string')
    return { ok: false, error: rpcErrors.invalidParams('chainId is missing') }
  try {
    return { ok: true, request: parsers[method as ParsedRequest['method']](chainId, params) }
  } catch (error) {
    return {
      ok: false,
      error: rpcErrors.invalidParams(error instanceof ParamsError ? error.message : 'unreadable'),
    }
  }
}
