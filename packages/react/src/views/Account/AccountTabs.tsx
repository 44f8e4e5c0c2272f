'use client'
import { type AccountTab, setAccountTab } from '@latch/core/accountData'
import { type KeyboardEvent, useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const tabKeys = {
  tokens: 'account_data.tab_tokens',
  nfts: 'account_data.tab_nfts',
  activity: 'account_data.tab_activity',
} as const

const panels = { tokens: TokensTab, nfts: NftsTab, activity: ActivityTab }

/**
 * The Account view's tabs Tokens, NFTs and Activity (WAI-ARIA tabs: arrow keys, Home and End
 * move and select). Activity is eip155 only (spec section 9). The open tab is `currentTab` in
 * core's account state.
 */
export function AccountTabs() {
  const config = useConfig()
  const t = useTranslate()
  const namespace = useLatchState((state) => state.activeNamespace)
  const current = useLatchState((state) =>
    namespace ? state.chains[namespace]?.account.currentTab : undefined,
  )
  const id = useId()
  // Activity: eip155 only, and not when the site turned `features.history` off.
  const tabs: AccountTab[] =
    namespace === 'eip155' && config.options.features?.history !== false
      ? ['tokens', 'nfts', 'activity']
      : ['tokens', 'nfts']
  const tab = current && tabs.includes(current) ? current : 'tokens'
  const Panel = panels[tab]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab)
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key]
    if (!target) return
    event.preventDefault()
    setAccountTab(config, target)
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${target}"]`)?.focus()
  }

  return (
    <div className="latch-account-tabs">
      <div
        className="latch-tabs"
        role="tablist"
        aria-label={t('account_data.tabs_label')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            data-tab={name}
            data-testid={`latch-account-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            className="latch-tab"
            onClick={() => setAccountTab(config, name)}
          >
            {t(tabKeys[name])}
          </button>
        ))}
      </div>
      <div
        className="latch-tab-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        data-testid={`latch-account-panel-${tab}`}
      >
        <Panel />
      </div>
    </div>
  )
}
