import { okResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'

/**
 * CONNECT_EMAIL: asks the server to mail a login code, and remembers the email for CONNECT_OTP.
 * The server's refusals reach the modal as they are: 'Please try again after N seconds' (429,
 * one code per 30 s) or 'Invalid email address.' (400). Always VERIFY_OTP, even when this frame
 * already has a login and a device share for that email: the code is what proves the email, and
 * CONNECT_OTP then opens the wallet from the device share (VERIFY_DEVICE and CONNECT are not used).
 */
export function connectEmail(context: FrameAppContext): FrameRequestHandler<'CONNECT_EMAIL'> {
  return async ({ email }) => {
    await context.api.request({
      method: 'POST',
      path: '/auth/v1/email/start',
      body: { email },
      schema: okResponseSchema,
    })
    context.session.setPendingEmail(email)
    return { action: 'VERIFY_OTP' }
  }
}
