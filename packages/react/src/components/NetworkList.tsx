'use client'
import { type Network, switchNetwork, toMessageKey } from '@latch/core'
import { useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { Icon } from './Icon.js'
import { NetworkImage } from './NetworkImage.js'
import { Spinner } from './Spinner.js'

type SwitchState =
  | { status: 'idle' }
  | { status: 'switching'; id: string }
  | { status: 'error'; key: ReturnType<typeof toMessageKey> }

/** The requested networks as buttons; choosing one asks the wallet to switch. */
export function NetworkList() {
  const config = useConfig()
  const t = useTranslate()
  const chains = useLatchState((state) => state.chains)
  const activeNamespace = useLatchState((state) => state.activeNamespace)
  const [switching, setSwitching] = useState<SwitchState>({ status: 'idle' })
  const current = activeNamespace ? chains[activeNamespace]?.network.caipNetwork : undefined
  const disabled = config.options.enableNetworkSwitch === false
  const networks = Object.values(chains).flatMap((chain) => chain?.network.requestedNetworks ?? [])

  const choose = async (network: Network) => {
    setSwitching({ status: 'switching', id: network.caipNetworkId })
    try {
      await switchNetwork(config, { network })
      setSwitching({ status: 'idle' })
    } catch (error) {
      setSwitching({ status: 'error', key: toMessageKey(error) })
    }
  }

  return (
    <div className="latch-networks">
      {disabled && <p className="latch-muted">{t('networks.disabled')}</p>}
      <div role="status" className="latch-network-status">
        {switching.status === 'switching' && (
          <>
            <Spinner size={16} />
            {t('networks.switching')}
          </>
        )}
      </div>
      {switching.status === 'error' && (
        <p role="alert" className="latch-error">
          {switching.key === 'errors.user_rejected'
            ? t('networks.switch_declined')
            : `${t('networks.switch_failed')}: ${t(switching.key)}`}
        </p>
      )}
      <ul className="latch-network-grid">
        {networks.map((network) => {
          const isCurrent = network.caipNetworkId === current?.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="latch-network"
                data-testid={`latch-network-${network.caipNetworkId}`}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={disabled || switching.status === 'switching'}
                onClick={() => void choose(network)}
              >
                <NetworkImage network={network} size={32} />
                <span className="latch-network-name">{network.name}</span>
                {isCurrent && <Icon name="check" size={14} />}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
