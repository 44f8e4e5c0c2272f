import type { FrameSocialProvider } from '@latch/core'
import { ApiResponseError } from '../apiClient.js'
import { socialFinishResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { startSocialSession } from '../startSocialSession.js'

/** The query parameter of the return URL that names the result (the server's). */
const resultParameter = 'latch_social_result'

/** The provider redirects the popup only after the result is stored; a few retries cover a race. */
const pendingRetries = 5
const pendingRetryDelayMs = 400

/**
 * CONNECT_SOCIAL: finishes the social login this frame started. The URL the provider sent the
 * visitor back to must name this frame's login (its result id); the server hands over the
 * session only for the secret the frame kept, once. Then the wallet is set up as after an email
 * code (`ensureWallet`): `CONNECT` when it is ready, `VERIFY_DEVICE` when the device step comes
 * first. A sign-in turned down at the provider, or one the provider did not confirm, is the
 * server's `social_denied` or `social_failed`, and the visitor may start again.
 */
export function connectSocial(context: FrameAppContext): FrameRequestHandler<'CONNECT_SOCIAL'> {
  return async ({ uri }) => {
    const pending = context.session.getPendingSocial()
    const now = (context.now ?? Date.now)()
    if (!pending || pending.expiresAt <= now) {
      context.session.setPendingSocial(undefined)
      throw appReplyError('noPendingSocial')
    }
    if (new URL(uri).searchParams.get(resultParameter) !== pending.resultId)
      throw appReplyError('otherSocialResult')
    const finish = () =>
      context.api.request({
        method: 'POST',
        path: '/auth/v1/social/finish',
        body: { resultId: pending.resultId, secret: pending.secret },
        schema: socialFinishResponseSchema,
      })
    let finished: Awaited<ReturnType<typeof finish>> | undefined
    for (let attempt = 0; finished === undefined; attempt++) {
      try {
        finished = await finish()
      } catch (error) {
        const waiting = error instanceof ApiResponseError && error.code === 'social_pending'
        if (!waiting || attempt >= pendingRetries) {
          if (!waiting) context.session.setPendingSocial(undefined)
          throw error
        }
        await new Promise((resolve) => setTimeout(resolve, pendingRetryDelayMs))
      }
    }
    context.session.setPendingSocial(undefined)
    const { action } = await startSocialSession(context, finished)
    const { authProvider, username } = finished.user
    return {
      action,
      authProvider: authProvider as FrameSocialProvider,
      ...(username ? { userName: username } : {}),
    }
  }
}
