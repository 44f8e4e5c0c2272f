import { okResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { withSession } from './withSession.js'

/**
 * UPDATE_EMAIL_PRIMARY_OTP: the code sent to the current address; the server then mails a code to
 * the new one. The success payload is empty (core's `FrameSuccessPayloads`): the modal moves on to
 * the secondary code by itself.
 */
export function updateEmailPrimaryOtp(
  context: FrameAppContext,
): FrameRequestHandler<'UPDATE_EMAIL_PRIMARY_OTP'> {
  return ({ otp }) =>
    withSession(context, async (session) => {
      await context.api.request({
        method: 'POST',
        path: '/auth/v1/email/update/verify-primary',
        session,
        body: { otp },
        schema: okResponseSchema,
      })
      return {}
    })
}
