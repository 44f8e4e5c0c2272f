'use client'
import { formatBalance, openModal, truncateAddress } from '@latch/core'
import { Avatar } from '../components/Avatar.js'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitAccountButtonProps = {
  /** Shows the native balance next to the address. Defaults to `true`. */
  balance?: 'show' | 'hide' | undefined
}

/** The connected account: avatar, balance and truncated address; opens the Account view. */
export function AppKitAccountButton({ balance = 'show' }: AppKitAccountButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  const account = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account : undefined,
  )
  const address = account?.address
  if (!address || account.status !== 'connected') return null
  const balanceText =
    account.balanceStatus === 'ready' && account.balance !== undefined
      ? `${formatBalance(BigInt(account.balance), account.balanceDecimals ?? 18, {
          maximumFractionDigits: 3,
          locale: config.i18n.locale,
        })} ${account.balanceSymbol ?? ''}`.trim()
      : account.balanceStatus === 'unavailable'
        ? '—'
        : '…'
  return (
    <ShadowHost testId="latch-account-button">
      <button
        type="button"
        className="latch-account-button"
        aria-label={t('button.account', {
          address: truncateAddress(address),
          balance: balanceText,
        })}
        onPointerEnter={() => preloadView('Account')}
        onFocus={() => preloadView('Account')}
        onClick={() => openModal(config, { view: 'Account' })}
        {...theme}
      >
        {balance === 'show' && (
          <span className="latch-account-balance" data-testid="latch-account-button-balance">
            {balanceText}
          </span>
        )}
        <span className="latch-account-chip">
          <Avatar address={address} size={20} />
          <span data-testid="latch-account-button-address">{truncateAddress(address)}</span>
        </span>
      </button>
    </ShadowHost>
  )
}
