// Just enough of Solana's legacy transaction format to seed the devnet (no Solana SDK in the
// repo): account metas merged and ordered as the runtime expects, the message, the signatures.
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

export const systemProgram = '11111111111111111111111111111111'
export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

type AccountMeta = { address: string; signer?: boolean; writable?: boolean }
export type Instruction = { program: string; accounts: AccountMeta[]; data: Uint8Array }
/** An ed25519 key pair: the base58 address and the 32-byte private key (seed). */
export type Signer = { address: string; privateKey: Uint8Array }

/** The key pair whose private key is the SHA-256 of `label`: the same on every run. */
export function labelledSigner(label: string): Signer {
  const privateKey = sha256(new TextEncoder().encode(label))
  return { address: base58.encode(ed25519.getPublicKey(privateKey)), privateKey }
}

/**
 * The program-derived address of `seeds` under `program` (`findProgramAddressSync`): the first
 * bump from 255 down whose hash is not a point of the curve.
 */
function findProgramAddress(seeds: Uint8Array[], program: string): string {
  const marker = new TextEncoder().encode('ProgramDerivedAddress')
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(concat(...seeds, Uint8Array.of(bump), base58.decode(program), marker))
    if (!isOnCurve(hash)) return base58.encode(hash)
  }
  throw new Error('findProgramAddress: no bump gives an address off the curve')
}

/**
 * The associated token account of `owner` for `mint`, under the mint's token program (the
 * classic Token program unless told otherwise).
 */
export function associatedTokenAddress(
  owner: string,
  mint: string,
  program: string = tokenProgram,
): string {
  return findProgramAddress(
    [base58.decode(owner), base58.decode(program), base58.decode(mint)],
    associatedTokenProgram,
  )
}

/**
 * A signed legacy transaction, serialized. `signers[0]` pays the fee; every account an
 * instruction marks as a signer must be among `signers`.
 */
export function signedTransaction(
  instructions: Instruction[],
  signers: Signer[],
  recentBlockhash: string,
): Uint8Array {
  const payer = signers[0]
  if (!payer) throw new Error('signedTransaction needs a fee payer')
  // Merge the metas (the fee payer first), then order: writable signers, read-only signers,
  // writable non-signers, read-only non-signers; insertion order within each group.
  const metas = new Map<string, { signer: boolean; writable: boolean }>()
  const add = ({ address, signer = false, writable = false }: AccountMeta) => {
    const seen = metas.get(address)
    metas.set(address, {
      signer: signer || (seen?.signer ?? false),
      writable: writable || (seen?.writable ?? false),
    })
  }
  add({ address: payer.address, signer: true, writable: true })
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account)
    add({ address: instruction.program })
  }
  const rank = ({ signer, writable }: { signer: boolean; writable: boolean }) =>
    (signer ? 0 : 2) + (writable ? 0 : 1)
  const keys = [...metas].sort(([, a], [, b]) => rank(a) - rank(b))
  const index = new Map(keys.map(([address], i) => [address, i]))
  const count = (wanted: number) => keys.filter(([, meta]) => rank(meta) === wanted).length

  const requiredSignatures = count(0) + count(1)
  const message = concat(
    Uint8Array.of(requiredSignatures, count(1), count(3)),
    shortVec(keys.length),
    ...keys.map(([address]) => base58.decode(address)),
    base58.decode(recentBlockhash),
    shortVec(instructions.length),
    ...instructions.map((instruction) =>
      concat(
        Uint8Array.of(index.get(instruction.program)!),
        shortVec(instruction.accounts.length),
        Uint8Array.from(instruction.accounts.map(({ address }) => index.get(address)!)),
        shortVec(instruction.data.length),
        instruction.data,
      ),
    ),
  )
  const signatures = keys.slice(0, requiredSignatures).map(([address]) => {
    const signer = signers.find((candidate) => candidate.address === address)
    if (!signer) throw new Error(`signedTransaction: no key to sign for ${address}`)
    return ed25519.sign(message, signer.privateKey)
  })
  return concat(shortVec(signatures.length), ...signatures, message)
}

/** Little-endian bytes: `[1, value]` is one byte, `[8, value]` a u64. */
export function littleEndian(...fields: [bytes: 1 | 4 | 8, value: number | bigint][]): Uint8Array {
  const out = new Uint8Array(fields.reduce((sum, [bytes]) => sum + bytes, 0))
  const view = new DataView(out.buffer)
  let offset = 0
  for (const [bytes, value] of fields) {
    if (bytes === 1) view.setUint8(offset, Number(value))
    else if (bytes === 4) view.setUint32(offset, Number(value), true)
    else view.setBigUint64(offset, BigInt(value), true)
    offset += bytes
  }
  return out
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Solana's compact-u16 length prefix. */
function shortVec(length: number): Uint8Array {
  const bytes: number[] = []
  let rest = length
  do {
    const low = rest & 0x7f
    rest >>= 7
    bytes.push(rest ? low | 0x80 : low)
  } while (rest)
  return Uint8Array.from(bytes)
}

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes)
    return true
  } catch {
    return false
  }
}
