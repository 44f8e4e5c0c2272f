import { createDeviceShareStore } from '../../keys/createDeviceShareStore.js'
import {
  InvalidRecoveryShareError,
  InvalidShareError,
  KeyMismatchError,
} from '../../keys/errors.js'
import { recoverAccounts } from '../../keys/recoverAccounts.js'
import { decodeRecoveryShare } from '../../keys/recoveryShareCodec.js'
import { wipe } from '../../keys/wipe.js'
import type { FrameAppContext } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { isSameLogin, type StoredSession } from '../frameSession.js'
import { withSession } from '../requestHandlers/withSession.js'
import { fetchAuthShare, requireIndexedDb } from '../walletSetup.js'

/** What {@link verifyRecoveryCode} found. */
export type VerifyRecoveryCodeResult =
  /** The device holds the wallet now, and the session's wallet is ready. */
  | 'verified'
  /** The text does not decode (prefix, characters, length, checksum): a typo, or not a code. */
  | 'notACode'
  /** A well-formed code that does not recombine, with the AUTH share, into the server's address. */
  | 'mismatch'
  /** The request was aborted before anything was saved; nothing was. */
  | 'aborted'

/** Parameters of {@link verifyRecoveryCode}. */
export type VerifyRecoveryCodeParameters = {
  context: FrameAppContext
  /** The login the device step runs for. */
  session: StoredSession
  /** What the visitor typed. */
  text: string
  /** CONNECT_DEVICE's signal: once aborted, nothing is saved. */
  signal: AbortSignal
}

/**
 * Verifies this device with the wallet's recovery code (the VERIFY_DEVICE path of a known wallet;
 * also the recovery after the browser cleared the frame's storage, SECURITY.md T41): the code is
 * decoded, recombined with the AUTH share the server releases to this login, and the result must
 * derive the EVM address the server stored. Then the RECOVERY share is saved as this device's
 * share (encrypted in IndexedDB, `createDeviceShareStore`) and the session's wallet is set ready;
 * later logins on this device recombine it with the AUTH share, without the code.
 *
 * Keeping the RECOVERY share as the device share is sound: whoever holds this device's share has
 * exactly what the user's own copy of the code gives, and no more (it is the same share, so the
 * device and the code together still need the AUTH share, which only a login of this user gets).
 * The other device's DEVICE share is not needed for that, and nothing on the server changes.
 *
 * Every buffer that held a share or the secret is wiped, whatever the outcome. The code, the shares
 * and the secret are never logged or put in an error. A session the server ended (401) is cleared
 * and fails with 'Your session has ended. Sign in again.'; a signed-out frame with 'You are not
 * signed in.'.
 *
 * @example
 * const result = await verifyRecoveryCode({ context, session, text: input.value, signal })
 */
export async function verifyRecoveryCode(
  parameters: VerifyRecoveryCodeParameters,
): Promise<VerifyRecoveryCodeResult> {
  const { context, session, text, signal } = parameters
  let recovery: Uint8Array
  try {
    recovery = decodeRecoveryShare(text)
  } catch (error) {
    if (error instanceof InvalidRecoveryShareError) return 'notACode'
    throw error
  }
  try {
    const stored = await withSession(context, (current) => {
      if (current.userId !== session.userId) throw appReplyError('notSignedIn')
      return fetchAuthShare(context.api, current)
    })
    // No AUTH share at all: the wallet this device was asked to verify is gone.
    if (!stored) throw appReplyError('walletUnreadable')
    let recovered: Awaited<ReturnType<typeof recoverAccounts>>
    try {
      recovered = await recoverAccounts(recovery, stored.share, stored.addresses.eip155)
    } catch (error) {
      // Another wallet's code, or one whose x-coordinate is the AUTH share's.
      if (error instanceof KeyMismatchError || error instanceof InvalidShareError) return 'mismatch'
      throw error
    } finally {
      wipe(stored.share)
    }
    wipe(recovered.entropy)
    // The last point where the visitor's abort (or a sign-out) still leaves nothing behind. Once the
    // save starts, the step completes: a device that holds its share is never half verified.
    if (signal.aborted) return 'aborted'
    if (!isSameLogin(context.session.getSession(), session)) throw appReplyError('notSignedIn')
    const deviceShares = createDeviceShareStore({
      indexedDB: requireIndexedDb(context.indexedDB),
      userId: session.userId,
    })
    await deviceShares.save(recovery)
    context.session.setWallet({
      status: 'ready',
      userId: session.userId,
      accounts: recovered.accounts,
    })
    return 'verified'
  } finally {
    wipe(recovery)
  }
}
