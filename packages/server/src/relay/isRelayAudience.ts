const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)

const isWildcardHost = (hostname: string) => hostname === '0.0.0.0' || hostname === '[::]'

const parse = (url: string): URL | undefined => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? parsed : undefined
  } catch {
    return undefined
  }
}

const trimPath = (pathname: string) => pathname.replace(/\/+$/, '')

/**
 * Whether a WalletConnect JWT's `aud` (the relay URL the client was given) names the relay at
 * `relayUrl`: the same scheme, port and path (query and a trailing slash aside) and the same
 * host, where every loopback name (localhost, 127.x, [::1]) is one host, and a relay URL on a
 * wildcard address (0.0.0.0, [::]), which does not know its own name, matches any host.
 */
export function isRelayAudience(audience: string, relayUrl: string): boolean {
  const aud = parse(audience)
  const relay = parse(relayUrl)
  if (!aud || !relay) return false
  if (
    aud.protocol !== relay.protocol ||
    aud.port !== relay.port ||
    trimPath(aud.pathname) !== trimPath(relay.pathname)
  )
    return false
  return (
    aud.hostname === relay.hostname ||
    isWildcardHost(relay.hostname) ||
    (isLoopbackHost(aud.hostname) && isLoopbackHost(relay.hostname))
  )
}
