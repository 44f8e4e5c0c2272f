'use client'
import { fetchTokenBalances, tokenBalanceCacheMs } from '@latch/core/accountData'
import { useEffect } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { formatAmount, formatCurrency } from '../../utils/formatAmount.js'
import { ListState } from './ListState.js'
import { useAccountList } from './useAccountList.js'

/** The Tokens tab: the holdings with icon, amount and value, and their total in the site's currency. */
export function TokensTab() {
  const config = useConfig()
  const t = useTranslate()
  const locale = useLatchState((state) => state.locale)
  const caipAddress = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.caipAddress : undefined,
  )
  const list = useAccountList('tokenBalance')
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another account
  useEffect(() => {
    void fetchTokenBalances(config)
  }, [config, caipAddress])
  // After a failure the spec pauses reads for 30 s; a tab still showing the error then tries
  // again by itself (a read within the pause is skipped), rather than waiting to be reopened.
  const failed = list?.status === 'error'
  useEffect(() => {
    if (!failed) return
    const timer = setTimeout(() => void fetchTokenBalances(config), tokenBalanceCacheMs)
    return () => clearTimeout(timer)
  }, [config, failed])

  const balances = list?.balances ?? []
  const currency = list?.currency
  const values = balances.flatMap((balance) => (balance.value === undefined ? [] : [balance.value]))
  const total = values.reduce((sum, value) => sum + value, 0)
  return (
    <>
      {currency && values.length > 0 && (
        <p className="latch-account-total" data-testid="latch-account-total">
          <span className="latch-muted">{t('account_data.total')}</span>{' '}
          <span>{formatCurrency(total, currency, locale)}</span>
        </p>
      )}
      {balances.length > 0 && (
        <ul className="latch-asset-list" data-testid="latch-token-list">
          {balances.map((balance) => (
            <li
              key={`${balance.chainId}/${balance.address ?? 'native'}`}
              className="latch-asset"
              data-testid={`latch-token-${balance.symbol}`}
            >
              {balance.iconUrl ? (
                <img
                  className="latch-asset-icon"
                  src={balance.iconUrl}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <span className="latch-asset-icon" aria-hidden="true">
                  {balance.symbol.slice(0, 1)}
                </span>
              )}
              <span className="latch-asset-name">
                <span>{balance.name}</span>
                <span className="latch-muted" data-testid="latch-token-amount">
                  {formatAmount(balance.quantity.numeric, locale, { fractionDigits: 4 })}{' '}
                  {balance.symbol}
                </span>
              </span>
              {currency && balance.value !== undefined && (
                <span className="latch-asset-value">
                  {formatCurrency(balance.value, currency, locale)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {list?.status !== 'ready' || balances.length === 0 ? (
        <ListState
          status={list?.status}
          isEmpty={balances.length === 0}
          emptyKey="account_data.tokens_empty"
          errorKey="account_data.token_balance_unavailable"
        />
      ) : null}
    </>
  )
}
