'use client'
import type { FetchStatus, MessageKey } from '@latch/core'
import { Spinner } from '../../components/Spinner.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/**
 * The loading, error and empty states of a tab's list: a spinner while a read is under way, the
 * error with Try again, or the empty text when the read found nothing.
 */
export function ListState({
  status,
  isEmpty,
  emptyKey,
  errorKey,
  onRetry,
}: {
  status: FetchStatus | undefined
  isEmpty: boolean
  emptyKey: MessageKey
  errorKey: MessageKey
  /** Absent where a retry has to wait (token balances: 30 s after a failure). */
  onRetry?: (() => void) | undefined
}) {
  const t = useTranslate()
  if (status === 'loading' || status === undefined || status === 'idle')
    return (
      <div className="latch-list-state" role="status" data-state="loading">
        <Spinner />
        <span className="latch-visually-hidden">{t('modal.loading')}</span>
      </div>
    )
  if (status === 'error')
    return (
      <div className="latch-list-state" role="alert" data-state="error">
        <p className="latch-error">{t(errorKey)}</p>
        {onRetry && (
          <button type="button" className="latch-button" onClick={onRetry}>
            {t('account_data.retry')}
          </button>
        )}
      </div>
    )
  if (isEmpty)
    return (
      <p className="latch-list-state latch-muted" data-state="empty">
        {t(emptyKey)}
      </p>
    )
  return null
}
