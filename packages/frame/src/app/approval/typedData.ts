import { hashTypedData, type TypedDataDomain } from 'viem'
import { rpcReplyError } from '../rpc/rpcMessages.js'

/** One field of an EIP-712 struct type. */
type TypedDataField = { name: string; type: string }

/** EIP-712 typed data as the frame signs it: integers as bigints, the domain chain id a number. */
export type TypedData = {
  types: Record<string, TypedDataField[]>
  primaryType: string
  domain: TypedDataDomain
  message: Record<string, unknown>
}

const maxDepth = 8
const maxJsonLength = 64 * 1024
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/
const typePattern = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}(\[\d*\])*$/

const invalid = (details: string): never => {
  throw rpcReplyError('invalidParams', { details })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function toBigInt(value: unknown, type: string): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(-?\d{1,80}|0x[0-9a-fA-F]{1,64})$/.test(value))
    return BigInt(value)
  return invalid(`not a ${type}`)
}

// Walks a value by its EIP-712 type: integers become bigints, so what is shown is what is hashed.
function normalize(
  types: Record<string, TypedDataField[]>,
  type: string,
  value: unknown,
  depth: number,
): unknown {
  if (depth > maxDepth) return invalid('typed data nests too deep')
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const [, inner, length] = array as unknown as [string, string, string]
    if (!Array.isArray(value) || (length !== '' && value.length !== Number(length)))
      return invalid(`not a ${type}`)
    return value.map((item) => normalize(types, inner, item, depth + 1))
  }
  const fields = types[type]
  if (fields) {
    if (!isRecord(value)) return invalid(`not a ${type}`)
    const out: Record<string, unknown> = {}
    for (const field of fields)
      out[field.name] = normalize(types, field.type, value[field.name], depth + 1)
    return out
  }
  if (/^u?int\d*$/.test(type)) return toBigInt(value, type)
  if (type === 'address') {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
      return invalid('not an address')
    return value
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') return invalid('not a bool')
    return value
  }
  if (type === 'string') {
    if (typeof value !== 'string') return invalid('not a string')
    return value
  }
  if (/^bytes\d*$/.test(type)) {
    if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value))
      return invalid('not bytes')
    return value
  }
  return invalid(`unknown type ${type}`)
}

/**
 * Parses the typed data of `eth_signTypedData_v4` (a JSON string or an object) into what the
 * frame shows and signs, checked by viem's own encoder. Malformed data is 'The request
 * parameters are not valid.'.
 *
 * @example
 * const typedData = parseTypedData(params[1])
 */
export function parseTypedData(input: unknown): TypedData {
  let value = input
  if (typeof input === 'string') {
    if (input.length > maxJsonLength) invalid('typed data too long')
    try {
      value = JSON.parse(input)
    } catch {
      invalid('typed data is not JSON')
    }
  }
  if (!isRecord(value) || !isRecord(value.types) || !isRecord(value.domain))
    return invalid('not typed data')
  if (!isRecord(value.message) || typeof value.primaryType !== 'string')
    return invalid('not typed data')
  const types: Record<string, TypedDataField[]> = {}
  for (const [name, fields] of Object.entries(value.types)) {
    if (!identifier.test(name) || !Array.isArray(fields)) return invalid('bad types')
    types[name] = fields.map((field) => {
      if (!isRecord(field) || typeof field.name !== 'string' || typeof field.type !== 'string')
        return invalid('bad field')
      if (!identifier.test(field.name) || !typePattern.test(field.type)) return invalid('bad field')
      return { name: field.name, type: field.type }
    })
  }
  const { primaryType } = value
  if (!types[primaryType] || primaryType === 'EIP712Domain') return invalid('bad primaryType')
  const domainTypes = types.EIP712Domain
  const rawDomain = value.domain
  const domain: TypedDataDomain = {}
  if (typeof rawDomain.name === 'string') domain.name = rawDomain.name
  if (typeof rawDomain.version === 'string') domain.version = rawDomain.version
  if (rawDomain.chainId !== undefined) {
    const chainId = toBigInt(rawDomain.chainId, 'chainId')
    if (chainId < 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) invalid('bad chainId')
    domain.chainId = Number(chainId)
  }
  if (typeof rawDomain.verifyingContract === 'string') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(rawDomain.verifyingContract)) invalid('bad verifyingContract')
    domain.verifyingContract = rawDomain.verifyingContract as `0x${string}`
  }
  if (typeof rawDomain.salt === 'string') {
    if (!/^0x[0-9a-fA-F]{64}$/.test(rawDomain.salt)) invalid('bad salt')
    domain.salt = rawDomain.salt as `0x${string}`
  }
  // The hash covers exactly the domain fields EIP712Domain lists (or, without it, those present).
  if (domainTypes)
    for (const key of Object.keys(rawDomain))
      if (!domainTypes.some((field) => field.name === key)) invalid(`domain field ${key} not typed`)
  const message = normalize(types, primaryType, value.message, 0) as Record<string, unknown>
  const typedData: TypedData = { types, primaryType, domain, message }
  try {
    hashTypedData(typedData as Parameters<typeof hashTypedData>[0])
  } catch (error) {
    throw rpcReplyError('invalidParams', { cause: error as Error })
  }
  return typedData
}
