/**
 * Asks the browser to keep the frame origin's storage (`navigator.storage.persist()`, SECURITY.md
 * T41): best effort, since browsers grant it by their own rules and Safari may still evict
 * script-written storage. Resolves `true` only when the storage is persistent; `false` when the
 * browser refused, has no such API, or failed, so the caller can tell the visitor that the
 * recovery code may be their only way back in.
 *
 * @example
 * const kept = await requestPersistentStorage(window.navigator)
 */
export async function requestPersistentStorage(
  navigator: Pick<Navigator, 'storage'> | undefined,
): Promise<boolean> {
  const storage = navigator?.storage
  if (typeof storage?.persist !== 'function') return false
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true
    return (await storage.persist()) === true
  } catch {
    return false
  }
}
