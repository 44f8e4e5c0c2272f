import type { FrameAppContext } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { isSameLogin } from '../frameSession.js'
import type { FrameWallet } from '../frameWallet.js'
import { confirmWallet } from '../walletSetup.js'

/**
 * The user confirmed saving the recovery code of the wallet just created: the server makes its
 * pending AUTH share final (`confirmWallet`), then the RECOVERY share is wiped from memory (the
 * session's `setWallet` zero-fills the replaced wallet's share) and the wallet counts as
 * connected. 'replaced': a newer attempt replaced this wallet on the server before it was
 * confirmed; it is dropped (and its share wiped), and the device step starts over. The wallet must
 * still be the session's, before and after the call: after a sign-out meanwhile the step fails
 * with 'You are not signed in.'. No answer from the server rejects, and the wallet stays as it was,
 * so Continue can be pressed again.
 *
 * @example
 * if ((await confirmRecoveryCodeSaved(context, wallet)) === 'replaced') startOver()
 */
export async function confirmRecoveryCodeSaved(
  context: FrameAppContext,
  wallet: Extract<FrameWallet, { status: 'unconfirmed' }>,
): Promise<'confirmed' | 'replaced'> {
  const session = context.session.getSession()
  const isCurrent = () =>
    context.session.getWallet() === wallet && isSameLogin(context.session.getSession(), session)
  if (!session || session.userId !== wallet.userId || !isCurrent())
    throw appReplyError('notSignedIn')
  const result = await confirmWallet(context.api, session, wallet.accounts)
  if (!isCurrent()) throw appReplyError('notSignedIn')
  if (result === 'replaced') {
    context.session.clearWallet()
    return 'replaced'
  }
  context.session.setWallet({ status: 'ready', userId: wallet.userId, accounts: wallet.accounts })
  return 'confirmed'
}
