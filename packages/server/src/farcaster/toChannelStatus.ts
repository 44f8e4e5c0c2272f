import { type ChannelRow, type SignatureParams, signatureParamsOf } from './farcasterChannels.js'

/**
 * A channel as the relay protocol shows it (`StatusAPIResponse` of `@farcaster/auth-client`):
 * the SIWF parameters while pending, plus the verified message and the signer once completed.
 */
export type ChannelStatus = {
  /** Never `rejected` in an answer: the routes refuse a declined channel before they show it. */
  state: 'pending' | 'completed' | 'rejected'
  nonce: string
  /** Always `false`: this relay accepts custody signatures only, not auth addresses. */
  acceptAuthAddress: false
  signatureParams: SignatureParams
  /** `ip` is always `'unknown'`: the relay keeps no client addresses. */
  metadata: { ip: string; userAgent: string }
  message?: string
  signature?: `0x${string}`
  authMethod?: 'custody'
  fid?: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
  custody?: `0x${string}`
  /** Always empty: verified addresses live on Farcaster's hubs, which the relay does not read. */
  verifications?: string[]
}

/** The protocol's view of a stored channel. */
export function toChannelStatus(row: ChannelRow): ChannelStatus {
  const pending: ChannelStatus = {
    state: row.state,
    nonce: row.nonce,
    acceptAuthAddress: false,
    signatureParams: signatureParamsOf(row),
    metadata: { ip: 'unknown', userAgent: row.user_agent },
  }
  if (row.state !== 'completed' || row.message === null || row.fid === null) return pending
  return {
    ...pending,
    message: row.message,
    signature: row.signature as `0x${string}`,
    authMethod: 'custody',
    fid: Number(row.fid),
    ...(row.username === null ? {} : { username: row.username }),
    ...(row.display_name === null ? {} : { displayName: row.display_name }),
    ...(row.bio === null ? {} : { bio: row.bio }),
    ...(row.pfp_url === null ? {} : { pfpUrl: row.pfp_url }),
    custody: row.custody as `0x${string}`,
    verifications: [],
  }
}
