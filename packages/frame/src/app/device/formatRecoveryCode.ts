import { recoverySharePrefix } from '../../keys/recoveryShareCodec.js'

/** How many characters of the code's body one group shows. */
const groupLength = 4

/**
 * Splits a recovery code into groups for reading and writing down: the `latch-r1-` prefix, then the
 * base58 body four characters at a time. `decodeRecoveryShare` ignores whitespace, so the groups
 * may be typed back with or without spaces.
 *
 * @example
 * formatRecoveryCode('latch-r1-2Nq3Xy7Pab') // ['latch-r1-', '2Nq3', 'Xy7P', 'ab']
 */
export function formatRecoveryCode(code: string): string[] {
  const body = code.startsWith(recoverySharePrefix) ? code.slice(recoverySharePrefix.length) : code
  const groups: string[] = []
  for (let index = 0; index < body.length; index += groupLength)
    groups.push(body.slice(index, index + groupLength))
  return code.startsWith(recoverySharePrefix) ? [recoverySharePrefix, ...groups] : groups
}
