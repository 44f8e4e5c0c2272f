import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import { redeemAppleCode, redirectAppleAuthorization } from './appleFrontDoor'
import { avatarSvg } from './avatar'
import { createDevOidcProvider } from './createDevOidcProvider'
import type { DevSocialProvider } from './devSocialProvider'
import { answerDiscordApi } from './discordApi'
import { answerFacebookApi } from './facebookApi'
import { findBearerAccess } from './findBearerAccess'
import { answerGithubApi } from './githubApi'
import { handleInteraction, type InteractionStep } from './handleInteraction'
import { type JsonReply, sendJson } from './jsonReply'
import type { ProviderApiRequest } from './providerApiRequest'
import { findTestIdentity } from './testIdentities'
import { answerXApi } from './xApi'

export type StartIdentityProviderOptions = {
  /** The port to listen on; 0 picks a free one. */
  port: number
  /** The interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string | undefined
  /**
   * The Latch server's redirect URI for each provider, registered exactly, as the only
   * redirect_uri of that provider's client.
   */
  callbackUrl: (provider: DevSocialProvider) => string
  /** Receives sign-ins, refusals and errors. Defaults to discarding them. */
  log?: ((message: string) => void) | undefined
}

export type IdentityProvider = {
  /** The IdP's URL and OpenID issuer, e.g. `http://127.0.0.1:8790` (no trailing slash). */
  url: string
  /** Stops the HTTP server. */
  close(): Promise<void>
}

/** The imitated REST APIs of the providers that are not OpenID Connect, by their URL prefix. */
const providerApis = {
  github: answerGithubApi,
  discord: answerDiscordApi,
  x: answerXApi,
  facebook: answerFacebookApi,
} satisfies Partial<Record<DevSocialProvider, (request: ProviderApiRequest) => JsonReply>>

/**
 * Starts the dev identity provider: a real OAuth 2.0 / OpenID Connect server (panva's
 * oidc-provider) on loopback that stands in for google, x, discord, github, apple and facebook in
 * development and tests. The protocol is real; each provider's user-info answers imitate that
 * provider's shape. Every authorization shows a page to pick a test identity, then a consent page.
 *
 * @example
 * ```ts
 * import { devSocialProviderSettings, startIdentityProvider } from '@latch/devnet'
 *
 * const idp = await startIdentityProvider({
 *   port: 0,
 *   callbackUrl: (provider) => `http://127.0.0.1:8787/auth/${provider}/callback`,
 * })
 * const settings = devSocialProviderSettings(idp.url)
 * // … sign in, then:
 * await idp.close()
 * ```
 */
export async function startIdentityProvider(
  options: StartIdentityProviderOptions,
): Promise<IdentityProvider> {
  const { port, host = '127.0.0.1', callbackUrl, log = () => {} } = options
  let handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (
    _request,
    response,
  ) => {
    response.writeHead(503).end()
  }
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`dev identity provider: ${request.method} ${request.url} failed: ${String(error)}`)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end('Internal error in the dev identity provider.')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`The dev identity provider cannot listen on ${host}:${port}: ${error.message}`),
      ),
    )
    server.listen(port, host, resolve)
  })

  const { port: actualPort } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`
  const appleInternalSecret = randomBytes(32).toString('base64url')
  // The issuer holds the port, so the provider is made once the server listens (port 0).
  const provider = await createDevOidcProvider({
    issuer: url,
    callbackUrl,
    appleInternalSecret,
    log,
  }).catch((error: unknown) => {
    server.close()
    throw error
  })
  const callback = provider.callback()
  handle = (request, response) =>
    route({ request, response, provider, callback, issuer: url, appleInternalSecret, log })

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive connections from fetch would otherwise hold the server open.
        server.closeIdleConnections()
      }),
  }
}

type RouteParameters = {
  request: IncomingMessage
  response: ServerResponse
  provider: Provider
  callback: (request: IncomingMessage, response: ServerResponse) => Promise<void>
  issuer: string
  appleInternalSecret: string
  log: (message: string) => void
}

async function route(parameters: RouteParameters): Promise<void> {
  const { request, response, provider, callback, issuer, log } = parameters
  const url = new URL(request.url ?? '/', issuer)
  const path = url.pathname
  const method = request.method ?? 'GET'

  const interaction = /^\/interaction\/([\w-]+)(?:\/(login|consent))?$/.exec(path)
  if (interaction?.[1]) {
    const step: InteractionStep = (interaction[2] as InteractionStep | undefined) ?? 'show'
    return handleInteraction({ provider, request, response, uid: interaction[1], step, log })
  }

  const api = /^\/(github|discord|x|facebook)(\/.*)$/.exec(path)
  if (api?.[1] && api[2]) {
    const socialProvider = api[1] as keyof typeof providerApis
    const auth = await findBearerAccess(provider, request, socialProvider)
    const reply = providerApis[socialProvider]({
      method,
      path: api[2],
      query: url.searchParams,
      auth,
      issuer,
    })
    return sendJson(response, reply)
  }

  const avatar = /^\/avatars\/(\w+)\.svg$/.exec(path)
  if (avatar) {
    const identity = findTestIdentity(avatar[1])
    if (!identity) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
    return void response.end(avatarSvg(identity))
  }

  if (path === '/apple/auth' && method === 'GET') return redirectAppleAuthorization(url, response)
  if (path === '/apple/token' && method === 'POST') {
    return redeemAppleCode({ ...parameters, issuer })
  }

  if (path === '/me' && !(await findBearerAccess(provider, request, 'google'))) {
    // oidc-provider's userinfo would take any client's token with `openid` (Apple's too); the
    // imitated Google answers only Google's client.
    return sendJson(response, {
      status: 401,
      body: { error: 'invalid_token', error_description: 'Invalid Credentials' },
      headers: { 'www-authenticate': `Bearer realm="${issuer}", error="invalid_token"` },
    })
  }

  // Every authorization starts signed out, so the identity picker shows each time and a second
  // sign-in (another identity, another provider) never meets the previous session.
  if (path === '/auth') startSignedOut(request, response, provider.cookieName('session'))
  return callback(request, response)
}

/**
 * Hides the session cookie from this request and expires it in the browser. Expiring matters:
 * oidc-provider only writes a new session cookie once the identity is picked, and until then the
 * browser would bring back the old session (whose account would then clash with the new one).
 */
function startSignedOut(
  request: IncomingMessage,
  response: ServerResponse,
  sessionCookie: string,
): void {
  const names = [sessionCookie, `${sessionCookie}.sig`]
  const cookies = (request.headers.cookie ?? '').split(';').filter((cookie) => {
    return !names.includes(cookie.split('=')[0]?.trim() ?? '')
  })
  request.headers.cookie = cookies.join(';')
  response.setHeader(
    'set-cookie',
    names.map(
      (name) => `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly; samesite=lax`,
    ),
  )
}
