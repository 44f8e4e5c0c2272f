'use client'
import { connect, toMessageKey } from '@latch/core'
import { useEffect } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/** Progress of a browser-wallet connection: waiting, declined or failed with a retry. */
export function ConnectingExternal() {
  const config = useConfig()
  const t = useTranslate()
  const connectorId = useLatchState((state) => state.modal.history.at(-1)?.connectorId)
  const connector = useLatchState((state) => state.connectors.find((c) => c.id === connectorId))
  const attempt = useLatchState((state) => state.attempt)
  const isMine = attempt.status !== 'idle' && attempt.connectorId === connectorId

  // Opened directly (e.g. `open({ view })` after a reload), the attempt has not started yet.
  useEffect(() => {
    const { attempt: current } = config.store.getState()
    if (connectorId && current.status === 'idle')
      connect(config, { connectorId }).catch(() => undefined)
  }, [config, connectorId])

  if (!connector || !connectorId) return null
  const failed = isMine && attempt.status === 'error'
  const declined = failed && attempt.errorName === 'UserRejectedRequestError'
  return (
    <div className="latch-connecting" data-state={failed ? 'error' : 'connecting'}>
      <div className="latch-connecting-image" data-state={failed ? 'error' : 'connecting'}>
        <WalletImage src={connector.imageUrl} name={connector.name} size={72} />
        {!failed && <Spinner size={96} />}
      </div>
      {failed ? (
        <div role="alert" className="latch-connecting-text">
          <p className="latch-connecting-title" data-variant="error">
            {declined ? t('connecting.declined') : t('connecting.failed')}
          </p>
          <p className="latch-muted">{t(toMessageKey({ name: attempt.errorName }))}</p>
        </div>
      ) : (
        <div role="status" className="latch-connecting-text">
          <p className="latch-connecting-title">
            {t('connecting.waiting', { name: connector.name })}
          </p>
          <p className="latch-muted">{t('connecting.waiting_description')}</p>
        </div>
      )}
      {failed && (
        <button
          type="button"
          className="latch-button"
          data-variant="primary"
          onClick={() => connect(config, { connectorId }).catch(() => undefined)}
        >
          {t('connecting.retry')}
        </button>
      )}
    </div>
  )
}
