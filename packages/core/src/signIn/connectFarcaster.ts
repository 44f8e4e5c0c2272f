// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index: a split would cost the index bytes it does not use.
import { EmbeddedWalletNotFoundError } from '@latch/core'
import { getEmbeddedWallet, updateChainState } from '@latch/core/internal'
import type { Config } from '../config/createConfig.js'
import type { ConnectOtpAction, FarcasterUri } from '../types/embeddedWallet.js'
import { completeSocialLogin } from './connectSocial.js'
import { socialProviderNames } from './socials.js'

/** The sign-in's deep link in the active namespace's account state (spec: farcasterUrl). */
function setFarcasterUrl(config: Config, farcasterUrl: string | undefined): void {
  const { activeNamespace } = config.store.getState()
  if (activeNamespace) updateChainState(config, activeNamespace, { account: { farcasterUrl } })
}

/**
 * Starts a Sign In With Farcaster into the embedded wallet: the deep link a Farcaster client
 * opens (a QR code to scan, or a link on a phone) and when the sign-in ends. The link is also
 * the account state's `farcasterUrl` until `connectFarcaster` ends. The frame keeps what turns
 * the approval into a session; the page never sees it.
 *
 * @example
 * const { url, expiresAt } = await getFarcasterUri(config)
 */
export async function getFarcasterUri(config: Config): Promise<FarcasterUri> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  const uri = await wallet.getFarcasterUri()
  setFarcasterUrl(config, uri.url)
  return uri
}

/**
 * Waits for the Farcaster client to approve the sign-in `getFarcasterUri` started. 'CONNECTED':
 * the wallet is connected, the modal closed (or shows UnsupportedChain), and CONNECT_SUCCESS and
 * SOCIAL_LOGIN_SUCCESS (provider `farcaster`) were emitted. 'VERIFY_DEVICE': the device step
 * comes first (`connectSocialDevice` with provider `farcaster`). Declined in the Farcaster
 * client, it rejects with `EmailLoginError` `social_denied`; expired, `social_unknown`. Aborting
 * `signal` (the view goes away) ends the wait in the frame, and is no CONNECT_ERROR.
 *
 * @example
 * const next = await connectFarcaster(config, { signal: controller.signal })
 */
export async function connectFarcaster(
  config: Config,
  parameters: { signal?: AbortSignal | undefined } = {},
): Promise<ConnectOtpAction> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  const { signal } = parameters
  try {
    const action = await wallet.connectFarcaster(signal)
    setFarcasterUrl(config, undefined)
    if (action === 'CONNECTED') completeSocialLogin(config, 'farcaster')
    return action
  } catch (error) {
    setFarcasterUrl(config, undefined)
    if (!signal?.aborted)
      config.emit('CONNECT_ERROR', {
        name: socialProviderNames.farcaster,
        error: error instanceof Error ? error.name : 'UnknownError',
      })
    throw error
  }
}
