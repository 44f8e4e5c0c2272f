import type * as v from 'valibot'
import type { socialFinishResponseSchema } from './authResponseSchemas.js'
import type { FrameAppContext } from './frameAppContext.js'
import { createLoginId } from './frameSession.js'
import { needsDeviceStep } from './frameWallet.js'
import { ensureWallet } from './walletSetup.js'

/**
 * Keeps the session a social or Farcaster login finished with (in the frame's storage, its
 * token never in a reply), then sets up the wallet as after an email code: `CONNECT` when it is
 * ready, `VERIFY_DEVICE` when the device step comes first.
 */
export async function startSocialSession(
  context: FrameAppContext,
  finished: v.InferOutput<typeof socialFinishResponseSchema>,
): Promise<{ action: 'CONNECT' | 'VERIFY_DEVICE' }> {
  const { token, refreshAfterSeconds, user } = finished
  const session = {
    token,
    email: user.email,
    userId: user.id,
    authProvider: user.authProvider,
    username: user.username ?? undefined,
    loginId: createLoginId(),
    refreshAt: (context.now ?? Date.now)() + refreshAfterSeconds * 1000,
  }
  context.session.setSession(session)
  context.logger.debug('signed in', { provider: user.authProvider, isNewUser: user.isNewUser })
  const wallet = await ensureWallet(context, session, { create: true })
  return { action: needsDeviceStep(wallet) ? 'VERIFY_DEVICE' : 'CONNECT' }
}
