import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { assertShare, shareLength } from './assertShare.js'
import { InvalidRecoveryShareError } from './errors.js'
import { wipe } from './wipe.js'

/** The prefix of a recovery code; the version is in it, so a future format can be told apart. */
export const recoverySharePrefix = 'latch-r1-'
const checksumLength = 4
const checksumLabel = new TextEncoder().encode(recoverySharePrefix)

/** The first 4 bytes of SHA-256('latch-r1-' || share): domain-separated by the prefix. */
function checksum(share: Uint8Array): Uint8Array {
  const input = new Uint8Array(checksumLabel.length + share.length)
  input.set(checksumLabel)
  input.set(share, checksumLabel.length)
  const digest = sha256(input)
  wipe(input)
  return digest.subarray(0, checksumLength)
}

/**
 * A recovery share as text the user can copy or write down: `latch-r1-` and the base58 of
 * (4-byte checksum || 17-byte share), about 29 characters. Base58 has no 0/O/I/l to confuse, and
 * the checksum makes {@link decodeRecoveryShare} reject a mistyped code (a miss rate of 2^-32).
 *
 * The text is the share in the clear: store it only where the user keeps secrets, or encrypt it.
 *
 * @example
 * encodeRecoveryShare(recovery) // 'latch-r1-2Nq3…'
 */
export function encodeRecoveryShare(share: Uint8Array): string {
  assertShare(share)
  const payload = new Uint8Array(checksumLength + shareLength)
  payload.set(checksum(share))
  payload.set(share, checksumLength)
  const text = `${recoverySharePrefix}${base58.encode(payload)}`
  wipe(payload)
  return text
}

/**
 * The share in a recovery code from {@link encodeRecoveryShare}. Whitespace anywhere (line breaks
 * from copying) is ignored. Throws {@link InvalidRecoveryShareError} for a wrong prefix, a
 * character outside base58, a wrong length or a checksum that does not match (a typo).
 *
 * @example
 * const recovery = decodeRecoveryShare(userInput)
 */
export function decodeRecoveryShare(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '')
  if (!compact.startsWith(recoverySharePrefix))
    throw new InvalidRecoveryShareError({ reason: 'prefix' })
  let payload: Uint8Array
  try {
    payload = base58.decode(compact.slice(recoverySharePrefix.length))
  } catch {
    throw new InvalidRecoveryShareError({ reason: 'characters' })
  }
  if (payload.length !== checksumLength + shareLength) {
    wipe(payload)
    throw new InvalidRecoveryShareError({ reason: 'length' })
  }
  const share = payload.slice(checksumLength)
  const expected = checksum(share)
  let difference = 0
  for (let index = 0; index < checksumLength; index++)
    difference |= expected[index]! ^ payload[index]!
  wipe(payload)
  if (difference !== 0) {
    wipe(share)
    throw new InvalidRecoveryShareError({ reason: 'checksum' })
  }
  // Only a crafted code gets here with a well-formed checksum over a share with no x-coordinate.
  if (share[shareLength - 1] === 0) throw new InvalidRecoveryShareError({ reason: 'share' })
  return share
}
