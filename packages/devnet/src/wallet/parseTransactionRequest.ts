import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isHex,
} from 'viem'
import { invalidParams } from './providerRpcError'

/** An `eth_sendTransaction` request with its quantities decoded. */
export type ParsedTransactionRequest = {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  chainId?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

const quantity = (tx: Record<string, unknown>, key: string): bigint | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalidParams(`"${key}" must be a hex quantity`)
  return hexToBigInt(value)
}

const address = (tx: Record<string, unknown>, key: string): Address | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`"${key}" must be an address`)
  }
  return getAddress(value)
}

/** Validates the dapp's transaction object (hex strings, as JSON-RPC sends them). */
export function parseTransactionRequest(value: unknown): ParsedTransactionRequest {
  if (typeof value !== 'object' || value === null)
    throw invalidParams('expected a transaction object')
  const tx = value as Record<string, unknown>
  const parsed: ParsedTransactionRequest = {}
  const from = address(tx, 'from')
  if (from) parsed.from = from
  const to = address(tx, 'to')
  if (to) parsed.to = to
  // Dapps send `data` or (newer) `input`; they mean the same thing.
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !isHex(data)) throw invalidParams('"data" must be hex')
    parsed.data = data
  }
  const numbers = {
    value: quantity(tx, 'value'),
    gas: quantity(tx, 'gas') ?? quantity(tx, 'gasLimit'),
    gasPrice: quantity(tx, 'gasPrice'),
    maxFeePerGas: quantity(tx, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas'),
  }
  for (const [key, amount] of Object.entries(numbers)) {
    if (amount !== undefined) parsed[key as keyof typeof numbers] = amount
  }
  const nonce = quantity(tx, 'nonce')
  if (nonce !== undefined) parsed.nonce = Number(nonce)
  const chainId = tx.chainId
  if (chainId !== undefined && chainId !== null) {
    if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParams('"chainId" must be hex')
    parsed.chainId = hexToNumber(chainId)
  }
  if (!parsed.to && !parsed.data) throw invalidParams('a transaction needs "to" or "data"')
  return parsed
}
