// Runtime imports through the package's own entries (external in the build), so this lazy entry
// shares no chunk with the index: a split would cost the index bytes it does not use.
import { closeModal, EmbeddedWalletNotFoundError, openModal } from '@latch/core'
import { getAuthNamespaces, getEmbeddedWallet, isUnsupportedChainShown } from '@latch/core/internal'
import type { Config } from '../config/createConfig.js'
import type { FrameSocialProvider } from '../protocol/frameMessages.js'
import type { ConnectOtpAction } from '../types/embeddedWallet.js'
import { socialProviderNames } from './socials.js'

/**
 * Starts a social login: the provider's authorization URL, to open in a popup or the page. The
 * provider sends the visitor back to `returnUrl` (a page of this site; the frame and the server
 * check its origin).
 *
 * @example
 * const uri = await getSocialRedirectUri(config, { provider: 'github', returnUrl: location.href })
 */
export async function getSocialRedirectUri(
  config: Config,
  parameters: { provider: FrameSocialProvider; returnUrl: string },
): Promise<string> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  return wallet.getSocialRedirectUri(parameters.provider, parameters.returnUrl)
}

/**
 * Finishes a social login from the URL the provider sent the visitor back to. 'CONNECTED': the
 * wallet is connected, the modal closed (or shows UnsupportedChain), and CONNECT_SUCCESS and
 * SOCIAL_LOGIN_SUCCESS (analytics, spec section 7) were emitted. 'VERIFY_DEVICE': the device
 * step comes first (`connectDevice`), as after an email code. A refusal rejects with
 * `EmailLoginError` (`social_denied`, `social_failed`, `social_unknown`, …).
 *
 * @example
 * const next = await connectSocial(config, { uri: popup.location.href, provider: 'github' })
 */
export async function connectSocial(
  config: Config,
  parameters: { uri: string; provider: FrameSocialProvider },
): Promise<ConnectOtpAction> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  try {
    const action = await wallet.connectSocial(parameters.uri)
    if (action === 'CONNECTED') completeSocialLogin(config, parameters.provider)
    return action
  } catch (error) {
    return reportSocialLoginError(config, parameters.provider, error)
  }
}

/**
 * The device step of a social login (VERIFY_DEVICE), as `connectDevice` is an email login's:
 * resolves once connected, the modal closed.
 */
export async function connectSocialDevice(
  config: Config,
  parameters: { provider: FrameSocialProvider; signal?: AbortSignal | undefined },
): Promise<void> {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new EmbeddedWalletNotFoundError()
  try {
    await wallet.connectDevice(parameters.signal)
    completeSocialLogin(config, parameters.provider)
  } catch (error) {
    reportSocialLoginError(config, parameters.provider, error)
  }
}

function reportSocialLoginError(
  config: Config,
  provider: FrameSocialProvider,
  error: unknown,
): never {
  const errorName = error instanceof Error ? error.name : 'UnknownError'
  config.emit('CONNECT_ERROR', { name: socialProviderNames[provider], error: errorName })
  throw error
}

/** Ends a successful social login once the wallet's namespaces are applied (or after its device step). */
export function completeSocialLogin(config: Config, provider: FrameSocialProvider): void {
  const namespaces = getAuthNamespaces(config).join(',')
  config.emit('CONNECT_SUCCESS', { name: socialProviderNames[provider], namespace: namespaces })
  config.emit('SOCIAL_LOGIN_SUCCESS', { provider, namespace: namespaces })
  const { activeNamespace } = config.store.getState()
  if (activeNamespace && isUnsupportedChainShown(config, activeNamespace))
    openModal(config, { view: 'UnsupportedChain' })
  else closeModal(config)
}
