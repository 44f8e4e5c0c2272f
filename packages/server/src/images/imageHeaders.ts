import { createHash } from 'node:crypto'

/** A strong ETag for `bytes`: the quoted base64url SHA-256 of the exact bytes served. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`
}

/**
 * Headers for serving a stored image (SECURITY.md T14). Images are content-addressed, so they are
 * cached forever; the CSP sandbox and nosniff keep an image opened as a page from running script.
 */
export function imageResponseHeaders({
  contentType,
  etag,
}: {
  contentType: string
  etag: string
}): Record<string, string> {
  return {
    'Content-Type': contentType,
    ETag: etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    // The modal shows logos on the app's own origin, which differs from the server's.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
}
