import { newEmailResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { isSameLogin } from '../frameSession.js'
import { withSession } from './withSession.js'

/**
 * UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; the change is done. The server
 * ended every session of the user (other devices, other tabs' logins, any stolen token) and gave
 * this login a new token, which is kept.
 */
export function updateEmailSecondaryOtp(
  context: FrameAppContext,
): FrameRequestHandler<'UPDATE_EMAIL_SECONDARY_OTP'> {
  return ({ otp }) =>
    withSession(context, async (session) => {
      const { newEmail, token, refreshAfterSeconds } = await context.api.request({
        method: 'POST',
        path: '/auth/v1/email/update/verify-secondary',
        session,
        body: { otp },
        schema: newEmailResponseSchema,
      })
      const current = context.session.getSession()
      if (current && isSameLogin(current, session))
        context.session.setSession({
          ...current,
          email: newEmail,
          token,
          refreshAt: (context.now ?? Date.now)() + refreshAfterSeconds * 1000,
        })
      return { newEmail }
    })
}
