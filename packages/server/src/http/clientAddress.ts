import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'hono'

/** The socket peer's address, as @hono/node-server passes the Node request; undefined elsewhere. */
export function readPeerAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined
  const address = bindings?.incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : undefined
}

/**
 * The client's address: the socket's peer, or with `trustProxy` the last `X-Forwarded-For`
 * entry (the one the trusted proxy added; earlier entries are the client's to write).
 * `unknown` when there is neither (a runtime without sockets).
 */
function readClientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return readPeerAddress(c) ?? 'unknown'
}

// `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:443` → `192.0.2.1`, `fe80::1%eth0` → `fe80::1`.
function stripAddress(address: string): string {
  const trimmed = address.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)
  if (bracketed?.[1]) return bracketed[1].replace(/%.*$/, '')
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(trimmed)) return trimmed.replace(/:\d+$/, '')
  return trimmed.replace(/%.*$/, '')
}

// The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes two groups).
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1]
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined]
  const left = head === '' ? [] : head.split(':')
  const right = rest === undefined || rest === '' ? [] : rest.split(':')
  const missing = rest === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  )
}

/**
 * The bucket a client address is counted under by every per-source limit: an IPv4 address as
 * is, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address, and any other IPv6
 * address as its /64 (`2001:db8:1:2::/64`), because one subscriber usually holds a whole /64 and
 * could otherwise use a new address for every request. Anything else (`unknown`, garbage from a
 * proxy header) is its own bucket, lower-cased and cut to 64 characters.
 */
export function toSourceKey(address: string): string {
  const plain = stripAddress(address)
  if (isIPv4(plain)) return plain
  if (isIPv6(plain)) {
    const groups = ipv6Groups(plain)
    if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
      const [high = 0, low = 0] = groups.slice(6)
      return [high >> 8, high & 255, low >> 8, low & 255].join('.')
    }
    return `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  }
  return plain.toLowerCase().slice(0, 64)
}

/** The per-source rate-limit bucket of a request: `toSourceKey` of `readClientAddress`. */
export function readSourceKey(c: Context, trustProxy: boolean): string {
  return toSourceKey(readClientAddress(c, trustProxy))
}

/** Whether an address is loopback: 127.0.0.0/8, `::1`, or `::ffff:127.x.y.z`. */
export function isLoopbackAddress(address: string): boolean {
  const plain = stripAddress(address)
  if (isIPv6(plain) && ipv6Groups(plain).every((group, index) => group === (index === 7 ? 1 : 0)))
    return true
  const key = toSourceKey(plain)
  return isIPv4(key) && key.startsWith('127.')
}

/** Whether a HOST setting binds to loopback only: a loopback address, or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host)
}
