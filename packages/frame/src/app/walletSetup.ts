import { base64 } from '@scure/base'
import { shareLength } from '../keys/assertShare.js'
import { createDeviceShareStore } from '../keys/createDeviceShareStore.js'
import { createWalletSecret } from '../keys/createWalletSecret.js'
import type { WalletAccounts } from '../keys/deriveAccounts.js'
import { deriveAccounts } from '../keys/deriveAccounts.js'
import { createShareRecipient, SealedShareError } from '../keys/openSealedShare.js'
import { recoverAccounts } from '../keys/recoverAccounts.js'
import { splitSecret } from '../keys/splitSecret.js'
import { wipe } from '../keys/wipe.js'
import { ApiResponseError, ApiServerError } from './apiClient.js'
import {
  authShareResponseSchema,
  keyShareUploadResponseSchema,
  noContentSchema,
} from './authResponseSchemas.js'
import type { FrameAppContext } from './frameAppContext.js'
import { appReplyError } from './frameAppMessages.js'
import { isSameLogin, type StoredSession } from './frameSession.js'
import type { FrameWallet } from './frameWallet.js'

const authSharePath = '/auth/v1/key-shares/auth'

/** Parameters of {@link setUpWallet}. */
type SetUpWalletParameters = {
  api: FrameAppContext['api']
  /** The login whose wallet this is (its token authenticates the key-share calls). */
  session: StoredSession
  /** The frame origin's IndexedDB. Defaults to `globalThis.indexedDB`. */
  indexedDB?: IDBFactory | undefined
  /**
   * Whether to create the wallet when the user has no confirmed one; otherwise that is 'This
   * device is not verified yet.' and nothing is written. Defaults to `true`.
   */
  create?: boolean | undefined
}

/**
 * The frame origin's IndexedDB (`context.indexedDB`, else the global one), or 'The wallet is not
 * available in this browser.' when there is none (blocked storage).
 *
 * @example
 * const deviceShares = createDeviceShareStore({ indexedDB: requireIndexedDb(context.indexedDB), userId })
 */
export function requireIndexedDb(indexedDB: IDBFactory | undefined): IDBFactory {
  const factory = indexedDB ?? globalThis.indexedDB
  if (!factory)
    throw appReplyError('walletUnavailable', {
      details: 'IndexedDB is not available on the frame origin',
    })
  return factory
}

/**
 * The AUTH share and its addresses, or `undefined` when the user has none yet (404 `no_share`).
 * The share travels sealed (SECURITY.md section 5, T39): every call makes a one-time P-256 key
 * pair whose private key cannot be exported, sends its public key as `?recipientKey=`, opens the
 * server's HPKE reply with it and drops it. A share sealed for anyone else than the login's user
 * is refused. A stored share the server cannot decrypt (500 `share_unreadable`),
 * a reply that does not open, or one that is not a share of a wallet secret is 'The wallet could
 * not be opened.'.
 *
 * @example
 * const stored = await fetchAuthShare(context.api, session)
 * if (stored) { use(stored.share); wipe(stored.share) }
 */
export async function fetchAuthShare(api: FrameAppContext['api'], session: StoredSession) {
  const recipient = await createShareRecipient()
  let reply: Awaited<ReturnType<typeof requestAuthShare>>
  try {
    reply = await requestAuthShare(api, session, recipient.publicKey)
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404 && error.code === 'no_share')
      return undefined
    if (error instanceof ApiServerError && error.code === 'share_unreadable')
      throw appReplyError('walletUnreadable', { cause: error })
    throw error
  }
  if (reply.userId !== session.userId)
    throw appReplyError('walletUnreadable', {
      details: 'the AUTH share was sealed for another user',
    })
  let share: Uint8Array
  try {
    share = await recipient.open(reply, reply.userId)
  } catch (error) {
    if (!(error instanceof SealedShareError)) throw error
    throw appReplyError('walletUnreadable', { cause: error })
  }
  if (share.length !== shareLength || share[shareLength - 1] === 0) {
    wipe(share)
    throw appReplyError('walletUnreadable', {
      details: 'the AUTH share is not a share of a wallet secret',
    })
  }
  return { share, addresses: reply.addresses }
}

