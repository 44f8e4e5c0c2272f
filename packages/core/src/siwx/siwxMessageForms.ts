import type { Namespace } from '../types/network.js'
import { fromSiwsChainId, toSiwsChainId } from './siwsChainIds.js'

/**
 * How one namespace writes its Sign In With X message. The three standards share the fields and
 * differ in the header's chain name, where the chain id goes, how it is written, and the lines
 * around a missing statement:
 *
 * - `EIP-4361` (eip155): `Chain ID:` after `Version:`, the EIP-155 number; the blank lines around
 *   the statement stay when there is none.
 * - `SIWS` (solana): `Chain ID:` after `Version:`, a cluster name (`siwsChainIds.ts`); no
 *   statement, no blank lines for it.
 * - `CAIP-122` (the others): `Chain ID:` after `Request ID:`, the CAIP-2 reference (the header's
 *   chain name says the namespace), as the CAIP-122 examples write it; no statement, no blank
 *   lines for it.
 */
export type SiwxMessageForm = {
  standard: 'EIP-4361' | 'SIWS' | 'CAIP-122'
  namespace: Namespace
  /** The chain name of the first line: "… sign in with your <accountName> account:". */
  accountName: string
  /** The address rule, for error messages. */
  addressRule: string
  isAddress: (address: string) => boolean
  /** Whether a CAIP-2 reference is one of this namespace's. */
  isReference: (reference: string) => boolean
  /** The `Chain ID:` value of a CAIP-2 reference. */
  toChainIdText: (reference: string) => string
  /** The CAIP-2 reference a `Chain ID:` value names, or undefined when it names none. */
  fromChainIdText: (text: string) => string | undefined
}

const caip2Reference = /^[-_a-zA-Z0-9]{1,32}$/
// CAIP-10 `account_address`.
const caip10Address = /^[-.%a-zA-Z0-9]{1,128}$/
// EIP-155 ids as JavaScript numbers hold them (viem's `chainId: number`), without leading zeros.
const isEip155Reference = (reference: string) =>
  /^[1-9][0-9]{0,15}$/.test(reference) && Number.isSafeInteger(Number(reference))

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// The byte length of a base58 string (Bitcoin alphabet), or -1 when it is not base58. Solana
// addresses are 32 bytes; the length alone (32 to 44 characters) lets 23-byte strings through.
function base58ByteLength(text: string): number {
  const bytes: number[] = []
  for (const character of text) {
    let carry = base58Alphabet.indexOf(character)
    if (carry < 0) return -1
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] ?? 0) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0
  return bytes.length + leadingZeros
}

/** The generic CAIP-122 form under a chain name (also what the CAIP-122 examples use). */
export const caip122Form = (namespace: Namespace, accountName: string): SiwxMessageForm => ({
  standard: 'CAIP-122',
  namespace,
  accountName,
  addressRule: 'a CAIP-10 account address ([-.%a-zA-Z0-9]{1,128})',
  isAddress: (address) => caip10Address.test(address),
  isReference: (reference) => caip2Reference.test(reference),
  toChainIdText: (reference) => reference,
  fromChainIdText: (text) => (caip2Reference.test(text) ? text : undefined),
})

/** The message form of each namespace Latch supports. */
export const siwxMessageForms: Record<Namespace, SiwxMessageForm> = {
  eip155: {
    standard: 'EIP-4361',
    namespace: 'eip155',
    accountName: 'Ethereum',
    addressRule: '0x and 40 hex digits',
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    isReference: isEip155Reference,
    toChainIdText: (reference) => reference,
    fromChainIdText: (text) => (isEip155Reference(text) ? text : undefined),
  },
  solana: {
    standard: 'SIWS',
    namespace: 'solana',
    accountName: 'Solana',
    addressRule: 'base58 of 32 bytes',
    isAddress: (address) => address.length <= 44 && base58ByteLength(address) === 32,
    isReference: (reference) => caip2Reference.test(reference),
    toChainIdText: toSiwsChainId,
    fromChainIdText: fromSiwsChainId,
  },
  bip122: caip122Form('bip122', 'Bitcoin'),
  polkadot: caip122Form('polkadot', 'Polkadot'),
}
