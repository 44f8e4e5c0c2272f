import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

// IPv6 addresses in use on the internet are all in 2000::/3 (global unicast); `::` forms such as
// the deprecated IPv4-compatible `::127.0.0.1` are outside it, and so refused.
const globalUnicast = ipaddr.parseCIDR('2000::/3')

/**
 * Whether `address` (an IP literal, as DNS returns it) is a public unicast address, one the
 * server may fetch an image from (SECURITY.md, SSRF). Refused: private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), loopback, link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), carrier-grade NAT (100.64/10), multicast, broadcast, unspecified, reserved and
 * documentation ranges, IPv4-mapped and translated IPv6 (`::ffff:127.0.0.1`, 64:ff9b::/96),
 * 6to4 and Teredo (which embed an IPv4 address), and anything that is not an address at all.
 * The ranges are ipaddr.js's: anything it does not call `unicast` is refused.
 */
export function isPublicAddress(address: string): boolean {
  // node:net accepts the canonical forms only (no `0x7f.1`, no `2130706433`), as DNS gives them.
  if (isIP(address) === 0) return false
  const parsed = ipaddr.parse(address)
  if (parsed.range() !== 'unicast') return false
  return parsed.kind() === 'ipv4' || parsed.match(globalUnicast)
}
