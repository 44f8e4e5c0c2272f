import { verifyResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { createLoginId } from '../frameSession.js'
import { needsDeviceStep } from '../frameWallet.js'
import { ensureWallet } from '../walletSetup.js'

/**
 * CONNECT_OTP: verifies the code for the email of the last CONNECT_EMAIL, keeps the session in
 * the frame origin's storage, then sets up the embedded wallet (`setUpWallet`: created on the
 * first login anywhere, opened from the device share otherwise, or marked as needing device
 * verification on a new device). The reply is `{ action }`: 'VERIFY_DEVICE' when the app must run
 * the device step (CONNECT_DEVICE) first, because the wallet was just created here and its
 * recovery code was not shown yet, or because this device holds no share of the user's wallet;
 * 'CONNECT' when the wallet is ready. The token and the shares stay in the frame. A wrong, expired
 * or used code is the server's 'Invalid code.', and the visitor may try again. When the wallet setup fails (no answer, 'The wallet could not be
 * opened.') the error is the reply, and the login is kept: CONNECT_EMAIL with the same email tries
 * the setup again, without a new code.
 */
export function connectOtp(context: FrameAppContext): FrameRequestHandler<'CONNECT_OTP'> {
  return async ({ otp }) => {
    const email = context.session.getPendingEmail()
    if (email === undefined) throw appReplyError('noPendingLogin')
    const { token, refreshAfterSeconds, user } = await context.api.request({
      method: 'POST',
      path: '/auth/v1/email/verify',
      body: { email, code: otp },
      schema: verifyResponseSchema,
    })
    const session = {
      token,
      email: user.email,
      userId: user.id,
      loginId: createLoginId(),
      refreshAt: (context.now ?? Date.now)() + refreshAfterSeconds * 1000,
    }
    context.session.setSession(session)
    context.session.setPendingEmail(undefined)
    context.logger.debug('signed in', { isNewUser: user.isNewUser })
    const wallet = await ensureWallet(context, session, { create: true })
    context.logger.debug('wallet', { status: wallet.status })
    return { action: needsDeviceStep(wallet) ? 'VERIFY_DEVICE' : 'CONNECT' }
  }
}
