import { createDeviceShareStore } from '../../keys/createDeviceShareStore.js'
import type { SigningKeys } from '../../keys/deriveSigningKeys.js'
import { recoverAccounts } from '../../keys/recoverAccounts.js'
import { wipe } from '../../keys/wipe.js'
import { withSigningKeys } from '../../keys/withSigningKeys.js'
import type { FrameAppContext } from '../frameAppContext.js'
import type { StoredSession } from '../frameSession.js'
import { rpcReplyError } from '../rpc/rpcMessages.js'
import { fetchAuthShare } from '../walletSetup.js'

/** Parameters of {@link withWalletKeys}. */
export type WithWalletKeysParameters = {
  context: Pick<FrameAppContext, 'api' | 'indexedDB'>
  session: StoredSession
  /** The EVM address the wallet is known by; the rebuilt secret must derive it. */
  expectedEvmAddress: string
}

/**
 * Rebuilds the wallet secret only for the signature being made (SECURITY.md section 5): the
 * device share from this device's IndexedDB and the AUTH share from the server combine into the
 * secret, which must derive the wallet's EVM address; the signing keys go to `use` and every
 * buffer (shares, secret, keys) is zero-filled when `use` settles. Anything missing or mismatched
 * is 'The wallet could not be opened.'.
 *
 * @example
 * const signature = await withWalletKeys({ context, session, expectedEvmAddress }, ({ eip155 }) => sign(eip155.privateKey))
 */
export async function withWalletKeys<result>(
  parameters: WithWalletKeysParameters,
  use: (keys: SigningKeys) => Promise<result>,
): Promise<result> {
  const { context, session, expectedEvmAddress } = parameters
  const indexedDB = context.indexedDB ?? globalThis.indexedDB
  if (!indexedDB) throw rpcReplyError('keysUnavailable')
  const device = await createDeviceShareStore({ indexedDB, userId: session.userId }).load()
  if (!device) throw rpcReplyError('keysUnavailable', { details: 'no device share' })
  let auth: Awaited<ReturnType<typeof fetchAuthShare>>
  try {
    auth = await fetchAuthShare(context.api, session)
  } catch (error) {
    wipe(device)
    throw error
  }
  if (!auth) {
    wipe(device)
    throw rpcReplyError('keysUnavailable', { details: 'no AUTH share' })
  }
  let entropy: Uint8Array
  try {
    ;({ entropy } = await recoverAccounts(device, auth.share, expectedEvmAddress))
  } catch (error) {
    throw rpcReplyError('keysUnavailable', { cause: error as Error })
  } finally {
    wipe(device, auth.share)
  }
  try {
    return await withSigningKeys(entropy, use)
  } finally {
    wipe(entropy)
  }
}
