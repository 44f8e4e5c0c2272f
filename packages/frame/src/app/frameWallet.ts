import type { WalletAccounts } from '../keys/deriveAccounts.js'

/** The addresses the server keeps next to the AUTH share (`PUT /auth/v1/key-shares/auth`). */
export type WalletAddresses = { eip155: string; solana: string }

/**
 * The embedded wallet as this frame knows it, in memory only (never in storage, never in a
 * message). It belongs to one user: a wallet whose `userId` is not the stored login's is ignored.
 *
 * - `ready`: the device share and the AUTH share recombined into the wallet the server knows
 *   (same EVM address). The secret itself was wiped; it is rebuilt from the two shares only to
 *   sign (a later step, with `withSigningKeys`).
 * - `needsDeviceVerification`: the user has a wallet, but this device has no device share for it
 *   (a new device, cleared or evicted storage) or one of another split. Nothing was created: the
 *   spec's VERIFY_DEVICE path, where the recovery code (recovery share + AUTH share) rebuilds the
 *   secret and a new device share is saved, is the next step of the issue.
 */
export type FrameWallet =
  | {
      status: 'ready'
      userId: string
      accounts: WalletAccounts
      /**
       * The RECOVERY share of a wallet created in this frame session, until the user has saved
       * it. It is never posted, logged or sent to the server.
       *
       * TODO(next step of the issue: "show the recovery code"): render it in a frame-rendered
       * view (`encodeRecoveryShare`) so the user can save it, then wipe it.
       */
      recoveryShare: Uint8Array | undefined
    }
  | {
      status: 'needsDeviceVerification'
      userId: string
      addresses: WalletAddresses
    }
