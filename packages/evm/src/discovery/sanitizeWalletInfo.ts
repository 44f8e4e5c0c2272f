/** Largest icon data URI accepted, in characters (SECURITY.md T12). */
export const maximumIconLength = 128 * 1024

const iconPattern = /^data:image\/(png|jpeg|webp|svg\+xml)[;,]/
const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Accepts an icon only as a raster or SVG `data:` URI of bounded size. It is only ever used as
 * an `<img src>`, where an SVG cannot run script; anything else (a `javascript:` URL, HTML,
 * a remote URL that would leak the visit) is dropped.
 */
export function sanitizeWalletIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.length > maximumIconLength) return undefined
  return iconPattern.test(icon) ? icon : undefined
}

/** Accepts a reverse-DNS identifier such as `io.metamask`, lower-cased. */
export function sanitizeRdns(rdns: unknown): string | undefined {
  if (typeof rdns !== 'string' || rdns.length > 255 || !rdnsPattern.test(rdns)) return undefined
  return rdns.toLowerCase()
}

/** Accepts a UUIDv4-shaped id as EIP-6963 requires. */
export function sanitizeUuid(uuid: unknown): string | undefined {
  return typeof uuid === 'string' && uuidPattern.test(uuid) ? uuid.toLowerCase() : undefined
}
