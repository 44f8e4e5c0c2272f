import type { ServerResponse } from 'node:http'

/** The CSP of the interaction pages: inline styles and the IdP's own images, nothing else. */
export const pageContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'"

/** Writes an HTML page that must not be cached (each one belongs to a single authorization). */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  contentSecurityPolicy = pageContentSecurityPolicy,
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
  })
  response.end(html)
}
