import { recoverySharePrefix } from '../../keys/recoveryShareCodec.js'

/** How many characters of the code's body a group shows at most. */
const groupLength = 4

/**
 * Splits a recovery code into groups for reading and writing down: the base58 body in groups of
 * three or four characters, balanced so that none is left short at the end, the `latch-r1-`
 * prefix joined to the first group (a prefix on its own, or a lone last character, reads as a
 * code cut off). `decodeRecoveryShare` ignores whitespace, so the groups may be typed back with
 * or without spaces, and joined they are the code exactly.
 *
 * @example
 * formatRecoveryCode('latch-r1-2Nq3Xy7Pab') // ['latch-r1-2Nq3', 'Xy7', 'Pab']
 */
export function formatRecoveryCode(code: string): string[] {
  const prefix = code.startsWith(recoverySharePrefix) ? recoverySharePrefix : ''
  const body = code.slice(prefix.length)
  const count = Math.max(1, Math.ceil(body.length / groupLength))
  const shortest = Math.floor(body.length / count)
  const longer = body.length % count
  const groups: string[] = []
  for (let index = 0, start = 0; index < count; index++) {
    const end = start + shortest + (index < longer ? 1 : 0)
    groups.push(body.slice(start, end))
    start = end
  }
  groups[0] = prefix + groups[0]
  return groups
}
