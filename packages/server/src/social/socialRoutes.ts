import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import type { Context, Hono } from 'hono'
import { html } from 'hono/html'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SessionSettings } from '../auth/sessions.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { AppEnv } from '../http/appEnv.js'
import type { Logger } from '../logger.js'
import { readProjectPageUrl } from '../projects/readProjectPageUrl.js'
import { answerLoginSession } from './answerLoginSession.js'
import { exchangeAuthorizationCode } from './exchangeAuthorizationCode.js'
import { appleProfile, fetchSocialProfile, type SocialProfile } from './fetchSocialProfile.js'
import {
  claimSocialAttempt,
  createSocialAttempt,
  finishSocialAttempt,
  settleSocialAttempt,
} from './socialAttempts.js'
import {
  resolveSocialProtocol,
  type SocialProviderId,
  type SocialProviderSettings,
  socialProviderIds,
  socialProviderProtocols,
} from './socialProviders.js'
import { upsertSocialUser } from './upsertSocialUser.js'
import { verifyIdToken } from './verifyIdToken.js'

/** The query parameter the return URL carries: the id of the result, not the result. */
const socialResultParameter = 'latch_social_result'

/** What `registerSocialRoutes` needs from the login routes. */
export type SocialRoutesParameters = {
  db: Kysely<Database>
  config: SessionSettings & {
    publicUrl: string | undefined
    socialProviders: Partial<Record<SocialProviderId, SocialProviderSettings>>
  }
  logger: Logger
  now: () => Date
  readBody: <schema extends z.ZodType>(
    c: Context<AppEnv>,
    schema: schema,
  ) => Promise<z.output<schema>>
}

const single = (message: string) => ({ error: message })
const startSchema = z.strictObject({
  provider: z.enum(socialProviderIds, single(`must be one of ${socialProviderIds.join(', ')}`)),
  returnUrl: z.string(single('must be a string')).max(2048, single('is too long')),
})
const token = z
  .string(single('must be a string'))
  .regex(/^[A-Za-z0-9_-]{43}$/, single('is malformed'))
const finishSchema = z.strictObject({ resultId: token, secret: token })

const notConfigured = (provider: SocialProviderId) =>
  new ApiError(
    400,
    'social_not_configured',
    `Sign-in with ${socialProviderProtocols[provider].label} is not set up on this server.`,
  )

