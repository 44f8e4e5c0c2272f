import { toOriginPattern } from './toOriginPattern.js'

type Origin = { protocol: string; hostname: string; port: string }

// The exact serialisation a browser puts in `Origin`: scheme, lower-case (punycode) host, and a
// port only when it is not the default. Anything else did not come from a browser as-is.
function parseOrigin(origin: string): Origin | undefined {
  if (origin === 'null') return undefined
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.origin !== origin) return undefined
  const { hostname, port, protocol } = url
  if (hostname.endsWith('.') || hostname.split('.').some((label) => label === '')) return undefined
  return { protocol, hostname, port }
}

function matches(origin: Origin, serialised: string, entry: string): boolean {
  let pattern: string
  try {
    pattern = toOriginPattern(entry)
  } catch {
    // A malformed entry allows nothing; it never widens the list.
    return false
  }
  const wildcardAt = pattern.indexOf('://*.')
  if (wildcardAt === -1) return pattern === serialised
  const base = new URL(`${pattern.slice(0, wildcardAt)}://${pattern.slice(wildcardAt + 5)}`)
  return (
    base.protocol === origin.protocol &&
    base.port === origin.port &&
    // The dot keeps `*.example.com` from matching `evilexample.com`; the length check keeps it
    // from matching `example.com` itself.
    origin.hostname.endsWith(`.${base.hostname}`) &&
    origin.hostname.length > base.hostname.length + 1
  )
}

/**
 * Tells whether a browser `Origin` is allowed by a project's list: the exact scheme, host and
 * port, or a `https://*.example.com` entry (any subdomain, never the domain itself). The one
 * check behind CORS, `frame-ancestors` and the frame's postMessage guard (SECURITY.md T16).
 */
export function isOriginAllowed(
  origin: string | null | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return false
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return allowedOrigins.some((entry) => matches(parsed, origin, entry))
}
