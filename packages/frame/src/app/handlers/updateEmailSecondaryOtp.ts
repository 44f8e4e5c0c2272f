import { newEmailResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { withSession } from './withSession.js'

/** UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; the change is done. */
export function updateEmailSecondaryOtp(
  context: FrameAppContext,
): FrameRequestHandler<'UPDATE_EMAIL_SECONDARY_OTP'> {
  return ({ otp }) =>
    withSession(context, async ({ token }) => {
      const { newEmail } = await context.api.request({
        method: 'POST',
        path: '/auth/v1/email/update/verify-secondary',
        token,
        body: { otp },
        schema: newEmailResponseSchema,
      })
      const current = context.session.getSession()
      if (current?.token === token) context.session.setSession({ ...current, email: newEmail })
      return { newEmail }
    })
}
