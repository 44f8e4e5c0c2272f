import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { hashChannelToken } from './channelTokens.js'
import { type FarcasterProfile, signatureParamsOf } from './farcasterChannels.js'

/** A verified Sign In With Farcaster: who signed in, and the message that proves it. */
export type FarcasterSignIn = FarcasterProfile & {
  /** The fid, checked against the ID registry: `custody` holds it and signed `message`. */
  fid: number
  /** The fid's custody address (checksummed) when the message was verified. */
  custody: `0x${string}`
  /** The signed EIP-4361 text, and its signature. */
  message: string
  signature: `0x${string}`
  /** The channel's nonce (the message's), domain and URI. */
  nonce: string
  domain: string
  siweUri: string
}

/** Parameters of `readCompletedChannel`. */
export type ReadCompletedChannelParameters = {
  /** The channel token (`channelToken` of `POST /farcaster/v1/channel`). */
  channelToken: string
  /**
   * The read token (`readToken` of the same answer), which only the channel's creator got: the
   * channel token travels in the deep link (a QR code), so it alone must not finish a login.
   */
  readToken: string
  /** The project the login is for: a channel of another project is not found. */
  projectId: string
  now: Date
}

/** What `readCompletedChannel` found. */
export type ReadCompletedChannelReturnType =
  /** The channel completed: here is the sign-in, and the channel is gone (read once). */
  | { status: 'completed'; signIn: FarcasterSignIn }
  /** The channel is live and waits for the Farcaster client: ask again. */
  | { status: 'pending' }
  /** The Farcaster client declined (`/channel/reject`): the channel is gone (read once). */
  | { status: 'rejected' }
  /** No such channel for these tokens and project: unknown, expired, or already read. */
  | { status: 'unknown' }

/**
 * Takes the verified result of a completed (or declined) Farcaster channel, once: for the server side of a
 * login (the secure frame's Farcaster sign-in) to finish into a session. The channel is deleted
 * in the same statement, so of two concurrent reads exactly one gets the sign-in; afterwards the
 * relay answers the channel's status 401, as for an expired one. The profile fields are what
 * the Farcaster client sent (with `FARCASTER_RELAY_KEY`, a client that holds the key); `fid` and
 * `custody` were verified.
 *
 * @example
 * const read = await readCompletedChannel(db, { channelToken, readToken, projectId, now: new Date() })
 * if (read.status === 'completed') signInAs(read.signIn.fid)
 */
export async function readCompletedChannel(
  db: Kysely<Database>,
  parameters: ReadCompletedChannelParameters,
): Promise<ReadCompletedChannelReturnType> {
  const at = parameters.now.toISOString()
  const tokenHash = hashChannelToken(parameters.channelToken)
  const readTokenHash = hashChannelToken(parameters.readToken)
  // The state first, then a delete of that state only: read the other way round, a channel
  // completed (or declined) between two statements would be told as unknown, and never read.
  const found = await db
    .selectFrom('farcaster_channels')
    .select('state')
    .where('token_hash', '=', tokenHash)
    .where('read_token_hash', '=', readTokenHash)
    .where('project_id', '=', parameters.projectId)
    .where('expires_at', '>', at)
    .executeTakeFirst()
  if (!found) return { status: 'unknown' }
  if (found.state === 'pending') return { status: 'pending' }
  // Of two concurrent reads, the one whose delete takes the row has it; the other finds none.
  const row = await db
    .deleteFrom('farcaster_channels')
    .where('token_hash', '=', tokenHash)
    .where('read_token_hash', '=', readTokenHash)
    .where('project_id', '=', parameters.projectId)
    .where('state', '=', found.state)
    .returningAll()
    .executeTakeFirst()
  if (row?.state === 'rejected') return { status: 'rejected' }
  if (!row?.message || !row.signature || !row.fid || !row.custody) return { status: 'unknown' }
  const { domain, siweUri } = signatureParamsOf(row)
  return {
    status: 'completed',
    signIn: {
      fid: Number(row.fid),
      custody: row.custody as `0x${string}`,
      message: row.message,
      signature: row.signature as `0x${string}`,
      nonce: row.nonce,
      domain,
      siweUri,
      ...(row.username === null ? {} : { username: row.username }),
      ...(row.display_name === null ? {} : { displayName: row.display_name }),
      ...(row.bio === null ? {} : { bio: row.bio }),
      ...(row.pfp_url === null ? {} : { pfpUrl: row.pfp_url }),
    },
  }
}
