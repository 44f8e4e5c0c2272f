import { noContentSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * SIGN_OUT: forgets the login at once, then asks the server to end the session. The visitor is
 * signed out of this frame whatever the server says: a failure is only logged.
 */
export function signOut(context: FrameAppContext): FrameRequestHandler<'SIGN_OUT'> {
  return async () => {
    const stored = context.session.getSession()
    context.session.clearSession()
    context.session.setPendingEmail(undefined)
    if (stored)
      await context.api
        .request({
          method: 'POST',
          path: '/auth/v1/sign-out',
          token: stored.token,
          schema: noContentSchema,
        })
        .catch((error: unknown) =>
          context.logger.debug('the server did not end the session', error),
        )
    return {}
  }
}
