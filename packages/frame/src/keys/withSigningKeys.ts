import { deriveSigningKeys, type SigningKeys } from './deriveSigningKeys.js'
import { wipe } from './wipe.js'

/**
 * Derives the signing keys, hands them to `use`, and wipes both private keys when `use` settles,
 * whether it resolved or threw. `use` must not keep the buffers (they are zeros afterwards).
 *
 * @example
 * const signature = await withSigningKeys(entropy, ({ eip155 }) =>
 *   secp256k1.sign(hash, eip155.privateKey).toCompactHex(),
 * )
 */
export async function withSigningKeys<result>(
  entropy: Uint8Array,
  use: (keys: SigningKeys) => result | Promise<result>,
): Promise<result> {
  const keys = deriveSigningKeys(entropy)
  try {
    return await use(keys)
  } finally {
    wipe(keys.eip155.privateKey, keys.solana.privateKey)
  }
}
