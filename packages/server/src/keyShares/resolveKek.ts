import { randomBytes } from 'node:crypto'
import type { Config } from '../config/loadConfig.js'
import type { Kek } from './envelope.js'
import { ephemeralKekPrefix } from './keyShareStore.js'

// Without KEY_ENCRYPTION_KEY outside production: one random KEK for the life of the process, so
// the shares stored meanwhile cannot be read after it ends. Development only.
let processKek: Kek | undefined

/**
 * The KEK of the key-share routes: `KEY_ENCRYPTION_KEY` under `KEY_ENCRYPTION_KEY_ID`; without
 * it, the process's random one (id `ephemeral-<hex>`) when `randomKeyEncryptionKey`, else
 * undefined (key storage is off).
 */
export function resolveKek(
  config: Pick<Config, 'keyEncryptionKey' | 'keyEncryptionKeyId' | 'randomKeyEncryptionKey'>,
): Kek | undefined {
  if (config.keyEncryptionKey !== undefined) {
    const key = Buffer.from(config.keyEncryptionKey, 'base64')
    if (key.byteLength !== 32) throw new Error('KEY_ENCRYPTION_KEY must be base64 of 32 bytes.')
    return { id: config.keyEncryptionKeyId, key }
  }
  if (!config.randomKeyEncryptionKey) return undefined
  processKek ??= {
    id: `${ephemeralKekPrefix}${randomBytes(6).toString('hex')}`,
    key: randomBytes(32),
  }
  return processKek
}
