import { createHash, createHmac } from 'node:crypto'
import type { OtpPurpose } from '../db/schema.js'

/** The keyed hashes under which login codes, emails and client addresses are stored. */
export type AuthHashes = {
  /** The key of a project's code row for an email. */
  email: (projectId: string, email: string) => string
  /** What a code is stored as: bound to its purpose, project and email. */
  code: (purpose: OtpPurpose, projectId: string, email: string, code: string) => string
  /** The key an email, a client source or a project is counted under for the hourly limits. */
  sendKey: (kind: 'email' | 'ip' | 'project' | 'project_source', value: string) => string
}

/**
 * HMAC-SHA256 under the auth secret, hex. Each use starts with its own label, and the parts are
 * joined with NUL, which no project id, email or code contains, so no two inputs collide.
 */
export function createAuthHashes(secret: string): AuthHashes {
  const hmac = (...parts: string[]) =>
    createHmac('sha256', secret).update(parts.join('\0')).digest('hex')
  return {
    email: (projectId, email) => hmac('latch-otp-email', projectId, email),
    code: (purpose, projectId, email, code) =>
      hmac('latch-otp-code', purpose, projectId, email, code),
    sendKey: (kind, value) => hmac('latch-send', kind, value),
  }
}

/** The hex SHA-256 a session token is stored as. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
