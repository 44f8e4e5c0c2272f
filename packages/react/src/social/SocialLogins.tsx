'use client'
import { type FrameSocialProvider, pushView } from '@latch/core'
import { socialProviderNames } from '@latch/core/signIn'
import { useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { isMobile } from '../utils/isMobile.js'
import { SocialIcon } from './SocialIcon.js'
import socialCss from './social.css?inline'
import { openSocialPopup } from './socialPopupWindow.js'

/** Providers shown as icons next to the first one before "More" collapses the rest. */
const shownIcons = 3

/**
 * The Connect view's social logins, in the site's order: the first as a full-width "Continue
 * with" button, the next few as icon buttons, and the rest behind a "More" button that expands
 * in place. A click opens the popup at once (a popup opened later is blocked) and the
 * ConnectingSocial view carries on; Farcaster's goes to ConnectingFarcaster, without a popup.
 */
export function SocialLogins({ socials }: { socials: readonly FrameSocialProvider[] }) {
  const config = useConfig()
  const t = useTranslate()
  const [expanded, setExpanded] = useState(false)
  const [first, ...rest] = socials
  if (!first) return null
  const collapsed = !expanded && rest.length > shownIcons + 1
  const icons = collapsed ? rest.slice(0, shownIcons) : rest
  const start = (provider: FrameSocialProvider) => {
    // Farcaster signs in from its app (a QR code, or a link on a phone): no popup to open.
    if (provider === 'farcaster') return pushView(config, { view: 'ConnectingFarcaster' })
    openSocialPopup(isMobile())
    pushView(config, { view: 'ConnectingSocial', socialProvider: provider })
  }
  const label = (provider: FrameSocialProvider) =>
    t('social.continue_with', { name: socialProviderNames[provider] })
  return (
    <section className="latch-socials" aria-label={t('social.label')}>
      <style>{socialCss}</style>
      <button
        type="button"
        className="latch-wallet latch-social-first"
        data-testid={`latch-social-${first}`}
        onClick={() => start(first)}
      >
        <SocialIcon provider={first} />
        <span className="latch-wallet-name">{label(first)}</span>
      </button>
      {icons.length > 0 && (
        <ul className="latch-social-row">
          {icons.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="latch-social-button"
                aria-label={label(provider)}
                title={label(provider)}
                data-testid={`latch-social-${provider}`}
                onClick={() => start(provider)}
              >
                <SocialIcon provider={provider} />
              </button>
            </li>
          ))}
          {collapsed && (
            <li>
              <button
                type="button"
                className="latch-social-button"
                aria-label={t('social.more')}
                title={t('social.more')}
                aria-expanded="false"
                data-testid="latch-social-more"
                onClick={() => setExpanded(true)}
              >
                <span aria-hidden="true">···</span>
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
