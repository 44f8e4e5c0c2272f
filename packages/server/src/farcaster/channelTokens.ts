import { createHash, randomBytes } from 'node:crypto'

/** A channel token or read token: 32 random bytes, base64url (43 characters). */
export const channelTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A new channel token or read token. */
export function createChannelToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The form a token is stored and looked up in: SHA-256, base64url. The tokens are 256 random
 * bits, so a plain hash suffices: a database leak gives no token that works.
 */
export function hashChannelToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
