'use client'
import { truncateAddress } from '@latch/core'
import {
  type ChainTransaction,
  fetchHistory,
  type TransactionOperationType,
} from '@latch/core/accountData'
import { useEffect } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { formatAmount } from '../../utils/formatAmount.js'
import { formatRelativeTime } from '../../utils/formatRelativeTime.js'
import { ListState } from './ListState.js'
import { LoadMore } from './LoadMore.js'
import { useAccountList } from './useAccountList.js'

/** Operations that add to the balance, and those that take from it (spec section 9). */
const adding: readonly TransactionOperationType[] = ['receive', 'deposit', 'borrow', 'claim']
const subtracting: readonly TransactionOperationType[] = ['withdraw', 'repay', 'burn']

/** `add`, `subtract`, or `none` (a self-transfer, an approval): the sign an amount is shown with. */
function effectOf(
  operation: TransactionOperationType,
  direction: 'in' | 'out' | 'self',
): 'add' | 'subtract' | 'none' {
  if (adding.includes(operation)) return 'add'
  if (subtracting.includes(operation)) return 'subtract'
  return { in: 'add', out: 'subtract', self: 'none' }[direction] as 'add' | 'subtract' | 'none'
}

const signs = { add: '+', subtract: '−', none: '' }

function TransactionRow({ transaction, now }: { transaction: ChainTransaction; now: number }) {
  const t = useTranslate()
  const locale = useLatchState((state) => state.locale)
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const direction = first?.direction ?? 'out'
  const counterparty = direction === 'in' ? metadata.sentFrom : metadata.sentTo
  const minedAt = metadata.minedAt ? Date.parse(metadata.minedAt) : undefined
  return (
    <li
      className="latch-activity"
      data-testid="latch-activity-item"
      data-status={metadata.status}
      data-operation={metadata.operationType}
    >
      <span className="latch-activity-main">
        <span className="latch-activity-operation">
          {t(`account_data.op_${metadata.operationType}`)}
        </span>
        <span className="latch-muted" title={counterparty}>
          {t(direction === 'in' ? 'account_data.from' : 'account_data.to', {
            address: truncateAddress(counterparty),
          })}
        </span>
        <span className="latch-muted latch-activity-meta">
          <span className="latch-activity-status" data-status={metadata.status}>
            {t(`account_data.status_${metadata.status}`)}
          </span>
          {minedAt !== undefined && (
            <>
              {' · '}
              <time dateTime={metadata.minedAt}>{formatRelativeTime(minedAt, now, locale)}</time>
            </>
          )}
        </span>
      </span>
      <span className="latch-activity-side">
        {transfers.map((transfer, index) => {
          const effect = effectOf(metadata.operationType, transfer.direction)
          const label = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id and never reorder
              key={index}
              className="latch-activity-amount"
              data-effect={effect}
              data-testid="latch-activity-amount"
            >
              {signs[effect]}
              {/* Fungible amounts with 3 decimals (spec 9); NFTs are counted in whole items. */}
              {transfer.nft_info
                ? formatAmount(transfer.quantity.numeric, locale, { fractionDigits: 0 })
                : formatAmount(transfer.quantity.numeric, locale, {
                    fractionDigits: 3,
                    fixed: true,
                  })}{' '}
              {label}
            </span>
          )
        })}
      </span>
    </li>
  )
}

/** The Activity tab (eip155 only, spec section 9): the transactions, newest first, page by page. */
export function ActivityTab() {
  const config = useConfig()
  const caipAddress = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.caipAddress : undefined,
  )
  const list = useAccountList('transactions')
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another account
  useEffect(() => {
    void fetchHistory(config)
  }, [config, caipAddress])

  const items = list?.items ?? []
  const now = Date.now()
  return (
    <>
      {items.length > 0 && (
        <ul className="latch-activity-list" data-testid="latch-activity-list">
          {items.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} now={now} />
          ))}
        </ul>
      )}
      {list?.status !== 'ready' || items.length === 0 ? (
        <ListState
          status={list?.status}
          isEmpty={items.length === 0}
          emptyKey="account_data.activity_empty"
          errorKey="account_data.activity_error"
          onRetry={() => void fetchHistory(config, { more: items.length > 0 })}
        />
      ) : null}
      {list?.next && list.status !== 'error' && (
        <LoadMore
          disabled={list.status === 'loading'}
          onLoad={() => void fetchHistory(config, { more: true })}
        />
      )}
    </>
  )
}
