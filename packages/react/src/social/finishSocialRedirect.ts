import { type Config, type FrameSocialProvider, openModal, pushView } from '@latch/core'
import { socialProviderNames } from '@latch/core/signIn'
import { socialProviderParameter, socialResultParameter } from './socialPopup.js'
import { socialPopupName } from './socialPopupWindow.js'

// The URL the page came back to, for the ConnectingSocial view to finish.
let returned: { uri: string; provider: FrameSocialProvider } | undefined

/** The sign-in result the page came back with, once. */
export function takeReturnedSocialResult() {
  const result = returned
  returned = undefined
  return result
}

/**
 * The page came back from a provider with a sign-in result (`latch_social_result`): where the
 * sign-in ran without a popup, the modal opens on ConnectingSocial to finish it. The result's
 * parameters leave the address bar at once, so a reload or a shared link does not carry them. In
 * the popup itself nothing happens: the page that opened it reads its address and closes it.
 */
export function finishSocialRedirect(config: Config): void {
  const url = new URL(location.href)
  const provider = url.searchParams.get(socialProviderParameter)
  if (window.opener && window.name === socialPopupName) return
  url.searchParams.delete(socialResultParameter)
  url.searchParams.delete(socialProviderParameter)
  const uri = location.href
  history.replaceState(history.state, '', url.href)
  if (provider === null || !Object.hasOwn(socialProviderNames, provider)) return
  returned = { uri, provider: provider as FrameSocialProvider }
  // On top of Connect, so Back leads to the other ways in.
  openModal(config, { view: 'Connect' })
  pushView(config, { view: 'ConnectingSocial', socialProvider: returned.provider })
}
