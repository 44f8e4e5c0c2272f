import { ApiError } from '../errors.js'

/** 400 `farcaster_invalid_message`: not a Farcaster sign-in message, or not for the body's fid. */
export const invalidMessageError = (reason: string) =>
  new ApiError(400, 'farcaster_invalid_message', `Not a Farcaster sign-in message: ${reason}`)

/** 401 `farcaster_wrong_domain`: the message is for another site than the channel's. */
export const wrongDomainError = () =>
  new ApiError(
    401,
    'farcaster_wrong_domain',
    "The message's domain or URI is not the channel's: it was signed for another site.",
  )

/** 401 `farcaster_wrong_nonce`: the message was signed for another channel (or a replay). */
export const wrongNonceError = () =>
  new ApiError(401, 'farcaster_wrong_nonce', "The message's nonce is not the channel's.")

/** 401 `farcaster_message_expired`: past its expiration time, or before its not-before time. */
export const messageExpiredError = (notYet: boolean) =>
  new ApiError(
    401,
    'farcaster_message_expired',
    notYet ? 'The message is not valid yet.' : 'The message has expired.',
  )

/** 401 `farcaster_invalid_signature`: the signature is not one of the message's address. */
export const invalidSignatureError = () =>
  new ApiError(
    401,
    'farcaster_invalid_signature',
    "The signature is not one of the message's address.",
  )

/** 401 `farcaster_unknown_fid`: the ID registry has no custody address for the fid. */
export const unknownFidError = (fid: number) =>
  new ApiError(401, 'farcaster_unknown_fid', `The ID registry has no fid ${fid}.`)

/** 401 `farcaster_not_custody`: the signer does not hold the fid. */
export const notCustodyError = (fid: number) =>
  new ApiError(
    401,
    'farcaster_not_custody',
    `The message's address is not the custody address of fid ${fid}.`,
  )

/** 409 `farcaster_channel_completed`: a channel takes one signed message, once. */
export const channelCompletedError = () =>
  new ApiError(409, 'farcaster_channel_completed', 'This channel is already completed.')

/**
 * 409 `farcaster_channel_rejected`: the Farcaster client declined the sign-in (a Latch addition
 * to the relay protocol, `POST /farcaster/v1/channel/reject`); the channel takes nothing more.
 */
export const channelRejectedError = () =>
  new ApiError(409, 'farcaster_channel_rejected', 'The Farcaster client declined this sign-in.')

/** 401 `unauthorized`: no channel token, or one of no live channel (unknown or expired). */
export const unknownChannelError = () =>
  new ApiError(
    401,
    'unauthorized',
    'Send Authorization: Bearer <channelToken> of a live channel; channels expire.',
  )

/** 503 `not_configured`: the server has no Farcaster ID registry to check fids against. */
export const notConfiguredError = () =>
  new ApiError(503, 'not_configured', 'Farcaster sign-in is not configured on this server.')

/** 503 `unavailable`: the ID registry's RPC did not answer. */
export const registryUnavailableError = (cause: unknown) =>
  new ApiError(503, 'unavailable', 'The Farcaster ID registry cannot be read right now.', {
    cause,
  })
