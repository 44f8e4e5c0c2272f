import { okResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { needsDeviceStep } from '../frameWallet.js'
import { ensureWallet } from '../walletSetup.js'
import { isConnected } from './isConnected.js'

/** The request header that carries CONNECT_EMAIL's `challenge` to the server's `verifyChallenge`. */
const loginChallengeHeader = 'X-Latch-Challenge'

/**
 * CONNECT_EMAIL: asks the server to mail a login code, and remembers the email for CONNECT_OTP.
 * The server's refusals reach the modal with their code (`ApiResponseError`): `throttled` with
 * `retryAfterSeconds` (429, one code per 30 s) or `invalid_email` (400), and their English
 * message for a site that only reads messages. VERIFY_OTP: a code was sent.
 *
 * Above `LOGIN_CHALLENGE_THRESHOLD` the server asks for the operator's challenge (403
 * `challenge_required`): that refusal replies with the code `challenge_required`, so the modal
 * can run the site's `loginChallenge` and send CONNECT_EMAIL again with its answer as
 * `challenge`, which goes to the server as the {@link loginChallengeHeader} header.
 *
 * CONNECT or VERIFY_DEVICE, with no code sent: this frame already holds a live login for that very
 * email (the server confirms it), e.g. when the site forgot its own connection but the visitor
 * never signed out, or when the frame reloaded before the recovery code of a new wallet was
 * confirmed. The email proved itself at that login; asking again would only spend the visitor's
 * 30 s. CONNECT when the wallet is ready on this device, VERIFY_DEVICE when the device step is
 * still to do (a new wallet's code to save, or this device to verify).
 */
export function connectEmail(context: FrameAppContext): FrameRequestHandler<'CONNECT_EMAIL'> {
  return async ({ email, challenge }, handlerContext) => {
    const stored = context.session.getSession()
    if (stored?.email && stored.email.toLowerCase() === email.trim().toLowerCase()) {
      const live = await isConnected(context)({}, handlerContext).catch(() => ({
        isConnected: false,
      }))
      const current = context.session.getSession()
      if (live.isConnected && current) {
        const wallet = await ensureWallet(context, current, { create: true })
        return { action: needsDeviceStep(wallet) ? 'VERIFY_DEVICE' : 'CONNECT' }
      }
    }
    await context.api.request({
      method: 'POST',
      path: '/auth/v1/email/start',
      body: { email },
      headers: challenge === undefined ? undefined : { [loginChallengeHeader]: challenge },
      schema: okResponseSchema,
    })
    context.session.setPendingEmail(email)
    return { action: 'VERIFY_OTP' }
  }
}
