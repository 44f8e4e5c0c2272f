import type { FrameSuccessPayloads, FrameUser } from '@latch/core'
import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { appReplyError } from '../frameAppMessages.js'
import { ensureWallet } from '../walletSetup.js'

/**
 * Whether a chain id is on the solana namespace: `solana:<genesis>` or a bare genesis hash (base58,
 * not a number). Numbers, decimal strings and `eip155:<n>` are EVM chains. The auth connector
 * serves only these two namespaces.
 */
function isSolanaChainId(chainId: string | number): boolean {
  if (typeof chainId === 'number') return false
  if (chainId.startsWith('solana:')) return true
  return !chainId.includes(':') && !/^\d+$/.test(chainId)
}

/**
 * GET_USER: the signed-in user (spec section 3, "Embedded-wallet user") and the embedded wallet's
 * account: the EIP-55 address, or the solana one when the request's `chainId` (else the stored
 * network) is a solana one. The reply's `chainId` is the stored network, or the requested one when
 * the stored one is on the other namespace (or none is stored). An email login's wallet is one EOA
 * per namespace: `accounts` lists it as `eoa`, `accountType` and `preferredAccountType` are `eoa`
 * (a requested smart account is not served: there is none), `smartAccountDeployed` is false, and
 * `userName`/`username` (social logins) are absent.
 *
 * Not signed in → 'You are not signed in.'; the device step still to do (a device without the
 * wallet's share, or a new wallet whose recovery code was not confirmed) → 'This device is not
 * verified yet.' (the VERIFY_DEVICE path). After a reload of the frame the wallet is opened again
 * from the shares.
 */
export function getUser(context: FrameAppContext): FrameRequestHandler<'GET_USER'> {
  return async ({ chainId: requested }) => {
    const stored = context.session.getSession()
    if (!stored) throw appReplyError('notSignedIn')
    const wallet = await ensureWallet(context, stored)
    if (wallet.status !== 'ready') throw appReplyError('deviceNotVerified')
    const storedChainId = context.session.getChainId()
    const wanted = requested ?? storedChainId
    if (wanted === undefined) throw appReplyError('noNetwork')
    const solana = isSolanaChainId(wanted)
    // The stored network, unless the request asks for the other namespace.
    const chainId =
      storedChainId !== undefined && isSolanaChainId(storedChainId) === solana
        ? storedChainId
        : wanted
    const address = solana ? wallet.accounts.solana.address : wallet.accounts.eip155.address
    const user: FrameSuccessPayloads['GET_USER'] = {
      email: stored.email,
      address,
      chainId,
      accounts: [{ address, type: 'eoa' }],
      authProvider: (stored.authProvider as FrameUser['authProvider']) ?? 'email',
      ...(stored.username ? { userName: stored.username, username: stored.username } : {}),
      accountType: 'eoa',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
    return user
  }
}