// The callback's own page, for what cannot go back to the site: a state Latch never issued, or
// one used already. The popup stays on it; the modal notices when the visitor closes it.
function callbackProblem(c: Context<AppEnv>, status: 400 | 500, title: string, detail: string) {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}</style>
</head><body><main><h1>${title}</h1><p>${detail}</p><p>You can close this window and try again.</p></main></body></html>`,
    status,
  )
}

/**
 * The social login (issue 14; SECURITY.md T21 to T23). The secure frame drives it; the host page
 * only opens the provider's page and sees the return URL, which names the result without opening
 * it. No code, token or session ever reaches the host page.
 *
 * - `POST /auth/v1/social/start?projectId=` `{ provider, returnUrl }` (the frame) → `{ uri,
 *   resultId, secret, expiresAt }`: `uri` is the provider's authorization URL (state, PKCE S256,
 *   OIDC nonce), `returnUrl` must be on one of the project's origins (no open redirect), and
 *   `secret` goes to the frame only.
 * - `GET|POST /auth/social/:provider/callback` (the provider, in the popup; Apple posts a form):
 *   claims the state once, redeems the code, checks the id token, reads the profile, signs the
 *   account in (`upsertSocialUser`), and sends the popup to `returnUrl?latch_social_result=<id>`,
 *   also when the visitor said no there. A state Latch never issued, or one used already, is
 *   answered here with a page that says so.
 * - `POST /auth/v1/social/finish?projectId=` `{ resultId, secret }` (the frame) → the session,
 *   as the email login answers it, with `authProvider` and `username`; once.
 */
export function registerSocialRoutes(app: Hono<AppEnv>, parameters: SocialRoutesParameters): void {
  const { db, config, logger, now, readBody } = parameters
  const callbackUrl = (c: Context<AppEnv>, provider: SocialProviderId) =>
    `${(config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')}/auth/social/${provider}/callback`

  app.post('/auth/v1/social/start', async (c) => {
    const projectId = c.get('projectId') ?? ''
    const { provider, returnUrl } = await readBody(c, startSchema)
    const settings = config.socialProviders[provider]
    if (!settings) throw notConfigured(provider)
    const target = await readProjectPageUrl(db, projectId, returnUrl, 'return URL')
    const protocol = resolveSocialProtocol(provider, settings)
    const state = generateState()
    const codeVerifier = protocol.pkce ? generateCodeVerifier() : null
    const nonce = protocol.idToken ? generateState() : null
    const client = new OAuth2Client(settings.clientId, null, callbackUrl(c, provider))
    const uri =
      codeVerifier === null
        ? client.createAuthorizationURL(protocol.authorization, state, [...protocol.scopes])
        : client.createAuthorizationURLWithPKCE(
            protocol.authorization,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            [...protocol.scopes],
          )
    if (nonce !== null) uri.searchParams.set('nonce', nonce)
    if (protocol.responseMode) uri.searchParams.set('response_mode', protocol.responseMode)
    const created = await createSocialAttempt(db, {
      projectId,
      provider,
      state,
      codeVerifier,
      nonce,
      returnUrl: target.href,
      now: now(),
    })
    return c.json({
      uri: uri.href,
      resultId: created.resultId,
      secret: created.secret,
      expiresAt: created.expiresAt.toISOString(),
    })
  })

  const callback = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store')
    const provider = c.req.param('provider') as SocialProviderId
    if (!socialProviderIds.includes(provider))
      return callbackProblem(c, 400, 'Unknown sign-in', 'This sign-in provider is not known here.')
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries(c.req.query())) fields[key] = value
    if (c.req.method === 'POST') {
      const form = await c.req.parseBody().catch(() => ({}))
      for (const [key, value] of Object.entries(form))
        if (typeof value === 'string' && value.length <= 16_384) fields[key] = value
    }
    const state = fields.state
    if (!state || state.length > 512)
      return callbackProblem(c, 400, 'Sign-in not valid', 'This sign-in link has no valid state.')
    const claimed = await claimSocialAttempt(db, { state, provider, now: now() })
    if (claimed.status === 'used')
      return callbackProblem(
        c,
        400,
        'Sign-in already used',
        'This sign-in link was used already. Each one works once.',
      )
    if (claimed.status === 'unknown')
      return callbackProblem(
        c,
        400,
        'Sign-in not valid',
        'This sign-in link is not valid or has expired.',
      )
    const { attempt, stateHash } = claimed
    const back = new URL(attempt.returnUrl)
    back.searchParams.set(socialResultParameter, attempt.resultId)
    back.searchParams.set('latch_social_provider', provider)
    const settings = config.socialProviders[provider]
    const fail = async (errorCode: 'social_denied' | 'social_failed', reason: string) => {
      logger.warn('social login failed', { projectId: attempt.projectId, provider, reason })
      await settleSocialAttempt(db, stateHash, { errorCode })
      return c.redirect(back.href, 303)
    }
    if (fields.error !== undefined)
      return fail(
        fields.error === 'access_denied' ? 'social_denied' : 'social_failed',
        fields.error,
      )
    if (!settings) return fail('social_failed', 'not configured')
    const protocol = resolveSocialProtocol(provider, settings)
    // RFC 9207: an authorization server that names itself must be the one this login went to.
    if (protocol.idToken && fields.iss !== undefined && fields.iss !== protocol.idToken.issuer)
      return fail('social_failed', 'issuer mismatch')
    if (!fields.code || fields.code.length > 2048) return fail('social_failed', 'no code')
    let profile: SocialProfile
    try {
      const tokens = await exchangeAuthorizationCode({
        provider,
        protocol,
        settings,
        redirectUri: callbackUrl(c, provider),
        code: fields.code,
        codeVerifier: attempt.codeVerifier,
      })
      const claims =
        protocol.idToken && attempt.nonce !== null
          ? await verifyIdToken(tokens.idToken(), {
              ...protocol.idToken,
              audience: settings.clientId,
              nonce: attempt.nonce,
            })
          : undefined
      if (provider === 'apple') {
        if (!claims) return fail('social_failed', 'no id token')
        profile = appleProfile(claims, fields.user)
      } else {
        profile = await fetchSocialProfile(provider, tokens.accessToken(), protocol.userInfo)
        if (claims && claims.sub !== profile.subject)
          return fail('social_failed', 'userinfo is for another subject')
      }
    } catch (error) {
      // Only the kind of failure: provider errors can quote what was sent.
      return fail('social_failed', error instanceof Error ? error.name : 'error')
    }
    const user = await upsertSocialUser(db, {
      projectId: attempt.projectId,
      provider,
      profile,
      now: now(),
    })
    await settleSocialAttempt(db, stateHash, { ...user, username: profile.username })
    logger.info('social login', {
      projectId: attempt.projectId,
      provider,
      userId: user.userId,
      isNewUser: user.isNewUser,
    })
    return c.redirect(back.href, 303)
  }
  app.get('/auth/social/:provider/callback', callback)
  app.post('/auth/social/:provider/callback', callback)

  app.post('/auth/v1/social/finish', async (c) => {
    const projectId = c.get('projectId') ?? ''
    const { resultId, secret } = await readBody(c, finishSchema)
    const at = now()
    const finished = await finishSocialAttempt(db, { projectId, resultId, secret, now: at })
    if (finished.status === 'pending')
      throw new ApiError(409, 'social_pending', 'The sign-in is not finished yet.')
    if (finished.status === 'unknown')
      throw new ApiError(401, 'social_unknown', 'This sign-in has expired or was used already.')
    const label =
      socialProviderProtocols[finished.provider as SocialProviderId]?.label ?? finished.provider
    if (finished.status === 'failed')
      throw finished.errorCode === 'social_denied'
        ? new ApiError(401, 'social_denied', `The sign-in was cancelled at ${label}.`)
        : new ApiError(401, 'social_failed', `${label} did not confirm the sign-in.`)
    return answerLoginSession(c, db, {
      userId: finished.userId,
      projectId,
      isNewUser: finished.isNewUser,
      authProvider: finished.provider,
      username: finished.username,
      now: at,
      settings: config,
    })
  })
}