const requestAuthShare = (
  api: FrameAppContext['api'],
  session: StoredSession,
  recipientKey: string,
) =>
  api.request({
    method: 'GET',
    path: authSharePath,
    session,
    query: { recipientKey },
    schema: authShareResponseSchema,
  })

/**
 * Sets up the embedded wallet of a login that just succeeded (SECURITY.md section 5), in the frame
 * only. Shares, secrets and tokens are never logged, posted or put in an error.
 *
 * - A confirmed AUTH share on the server: the device share is loaded and recombined with it; the
 *   recovered EVM address must be the one the server stored. The secret is wiped at once (signing
 *   rebuilds it later).
 * - No device share, or one of another split: a NEW DEVICE (or storage the browser cleared,
 *   SECURITY.md T41). Nothing is created or replaced: the wallet `needsDeviceVerification`, and
 *   the device step (CONNECT_DEVICE, `verifyRecoveryCode`) restores it from the recovery code.
 * - No confirmed AUTH share (404: the first login anywhere, or a creation that never finished):
 *   the wallet is created, all-or-nothing, see {@link createWallet}.
 *
 * @example
 * const wallet = await setUpWallet({ api, session: stored, indexedDB: window.indexedDB })
 */
async function setUpWallet(parameters: SetUpWalletParameters): Promise<FrameWallet> {
  const { api, session } = parameters
  const indexedDB = requireIndexedDb(parameters.indexedDB)
  const deviceShares = createDeviceShareStore({ indexedDB, userId: session.userId })

  const existing = await fetchAuthShare(api, session)
  if (existing) return openWallet(session.userId, existing, deviceShares)
  if (parameters.create === false) throw appReplyError('deviceNotVerified')
  return createWallet(api, session, deviceShares)
}

// A request whose answer was lost (no answer, a 5xx) is tried again: the key-share upload and its
// confirmation are idempotent on the server.
const attempts = 3
const retryDelayMs = 200

async function withRetries<result>(operation: () => Promise<result>): Promise<result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation()
    } catch (error) {
      if (error instanceof ApiResponseError || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt))
    }
  }
}

/**
 * Creates a wallet so that, from the visitor's side, it either exists whole or not at all (issue
 * "wallet creation is not atomic"): a new secret is split 2-of-3 and wiped; the DEVICE share is
 * saved to IndexedDB first (if that fails, nothing reached the server); the AUTH share goes to the
 * server as PENDING, retried with the same bytes when a reply is lost. The RECOVERY share stays in
 * memory for the device step, which shows it and, once the user confirmed saving it, confirms the
 * wallet on the server (`confirmRecoveryCodeSaved`). Until then the server releases the share to
 * no one, so the wallet cannot be used; whatever happens before (a failed write, a lost reply, a
 * closed tab, a reload), the next setup with the same email simply creates the wallet again,
 * replacing the pending share. If the server answers 409 (another device created and confirmed
 * the wallet meanwhile), that wallet is opened instead.
 */
async function createWallet(
  api: FrameAppContext['api'],
  session: StoredSession,
  deviceShares: ReturnType<typeof createDeviceShareStore>,
): Promise<FrameWallet> {
  const entropy = createWalletSecret()
  let shares: Awaited<ReturnType<typeof splitSecret>>
  let accounts: ReturnType<typeof deriveAccounts>
  try {
    accounts = deriveAccounts(entropy)
    shares = await splitSecret(entropy)
  } finally {
    wipe(entropy)
  }
  const { device, auth, recovery } = shares
  try {
    await deviceShares.save(device)
    const addresses = { eip155: accounts.eip155.address, solana: accounts.solana.address }
    let uploaded: { replaced: boolean }
    try {
      uploaded = await withRetries(() =>
        api.request({
          method: 'PUT',
          path: authSharePath,
          session,
          body: { share: base64.encode(auth), addresses },
          schema: keyShareUploadResponseSchema,
        }),
      )
    } catch (error) {
      if (!(error instanceof ApiResponseError && error.status === 409)) throw error
      // Another device of this user created and confirmed the wallet first: open that one.
      wipe(recovery)
      const created = await fetchAuthShare(api, session)
      if (!created) throw error
      return openWallet(session.userId, created, deviceShares)
    }
    return {
      status: 'unconfirmed',
      userId: session.userId,
      accounts,
      recoveryShare: recovery,
      replacedEarlier: uploaded.replaced,
    }
  } catch (error) {
    wipe(recovery)
    throw error
  } finally {
    wipe(device, auth)
  }
}

