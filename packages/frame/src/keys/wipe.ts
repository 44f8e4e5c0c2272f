/**
 * Zero-fills buffers that held key material, as soon as they are no longer needed.
 *
 * Best effort only: JavaScript cannot wipe strings (a mnemonic), bigints (the scalar inside an
 * HD key) or copies a library or the engine made along the way. It does make sure the buffers
 * this module hands out stop holding the secret once the caller is done.
 *
 * @example
 * const keys = deriveSigningKeys(entropy)
 * try { sign(keys.eip155.privateKey) } finally { wipe(keys.eip155.privateKey, keys.solana.privateKey) }
 */
export function wipe(...buffers: readonly (Uint8Array | null | undefined)[]): void {
  for (const buffer of buffers) buffer?.fill(0)
}
