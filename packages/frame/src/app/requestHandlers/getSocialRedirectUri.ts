import { socialStartResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'

/**
 * GET_SOCIAL_REDIRECT_URI: starts a social login at the Latch server and answers the provider's
 * authorization URL, which the modal opens in a popup (or the page, where popups are blocked).
 * The return page must be on the site's own origin (the verified parent origin; the server
 * checks the project's origins too), so the provider can only send the visitor back to the site.
 * The login's secret stays in the frame's storage for CONNECT_SOCIAL: the host page sees the
 * URL, never what turns its result into a session (SECURITY.md T21, T23). A new start replaces
 * one in flight.
 */
export function getSocialRedirectUri(
  context: FrameAppContext,
): FrameRequestHandler<'GET_SOCIAL_REDIRECT_URI'> {
  return async ({ provider, returnUrl }, { origin }) => {
    const target = returnUrl ?? `${origin}/`
    if (new URL(target).origin !== origin) throw appReplyError('returnUrlOffSite')
    const started = await context.api.request({
      method: 'POST',
      path: '/auth/v1/social/start',
      body: { provider, returnUrl: target },
      schema: socialStartResponseSchema,
    })
    context.session.setPendingSocial({
      provider,
      resultId: started.resultId,
      secret: started.secret,
      expiresAt: Date.parse(started.expiresAt),
    })
    return { uri: started.uri }
  }
}