/**
 * Confirms a wallet just created here once its recovery code was shown and the user confirmed
 * saving it: `POST /auth/v1/key-shares/auth/confirm` with its addresses (retried when the reply is
 * lost; a second confirmation is a no-op). Returns 'replaced' when the server holds another wallet
 * now (a newer attempt, on this or another device, replaced the pending share): this one is void.
 *
 * @example
 * if ((await confirmWallet(context.api, session, wallet.accounts)) === 'replaced') startOver()
 */
export async function confirmWallet(
  api: FrameAppContext['api'],
  session: StoredSession,
  accounts: WalletAccounts,
): Promise<'confirmed' | 'replaced'> {
  try {
    await withRetries(() =>
      api.request({
        method: 'POST',
        path: `${authSharePath}/confirm`,
        session,
        body: { addresses: { eip155: accounts.eip155.address, solana: accounts.solana.address } },
        schema: noContentSchema,
      }),
    )
    return 'confirmed'
  } catch (error) {
    const gone =
      error instanceof ApiResponseError &&
      ((error.status === 409 && error.code === 'share_replaced') ||
        (error.status === 404 && error.code === 'no_share'))
    if (gone) return 'replaced'
    throw error
  }
}

async function openWallet(
  userId: string,
  stored: { share: Uint8Array; addresses: { eip155: string; solana: string } },
  deviceShares: ReturnType<typeof createDeviceShareStore>,
): Promise<FrameWallet> {
  const { share: auth, addresses } = stored
  const device = await deviceShares.load()
  try {
    if (!device) return { status: 'needsDeviceVerification', userId, addresses }
    try {
      const { entropy, accounts } = await recoverAccounts(device, auth, addresses.eip155)
      wipe(entropy)
      return { status: 'ready', userId, accounts }
    } catch {
      // KeyMismatchError or InvalidShareError: a device share of another split (or another
      // wallet). It is left in place; this device must be verified like a new one.
      return { status: 'needsDeviceVerification', userId, addresses }
    }
  } finally {
    wipe(device, auth)
  }
}

// One setup at a time per frame session and login (its token may be replaced meanwhile), shared
// by the handlers. A setup that may create serves every caller; one that only opens does not
// serve a caller that may create.
const running = new WeakMap<
  FrameAppContext['session'],
  { login: StoredSession; create: boolean; promise: Promise<FrameWallet> }
>()

/** Options of {@link ensureWallet}. */
export type EnsureWalletOptions = {
  /**
   * Whether a missing wallet may be created. Only the visitor's own login steps create
   * (CONNECT_OTP, CONNECT_EMAIL, CONNECT_DEVICE); a read such as GET_USER or RPC_REQUEST, which
   * another tab of the site may send at any time, must not replace a wallet that a visitor is
   * creating elsewhere: without a confirmed wallet it fails with 'This device is not verified
   * yet.'. Defaults to `false`.
   */
  create?: boolean | undefined
}

/**
 * The wallet of the stored login: the one in memory, else {@link setUpWallet} (after CONNECT_OTP,
 * or after a reload of the frame, which keeps the login in storage but not the wallet). The result
 * is kept only while the same login is still stored (a SIGN_OUT meanwhile drops it).
 */
export async function ensureWallet(
  context: FrameAppContext,
  session: StoredSession,
  options: EnsureWalletOptions = {},
): Promise<FrameWallet> {
  const create = options.create ?? false
  const current = context.session.getWallet()
  if (current && current.userId === session.userId) return current
  const inFlight = running.get(context.session)
  if (inFlight && isSameLogin(inFlight.login, session) && (inFlight.create || !create))
    return inFlight.promise
  const promise = setUpWallet({
    api: context.api,
    session,
    indexedDB: context.indexedDB,
    create,
  }).then((wallet) => {
    const stored = context.session.getSession()
    if (stored && isSameLogin(stored, session) && stored.userId === wallet.userId)
      context.session.setWallet(wallet)
    else if (wallet.status === 'unconfirmed') wipe(wallet.recoveryShare)
    return wallet
  })
  running.set(context.session, { login: session, create, promise })
  try {
    return await promise
  } finally {
    if (running.get(context.session)?.promise === promise) running.delete(context.session)
  }
}
