import { FrameReplyError } from '@latch/frame/handler'
import type { FrameAppContext } from '../frameAppContext.js'
import { frameAppMessages } from '../frameAppMessages.js'
import type { FrameWallet } from '../frameWallet.js'

/**
 * The user confirmed saving the recovery code of the wallet just created: the RECOVERY share is
 * wiped from memory (the session's `setWallet` zero-fills the replaced wallet's share) and the
 * wallet counts as connected. The wallet must still be the session's: after a sign-out meanwhile
 * the step fails with 'You are not signed in.'.
 *
 * @example
 * confirmRecoveryCodeSaved(context, wallet)
 */
export function confirmRecoveryCodeSaved(
  context: FrameAppContext,
  wallet: Extract<FrameWallet, { status: 'ready' }>,
): void {
  if (context.session.getWallet() !== wallet)
    throw new FrameReplyError(frameAppMessages.notSignedIn)
  context.session.setWallet({
    status: 'ready',
    userId: wallet.userId,
    accounts: wallet.accounts,
    recoveryShare: undefined,
  })
}
