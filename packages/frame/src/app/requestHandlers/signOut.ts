import { noContentSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * SIGN_OUT: forgets the login and the in-memory wallet (and a recovery share not yet shown) at
 * once, then asks the server to end the session. The visitor is signed out of this frame whatever
 * the server says: a failure is only logged.
 *
 * The device share stays in IndexedDB on purpose: it is this device's half of the wallet, useless
 * without the AUTH share the server only releases to a signed-in session of the same user. Deleting
 * it would make the next login on this same device a "new device" that needs the recovery code.
 */
export function signOut(context: FrameAppContext): FrameRequestHandler<'SIGN_OUT'> {
  return async () => {
    const stored = context.session.getSession()
    context.session.clearSession()
    context.session.clearWallet()
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
