/**
 * The demo's "site backend": the few lines a site's own server needs to trust a Sign In With X
 * session. The demo page sends the session token it got from `createLatchSiwx`
 * (`Authorization: Bearer <token>`) to `GET /me`; the token is checked with
 * `verifySiwxSessionToken` against the Latch server's key set (`/siwx/v1/jwks`), its issuer and
 * the project, and the answer is the verified account. Loopback only, with CORS for the demo's
 * origins; `npm start` runs it on the API port + 4.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifySiwxSessionToken } from '@latch/server'

export type StartSiteBackendParameters = {
  /** Where to listen on 127.0.0.1 (0 picks a free port). */
  port: number
  /** The Latch server's base URL; its key set is `<apiUrl>/siwx/v1/jwks`. */
  apiUrl: string
  /** The `iss` of session tokens (the server's `SIWX_ISSUER`, by default its URL). */
  issuer: string
  projectId: string
  /** The pages allowed to call it (CORS). */
  origins: readonly string[]
}

export type SiteBackend = { url: string; close(): Promise<void> }

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * Starts the site backend; resolves once it listens.
 *
 * @example
 * const backend = await startSiteBackend({ port: 8791, apiUrl, issuer: apiUrl, projectId, origins })
 * // fetch(`${backend.url}/me`, { headers: { authorization: `Bearer ${token}` } })
 */
export async function startSiteBackend(
  parameters: StartSiteBackendParameters,
): Promise<SiteBackend> {
  const { apiUrl, issuer, projectId, origins } = parameters
  const jwksUrl = new URL('siwx/v1/jwks', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).href

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin
    if (origin !== undefined && origins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('vary', 'Origin')
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET')
      response.setHeader('access-control-allow-headers', 'Authorization')
      response.setHeader('access-control-max-age', '600')
      response.writeHead(204).end()
      return
    }
    if (request.method !== 'GET' || path !== '/me')
      return send(response, 404, { error: 'not_found' })
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1]
    if (!token) return send(response, 401, { error: 'no_token' })
    try {
      const claims = await verifySiwxSessionToken(token, { jwksUrl, projectId, issuer })
      send(response, 200, {
        account: claims.caipAddress,
        address: claims.address,
        chainId: claims.chainId,
        expiresAt: new Date(claims.expiresAt * 1000).toISOString(),
      })
    } catch (error) {
      // jose's errors carry a `code` (ERR_JWT_EXPIRED, ERR_JWS_SIGNATURE_VERIFICATION_FAILED, …).
      const code = (error as { code?: unknown }).code
      send(response, 401, { error: typeof code === 'string' ? code : 'invalid_token' })
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: 'internal' }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
