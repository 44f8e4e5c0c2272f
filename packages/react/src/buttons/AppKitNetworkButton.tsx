'use client'
import { openModal } from '@latch/core'
import { NetworkImage } from '../components/NetworkImage.js'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { type AppKitButtonSize, markSize } from './buttonSize.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitNetworkButtonProps = {
  /** Shown, but a click does nothing. */
  disabled?: boolean | undefined
  /** `md` (the default) or the smaller `sm`. */
  size?: AppKitButtonSize | undefined
}

/** The active network; opens the Networks view (or UnsupportedChain when it is not requested). */
export function AppKitNetworkButton({ disabled = false, size = 'md' }: AppKitNetworkButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  const network = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.network : undefined,
  )
  const caipNetwork = network?.caipNetwork
  const name = network?.isUnsupported ? t('button.network_unknown') : caipNetwork?.name
  return (
    <ShadowHost testId="latch-network-button">
      <button
        type="button"
        className="latch-network-button"
        data-state={network?.isUnsupported ? 'unsupported' : 'supported'}
        data-size={size}
        disabled={disabled}
        aria-label={name ? t('button.network', { name }) : t('button.select_network')}
        onPointerEnter={() => preloadView('Networks')}
        onFocus={() => preloadView('Networks')}
        onClick={() =>
          openModal(config, { view: network?.isUnsupported ? 'UnsupportedChain' : 'Networks' })
        }
        {...theme}
      >
        {caipNetwork && <NetworkImage network={caipNetwork} size={markSize(size)} />}
        <span>{name ?? t('button.select_network')}</span>
      </button>
    </ShadowHost>
  )
}
