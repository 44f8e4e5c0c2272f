const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a dapp's icon may be shown as an `<img src>`: `https:` anywhere, `http:` only on this
 * machine. Anything else (`javascript:`, `data:`, plain http to the network) is dropped.
 */
export function isSafeIconUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false
  try {
    const url = new URL(value)
    if (url.protocol === 'https:') return true
    return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
  } catch {
    return false
  }
}
