import { ApiError } from '../errors.js'

// Every refusal of `/siwx/v1`, one code each, so the modal acts on the code and never on words.

/** 400 `invalid_message`: not a message Latch reads, or a field breaks its rule. */
export const invalidMessageError = (reason: string) =>
  new ApiError(
    400,
    'invalid_message',
    `The message is not a valid Sign In With X message: ${reason}`,
  )

/** 400 `nonce_unknown`. */
export const nonceUnknownError = () =>
  new ApiError(400, 'nonce_unknown', 'The nonce of the message was not issued for this project.')

/** 409 `nonce_used`: the message was verified already. */
export const nonceUsedError = () =>
  new ApiError(409, 'nonce_used', 'The nonce of the message was used already; ask for a new one.')

/** 400 `nonce_expired`. */
export const nonceExpiredError = () =>
  new ApiError(400, 'nonce_expired', 'The nonce of the message has expired; ask for a new one.')

/** 400 `message_expired`. */
export const messageExpiredError = () =>
  new ApiError(400, 'message_expired', 'The message is past its expiration time.')

/** 400 `message_not_yet_valid`. */
export const messageNotYetValidError = (field: 'Not Before' | 'Issued At') =>
  new ApiError(400, 'message_not_yet_valid', `The message's ${field} time is still to come.`)

/** 403 `domain_not_allowed`. */
export const domainNotAllowedError = (reason: string) =>
  new ApiError(403, 'domain_not_allowed', reason)

/** 403 `origin_mismatch`: the page that sent the request is not the one the message names. */
export const originMismatchError = () =>
  new ApiError(
    403,
    'origin_mismatch',
    "The request's origin is not the origin of the message's URI.",
  )

/** 401 `invalid_signature`. */
export const invalidSignatureError = () =>
  new ApiError(
    401,
    'invalid_signature',
    'The signature is not valid for the message and its address.',
  )

/** 400 `chain_not_supported`. */
export const chainNotSupportedError = (chainId: string) =>
  new ApiError(
    400,
    'chain_not_supported',
    `The server cannot check signatures on ${chainId}: it has no RPC URL for it.`,
  )

/** 401 `unauthorized`: no token, or one that is invalid, expired or signed out. */
export const siwxUnauthorizedError = () =>
  new ApiError(401, 'unauthorized', 'Send Authorization: Bearer <token> with a live session.')
