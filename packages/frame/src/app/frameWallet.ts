import type { WalletAccounts } from '../keys/deriveAccounts.js'

/** The addresses the server keeps next to the AUTH share (`PUT /auth/v1/key-shares/auth`). */
type WalletAddresses = { eip155: string; solana: string }

/**
 * The embedded wallet as this frame knows it, in memory only (never in storage, never in a
 * message). It belongs to one user: a wallet whose `userId` is not the stored login's is ignored.
 *
 * - `unconfirmed`: a wallet just created here. Its device share is saved and its AUTH share is
 *   on the server, PENDING: the server releases it to no login, so the wallet cannot sign, and the
 *   app gets no account, until the device step has shown the recovery code and the user confirmed
 *   saving it (`confirmRecoveryCodeSaved`). A reload before that loses this state on purpose: the
 *   next setup finds no confirmed share and creates the wallet anew, with a new code.
 * - `ready`: the device share and the confirmed AUTH share recombined into the wallet the server
 *   knows (same EVM address). The secret itself was wiped; it is rebuilt from the two shares only
 *   to sign (`withSigningKeys`).
 * - `needsDeviceVerification`: the user has a wallet, but this device has no device share for it
 *   (a new device, cleared or evicted storage) or one of another split. Nothing was created: the
 *   device step (CONNECT_DEVICE) asks for the recovery code, recombines it with the AUTH share and
 *   keeps the RECOVERY share as this device's share.
 */
export type FrameWallet =
  | {
      status: 'unconfirmed'
      userId: string
      accounts: WalletAccounts
      /**
       * The RECOVERY share, until the user has confirmed saving it in the device step ("Save your
       * recovery code"); then it is wiped. It is never posted, logged or sent to the server.
       */
      recoveryShare: Uint8Array
      /**
       * The upload replaced a pending share of an earlier attempt (here or on another device): a
       * recovery code shown for that attempt no longer works, and the view says so.
       */
      replacedEarlier: boolean
    }
  | { status: 'ready'; userId: string; accounts: WalletAccounts }
  | {
      status: 'needsDeviceVerification'
      userId: string
      addresses: WalletAddresses
    }

/**
 * Whether the app must run the device step (CONNECT_DEVICE) before the wallet counts as connected:
 * a wallet just created here whose recovery code was not confirmed yet, or a device that does not
 * hold a share of the user's wallet. CONNECT_OTP answers VERIFY_DEVICE then, and GET_USER and
 * RPC_REQUEST refuse.
 *
 * @example
 * const action = needsDeviceStep(wallet) ? 'VERIFY_DEVICE' : 'CONNECT'
 */
export function needsDeviceStep(wallet: FrameWallet): boolean {
  return wallet.status !== 'ready'
}
