import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex } from '@noble/hashes/utils'

const utf8 = new TextEncoder()

/**
 * The EIP-55 checksummed form of a 20-byte hex address: each letter is upper-cased when the
 * matching nibble of keccak256(lower-case hex, as ASCII) is 8 or more.
 *
 * @example
 * toChecksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error('an address is 20 bytes of hex')
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8.encode(lower)))
  let checksummed = '0x'
  for (let index = 0; index < lower.length; index++) {
    const character = lower[index]!
    checksummed += Number.parseInt(hash[index]!, 16) >= 8 ? character.toUpperCase() : character
  }
  return checksummed as `0x${string}`
}

/**
 * The EVM address of a secp256k1 public key (33-byte compressed or 65-byte uncompressed): the last
 * 20 bytes of keccak256 of the uncompressed point without its 0x04 prefix, EIP-55 checksummed.
 *
 * @example
 * publicKeyToEvmAddress(secp256k1.getPublicKey(privateKey))
 */
export function publicKeyToEvmAddress(publicKey: Uint8Array): `0x${string}` {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false)
  const hash = keccak_256(uncompressed.subarray(1))
  return toChecksumAddress(`0x${bytesToHex(hash.subarray(-20))}`)
}
