import { FrameReplyError } from '@latch/frame/handler'
import { verifyResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { frameAppMessages } from '../frameAppMessages.js'

/**
 * CONNECT_OTP: verifies the code for the email of the last CONNECT_EMAIL and keeps the session in
 * the frame origin's storage. The token stays in the frame: the reply is empty. A wrong, expired or
 * used code is the server's 'Invalid code.', and the visitor may try again.
 */
export function connectOtp(context: FrameAppContext): FrameRequestHandler<'CONNECT_OTP'> {
  return async ({ otp }) => {
    const email = context.session.getPendingEmail()
    if (email === undefined) throw new FrameReplyError(frameAppMessages.noPendingLogin)
    const { token, user } = await context.api.request({
      method: 'POST',
      path: '/auth/v1/email/verify',
      body: { email, code: otp },
      schema: verifyResponseSchema,
    })
    context.session.setSession({ token, email: user.email, userId: user.id })
    context.session.setPendingEmail(undefined)
    context.logger.debug('signed in', { isNewUser: user.isNewUser })
    return {}
  }
}
