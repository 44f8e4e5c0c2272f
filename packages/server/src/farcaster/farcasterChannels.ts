import type { Kysely, Selectable } from 'kysely'
import { generateSiweNonce } from 'viem/siwe'
import type { Database, FarcasterChannelsTable } from '../db/schema.js'
import { createChannelToken, hashChannelToken } from './channelTokens.js'

/**
 * The Sign In With Farcaster parameters of a channel, as the relay protocol names them
 * (`signatureParams`): what the Farcaster client puts in the message it signs.
 */
export type SignatureParams = {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
}

/** A channel as stored. */
export type ChannelRow = Selectable<FarcasterChannelsTable>

/** The profile a Farcaster client sends with its signed message (its own word, not verified). */
export type FarcasterProfile = {
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

/** The SIWF parameters of a stored channel. */
export function signatureParamsOf(row: ChannelRow): SignatureParams {
  // Written by `openChannel` from validated input only.
  return JSON.parse(row.signature_params) as SignatureParams
}

/** Parameters of `openChannel`. */
export type OpenChannelParameters = {
  projectId: string
  /** Checked by the caller against the project's origins. */
  signatureParams: Omit<SignatureParams, 'nonce'>
  userAgent: string
  now: Date
  ttlSeconds: number
}

/** A new channel: the tokens exist only here (the database keeps their hashes). */
export type OpenedChannel = {
  channelToken: string
  readToken: string
  nonce: string
  expiresAt: Date
}

/** Opens a pending channel with a fresh nonce (the relay's own, never the caller's). */
export async function openChannel(
  db: Kysely<Database>,
  parameters: OpenChannelParameters,
): Promise<OpenedChannel> {
  const { projectId, now, ttlSeconds } = parameters
  const channelToken = createChannelToken()
  const readToken = createChannelToken()
  // 96 alphanumerics: EIP-4361 asks for at least 8; the relay's replay guard is that each
  // channel has its own, and a channel completes once.
  const nonce = generateSiweNonce()
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
  const signatureParams: SignatureParams = { ...parameters.signatureParams, nonce }
  await db
    .insertInto('farcaster_channels')
    .values({
      token_hash: hashChannelToken(channelToken),
      read_token_hash: hashChannelToken(readToken),
      project_id: projectId,
      nonce,
      signature_params: JSON.stringify(signatureParams),
      user_agent: parameters.userAgent,
      state: 'pending',
      message: null,
      signature: null,
      fid: null,
      custody: null,
      username: null,
      display_name: null,
      bio: null,
      pfp_url: null,
      created_at: now.toISOString(),
      completed_at: null,
      expires_at: expiresAt.toISOString(),
    })
    .execute()
  return { channelToken, readToken, nonce, expiresAt }
}

/** The live (unexpired) channel of a channel token, pending or completed. */
export async function findLiveChannel(
  db: Kysely<Database>,
  channelToken: string,
  now: Date,
): Promise<ChannelRow | undefined> {
  return db
    .selectFrom('farcaster_channels')
    .selectAll()
    .where('token_hash', '=', hashChannelToken(channelToken))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/** Parameters of `completeChannel`. */
export type CompleteChannelParameters = {
  channelToken: string
  message: string
  signature: string
  fid: number
  custody: `0x${string}`
  profile: FarcasterProfile
  now: Date
}

/**
 * Completes a pending, live channel with a verified message. One conditional UPDATE, so of two
 * messages sent at once exactly one completes the channel; `false` when it was not pending (or
 * expired) any more.
 */
export async function completeChannel(
  db: Kysely<Database>,
  parameters: CompleteChannelParameters,
): Promise<boolean> {
  const { profile, now } = parameters
  const at = now.toISOString()
  const result = await db
    .updateTable('farcaster_channels')
    .set({
      state: 'completed',
      message: parameters.message,
      signature: parameters.signature,
      fid: String(parameters.fid),
      custody: parameters.custody,
      username: profile.username ?? null,
      display_name: profile.displayName ?? null,
      bio: profile.bio ?? null,
      pfp_url: profile.pfpUrl ?? null,
      completed_at: at,
    })
    .where('token_hash', '=', hashChannelToken(parameters.channelToken))
    .where('state', '=', 'pending')
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Marks a pending, live channel as declined by the Farcaster client: one conditional UPDATE, so a
 * channel that completed meanwhile stays completed; `false` when it was not pending (or expired).
 */
export async function rejectChannel(
  db: Kysely<Database>,
  parameters: { channelToken: string; now: Date },
): Promise<boolean> {
  const at = parameters.now.toISOString()
  const result = await db
    .updateTable('farcaster_channels')
    .set({ state: 'rejected', completed_at: at })
    .where('token_hash', '=', hashChannelToken(parameters.channelToken))
    .where('state', '=', 'pending')
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Deletes the expired channels, whatever their state; returns how many. */
export async function deleteExpiredChannels(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('farcaster_channels')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
