'use client'
import { disconnect } from '@latch/core'
import { Icon } from '../../components/Icon.js'
import { NetworkList } from '../../components/NetworkList.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/** Shown when the wallet is on a network the site did not request: switch or disconnect. */
export function UnsupportedChain() {
  const config = useConfig()
  const t = useTranslate()
  return (
    <div className="latch-unsupported">
      <p className="latch-muted">{t('unsupported.description')}</p>
      <NetworkList />
      <button
        type="button"
        className="latch-list-item"
        data-variant="danger"
        onClick={() => disconnect(config).catch(() => undefined)}
      >
        <Icon name="disconnect" size={20} />
        <span className="latch-list-label">{t('unsupported.disconnect')}</span>
      </button>
    </div>
  )
}
