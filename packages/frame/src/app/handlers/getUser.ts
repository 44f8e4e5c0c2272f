import { FrameReplyError } from '@latch/frame/handler'
import type { FrameRequestHandler } from '../frameAppContext.js'
import { frameAppMessages } from '../frameAppMessages.js'

/**
 * GET_USER: NOT IMPLEMENTED YET. The user object carries the embedded wallet's address, and the
 * wallet's keys (generated in the frame, SECURITY.md section 5) are the next step of this issue.
 * Until then every GET_USER fails with 'The embedded wallet is not set up yet.', even after a
 * successful email login, so the modal never shows an account without a wallet behind it.
 */
export function getUser(): FrameRequestHandler<'GET_USER'> {
  return async () => {
    throw new FrameReplyError(frameAppMessages.walletNotSetUp)
  }
}
