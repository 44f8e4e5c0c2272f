import { isOriginAllowed } from '@latch/core'
import type { SiwxMessageInput } from '@latch/core/siwx'
import { siwxClockSkewSeconds } from './siwxConfig.js'
import {
  domainNotAllowedError,
  messageExpiredError,
  messageNotYetValidError,
  originMismatchError,
} from './siwxErrors.js'

/** Parameters of {@link checkSiwxMessage}. */
export type CheckSiwxMessageParameters = {
  /** The project's allowed origins. */
  origins: readonly string[]
  /** The request's `Origin` header, when it has one. */
  requestOrigin: string | undefined
  now: Date
}

/**
 * Checks what a message says against the project and the clock (EIP-4361 "Verifying a signed
 * Message"), before any signature is checked; throws the refusal:
 *
 * - its URI is on one of the project's origins (http or https), and its domain (and scheme, when
 *   it names one) is that URI's: a message signed for another site does not sign in here;
 * - a request that carries an `Origin` comes from that same origin, so a page cannot hand in a
 *   message signed on another allowed origin;
 * - it is not past its Expiration Time, its Not Before has come, and its Issued At is at most
 *   `siwxClockSkewSeconds` ahead.
 */
export function checkSiwxMessage(
  message: SiwxMessageInput,
  parameters: CheckSiwxMessageParameters,
): void {
  const { origins, requestOrigin, now } = parameters
  let uri: URL | undefined
  try {
    uri = new URL(message.uri)
  } catch {
    uri = undefined
  }
  if (!uri || (uri.protocol !== 'https:' && uri.protocol !== 'http:'))
    throw domainNotAllowedError("The message's URI is not an http(s) URL.")
  if (!isOriginAllowed(uri.origin, origins))
    throw domainNotAllowedError(`The message's URI is not on an origin of this project.`)
  if (message.domain.toLowerCase() !== uri.host)
    throw domainNotAllowedError(`The message's domain is not the host of its URI (${uri.host}).`)
  if (message.scheme !== undefined && `${message.scheme.toLowerCase()}:` !== uri.protocol)
    throw domainNotAllowedError(`The message's scheme is not the scheme of its URI.`)
  if (requestOrigin !== undefined && requestOrigin !== uri.origin) throw originMismatchError()

  const at = now.getTime()
  if (message.expirationTime !== undefined && Date.parse(message.expirationTime) <= at)
    throw messageExpiredError()
  if (message.notBefore !== undefined && Date.parse(message.notBefore) > at)
    throw messageNotYetValidError('Not Before')
  if (Date.parse(message.issuedAt) > at + siwxClockSkewSeconds * 1000)
    throw messageNotYetValidError('Issued At')
}
