import type { WalletAccounts } from '../keys/deriveAccounts.js'

/** The addresses the server keeps next to the AUTH share (`PUT /auth/v1/key-shares/auth`). */
export type WalletAddresses = { eip155: string; solana: string }

/**
 * The embedded wallet as this frame knows it, in memory only (never in storage, never in a
 * message). It belongs to one user: a wallet whose `userId` is not the stored login's is ignored.
 *
 * - `ready`: the device share and the AUTH share recombined into the wallet the server knows
 *   (same EVM address). The secret itself was wiped; it is rebuilt from the two shares only to
 *   sign (`withSigningKeys`).
 * - `needsDeviceVerification`: the user has a wallet, but this device has no device share for it
 *   (a new device, cleared or evicted storage) or one of another split. Nothing was created: the
 *   device step (CONNECT_DEVICE) asks for the recovery code, recombines it with the AUTH share and
 *   keeps the RECOVERY share as this device's share.
 */
export type FrameWallet =
  | {
      status: 'ready'
      userId: string
      accounts: WalletAccounts
      /**
       * The RECOVERY share of a wallet created in this frame session, until the user has confirmed
       * saving it in the device step ("Save your recovery code"); then it is wiped. It is never
       * posted, logged or sent to the server.
       */
      recoveryShare: Uint8Array | undefined
    }
  | {
      status: 'needsDeviceVerification'
      userId: string
      addresses: WalletAddresses
    }

/**
 * Whether the app must run the device step (CONNECT_DEVICE) before the wallet counts as connected:
 * a wallet just created here whose recovery code was not confirmed yet, or a device that does not
 * hold a share of the user's wallet. CONNECT_OTP answers VERIFY_DEVICE then, and GET_USER refuses.
 *
 * @example
 * const action = needsDeviceStep(wallet) ? 'VERIFY_DEVICE' : 'CONNECT'
 */
export function needsDeviceStep(wallet: FrameWallet): boolean {
  return wallet.status === 'needsDeviceVerification' || wallet.recoveryShare !== undefined
}
