import { createPublicKey, type KeyObject } from 'node:crypto'

/**
 * The dev Apple "Sign in with Apple" key: team id, key id and a P-256 private key.
 *
 * DEV ONLY. This key pair is public (it is committed here) and proves nothing. The dev identity
 * provider accepts client secrets signed by it, and nothing else should.
 */
export const devAppleKey = {
  teamId: 'LATCHDEV01',
  keyId: 'LATCHKEY01',
  privateKey: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgsvYAHV+l4N+J7r/Q
jCmt6d9yj3X88TRFTA63bOCE4QOhRANCAAS0UzsKdhD6WEMgAJ2vtSsJHak27aQz
QoruRdPXdHiRuCloCny3PorKkSNvKwLZK9uWU9JXEkMwnq43+EBZgX1H
-----END PRIVATE KEY-----
`,
} as const

/** The public half of the dev Apple key, which client secrets are verified with. */
export function devApplePublicKey(): KeyObject {
  return createPublicKey(devAppleKey.privateKey)
}
