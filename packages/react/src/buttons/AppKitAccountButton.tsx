'use client'
import { formatBalance, type Namespace, openModal, truncateAddress } from '@latch/core'
import { Avatar } from '../components/Avatar.js'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { type AppKitButtonSize, markSize } from './buttonSize.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonNamespace } from './useButtonNamespace.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitAccountButtonProps = {
  /** Shows the native balance next to the address (`'show'`, the default) or not (`'hide'`). */
  balance?: 'show' | 'hide' | undefined
  /** Shown, but a click does nothing. */
  disabled?: boolean | undefined
  /** `md` (the default) or the smaller `sm`. */
  size?: AppKitButtonSize | undefined
  /** The account of this namespace rather than the active one; opens the modal on it. */
  namespace?: Namespace | undefined
}

/** The connected account: avatar, balance and truncated address; opens the Account view. */
export function AppKitAccountButton({
  balance = 'show',
  disabled = false,
  size = 'md',
  namespace,
}: AppKitAccountButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  const chain = useButtonNamespace(namespace)
  const account = useLatchState((state) => (chain ? state.chains[chain]?.account : undefined))
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
        data-size={size}
        disabled={disabled}
        aria-label={t('button.account', {
          address: truncateAddress(address),
          balance: balanceText,
        })}
        onPointerEnter={() => preloadView('Account')}
        onFocus={() => preloadView('Account')}
        onClick={() => openModal(config, { view: 'Account', namespace: namespace && chain })}
        {...theme}
      >
        {balance !== 'hide' && (
          <span className="latch-account-balance" data-testid="latch-account-button-balance">
            {balanceText}
          </span>
        )}
        <span className="latch-account-chip">
          <Avatar address={address} size={markSize(size)} />
          <span data-testid="latch-account-button-address">{truncateAddress(address)}</span>
        </span>
      </button>
    </ShadowHost>
  )
}
