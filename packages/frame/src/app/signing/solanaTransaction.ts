import { BaseError } from '@latch/core'
import { base58 } from '@scure/base'

/** One instruction of a Solana message, its accounts as indexes into the message's accounts. */
type SolanaInstruction = {
  programIdIndex: number
  accountIndexes: number[]
  data: Uint8Array
}

/** A serialized Solana transaction, read from its wire format (legacy or v0). */
export type SolanaTransaction = {
  /** The signature slots, 64 bytes each (zeros where a signer has not signed yet). */
  signatures: Uint8Array[]
  /** The exact bytes every signer signs. */
  message: Uint8Array
  version: 'legacy' | 0
  /** How many of the first `accountKeys` must sign. */
  requiredSignatures: number
  /** The static account keys, base58; the fee payer is the first. */
  accountKeys: string[]
  recentBlockhash: string
  instructions: SolanaInstruction[]
  /** How many accounts come from address lookup tables (v0), which the frame cannot show. */
  lookupAccountCount: number
}

/** The bytes are not one whole Solana transaction. */
class SolanaTransactionFormatError extends BaseError {
  override name = 'SolanaTransactionFormatError'
}

function createReader(bytes: Uint8Array) {
  let offset = 0
  const fail = (what: string): never => {
    throw new SolanaTransactionFormatError(`Invalid Solana transaction: ${what}.`)
  }
  const take = (length: number) => {
    if (length < 0 || offset + length > bytes.length) fail('unexpected end')
    const slice = bytes.slice(offset, offset + length)
    offset += length
    return slice
  }
  const u8 = () => take(1)[0] as number
  // compact-u16 ("shortvec"): 7 bits per byte, at most 3 bytes.
  const shortVec = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = u8()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    return fail('length too long')
  }
  return { take, u8, shortVec, fail, offset: () => offset }
}

/**
 * Reads a serialized transaction (what `solana_signTransaction` carries) into its signature slots,
 * the message bytes to sign and the message's fields, so the approval view shows what is signed.
 * Every byte must be consumed: trailing bytes or a short buffer throw
 * {@link SolanaTransactionFormatError}.
 *
 * @example
 * const transaction = parseSolanaTransaction(base64.decode(params.transaction))
 * transaction.accountKeys[0] // the fee payer
 */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const reader = createReader(bytes)
  const signatureCount = reader.shortVec()
  const signatures: Uint8Array[] = []
  for (let index = 0; index < signatureCount; index++) signatures.push(reader.take(64))
  const messageStart = reader.offset()
  const message = bytes.slice(messageStart)
  const first = reader.u8()
  let version: 'legacy' | 0 = 'legacy'
  let requiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) reader.fail('unsupported version')
    version = 0
    requiredSignatures = reader.u8()
  }
  reader.u8() // read-only signed accounts
  reader.u8() // read-only unsigned accounts
  const accountKeys: string[] = []
  const keyCount = reader.shortVec()
  for (let index = 0; index < keyCount; index++) accountKeys.push(base58.encode(reader.take(32)))
  const recentBlockhash = base58.encode(reader.take(32))
  const instructions: SolanaInstruction[] = []
  const instructionCount = reader.shortVec()
  for (let index = 0; index < instructionCount; index++) {
    const programIdIndex = reader.u8()
    const accountIndexes = Array.from(reader.take(reader.shortVec()))
    const data = reader.take(reader.shortVec())
    instructions.push({ programIdIndex, accountIndexes, data })
  }
  let lookupAccountCount = 0
  if (version === 0) {
    const tableCount = reader.shortVec()
    for (let index = 0; index < tableCount; index++) {
      reader.take(32)
      lookupAccountCount += reader.take(reader.shortVec()).length
      lookupAccountCount += reader.take(reader.shortVec()).length
    }
  }
  if (reader.offset() !== bytes.length) reader.fail('trailing bytes')
  if (signatureCount !== requiredSignatures) reader.fail('signature count')
  if (requiredSignatures === 0 || requiredSignatures > keyCount) reader.fail('signers')
  for (const { programIdIndex } of instructions)
    if (programIdIndex >= keyCount) reader.fail('program index')
  return {
    signatures,
    message,
    version,
    requiredSignatures,
    accountKeys,
    recentBlockhash,
    instructions,
    lookupAccountCount,
  }
}

/**
 * The wire bytes of `transaction` with `signature` in the slot of `signer`.
 *
 * @example
 * const signed = serializeSolanaTransaction(withSolanaSignature(transaction, address, signature))
 */
export function withSolanaSignature(
  transaction: SolanaTransaction,
  signer: string,
  signature: Uint8Array,
): SolanaTransaction {
  const slot = transaction.accountKeys.indexOf(signer)
  if (slot < 0 || slot >= transaction.requiredSignatures || signature.length !== 64)
    throw new SolanaTransactionFormatError('The signer is not a required signer.')
  const signatures = transaction.signatures.map((existing, index) =>
    index === slot ? signature.slice() : existing,
  )
  return { ...transaction, signatures }
}

/** The wire format of a transaction: shortvec signature count, signatures, message. */
export function serializeSolanaTransaction(transaction: SolanaTransaction): Uint8Array {
  const count = encodeShortVec(transaction.signatures.length)
  const bytes = new Uint8Array(
    count.length + transaction.signatures.length * 64 + transaction.message.length,
  )
  bytes.set(count, 0)
  let offset = count.length
  for (const signature of transaction.signatures) {
    bytes.set(signature, offset)
    offset += 64
  }
  bytes.set(transaction.message, offset)
  return bytes
}

/** compact-u16, as the Solana wire format writes lengths. */
export function encodeShortVec(value: number): Uint8Array {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return Uint8Array.from(out)
    }
    out.push(byte | 0x80)
  }
}
