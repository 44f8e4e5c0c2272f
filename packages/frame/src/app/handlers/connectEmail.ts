import { okResponseSchema } from '../authResponseSchemas.js'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { needsDeviceStep } from '../frameWallet.js'
import { ensureWallet } from '../walletSetup.js'
import { isConnected } from './isConnected.js'

/**
 * CONNECT_EMAIL: asks the server to mail a login code, and remembers the email for CONNECT_OTP.
 * The server's refusals reach the modal as they are: 'Please try again after N seconds' (429,
 * one code per 30 s) or 'Invalid email address.' (400). VERIFY_OTP: a code was sent.
 *
 * CONNECT, with no code sent: this frame already holds a live login for that very email (the server
 * confirms it) and a wallet ready on this device, e.g. when the site forgot its own connection
 * but the visitor never signed out. The email proved itself at that login; asking again would
 * only spend the visitor's 30 s. (VERIFY_DEVICE comes from CONNECT_OTP, once the user is known.)
 */
export function connectEmail(context: FrameAppContext): FrameRequestHandler<'CONNECT_EMAIL'> {
  return async ({ email }, handlerContext) => {
    const stored = context.session.getSession()
    if (stored && stored.email.toLowerCase() === email.trim().toLowerCase()) {
      const live = await isConnected(context)({}, handlerContext).catch(() => ({
        isConnected: false,
      }))
      const current = context.session.getSession()
      if (live.isConnected && current) {
        const wallet = await ensureWallet(context, current)
        if (!needsDeviceStep(wallet)) return { action: 'CONNECT' }
      }
    }
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
