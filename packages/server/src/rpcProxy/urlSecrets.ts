// Shorter parts ("v2", "eth", "rpc") are not keys, and clearing them would garble messages.
const minimumSecretLength = 6

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The parts of an upstream URL that may be a secret (SECURITY.md T30): the whole URL, its user
 * info, its path and path segments, its query and query values, raw and decoded, longest first.
 *
 * @example
 * urlSecrets('https://rpc.example/v2/key-123456') // ['https://rpc.example/v2/key-123456', …, 'key-123456']
 */
export function urlSecrets(url: string): string[] {
  const parsed = new URL(url)
  const parts = [
    url,
    url.replace(/\/+$/, ''),
    parsed.username,
    parsed.password,
    parsed.pathname,
    ...parsed.pathname.split('/'),
    parsed.search,
    parsed.search.slice(1),
    ...parsed.search
      .slice(1)
      .split('&')
      .flatMap((pair) => [pair, pair.slice(pair.indexOf('=') + 1)]),
  ]
  const secrets = new Set(
    parts
      .flatMap((part) => [part, decoded(part)])
      .filter((part) => part.length >= minimumSecretLength),
  )
  return [...secrets].sort((a, b) => b.length - a.length)
}

/**
 * `value` with every occurrence of a secret in its strings (keys and values, at any depth)
 * replaced by `[redacted]`: what an upstream's error says reaches the browser without them.
 *
 * @example
 * redactSecrets({ message: 'bad key key-123456' }, ['key-123456']) // { message: 'bad key [redacted]' }
 */
export function redactSecrets<value>(value: value, secrets: readonly string[]): value {
  const clear = (text: string) =>
    secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text)
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return clear(item)
    if (Array.isArray(item)) return item.map(walk)
    if (typeof item === 'object' && item !== null)
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [clear(key), walk(entry)]),
      )
    return item
  }
  return walk(value) as value
}
