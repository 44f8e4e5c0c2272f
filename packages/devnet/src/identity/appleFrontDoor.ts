import type { IncomingMessage, ServerResponse } from 'node:http'
import { appleFormPostResponseMode } from './createDevOidcProvider'
import { devClients } from './devClients'
import { errorPage } from './errorPage'
import { sendJson } from './jsonReply'
import { readRequestBody } from './readRequestBody'
import { sendHtml } from './sendHtml'
import { verifyAppleClientSecret } from './verifyAppleClientSecret'

/**
 * `GET /apple/auth`: Apple's authorization request, mapped onto oidc-provider's. Apple signs the
 * user in with `name email` alone (oidc-provider needs `openid` for an id_token) and answers
 * `form_post` with its own `user` field (a response mode of ours). The browser is sent on to
 * `/auth` with those two changes.
 */
export function redirectAppleAuthorization(url: URL, response: ServerResponse): void {
  const next = new URL('/auth', url)
  next.search = url.search
  const scopes = (url.searchParams.get('scope') ?? '').split(' ').filter(Boolean)
  if (scopes.length > 0 && url.searchParams.get('response_mode') !== 'form_post') {
    // Apple refuses scopes without form_post, since the name and email are posted.
    sendHtml(
      response,
      400,
      errorPage(
        'invalid_request',
        'Apple requires response_mode=form_post when scopes are requested.',
      ),
    )
    return
  }
  if (!scopes.includes('openid')) scopes.unshift('openid')
  next.searchParams.set('scope', scopes.join(' '))
  if (url.searchParams.get('response_mode') === 'form_post') {
    next.searchParams.set('response_mode', appleFormPostResponseMode)
  }
  response.writeHead(303, { location: next.href, 'cache-control': 'no-store' })
  response.end()
}

export type RedeemAppleCodeParameters = {
  request: IncomingMessage
  response: ServerResponse
  /** The IdP's URL; its standard `/token` endpoint redeems the code. */
  issuer: string
  /** The secret oidc-provider knows the Apple client by (never leaves the IdP). */
  appleInternalSecret: string
  log: (message: string) => void
}

/**
 * `POST /apple/token`: Apple's token endpoint. The client authenticates with an ES256 JWT as its
 * `client_secret` (checked here, as Apple does); the request then goes on to the standard
 * `/token` endpoint with the client secret oidc-provider knows, and its answer comes back as is.
 */
export async function redeemAppleCode(parameters: RedeemAppleCodeParameters): Promise<void> {
  const { request, response, issuer, appleInternalSecret, log } = parameters
  const form = new URLSearchParams(await readRequestBody(request))
  const clientId = form.get('client_id')
  const clientSecret = form.get('client_secret')
  const refusal =
    clientId !== devClients.apple.clientId
      ? 'unknown client_id'
      : clientSecret === null
        ? 'client_secret is missing'
        : await verifyAppleClientSecret(clientSecret, clientId)
  if (refusal !== undefined) {
    log(`dev identity provider: apple token request refused (invalid_client): ${refusal}`)
    // Apple answers a bad client secret with 400 and this body (no description).
    return sendJson(response, { status: 400, body: { error: 'invalid_client' } })
  }
  form.set('client_secret', appleInternalSecret)
  const answer = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  })
  sendJson(response, { status: answer.status, body: await answer.json() })
}
