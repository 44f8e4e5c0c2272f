'use client'
import { openModal } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitConnectButtonProps = {
  /** Text instead of "Connect wallet". */
  label?: string | undefined
  /** Text while a connection is restored or made. */
  loadingLabel?: string | undefined
}

/** A button that opens the modal on the Connect view. */
export function AppKitConnectButton({ label, loadingLabel }: AppKitConnectButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  const connecting = useLatchState(
    (state) =>
      (state.activeNamespace &&
        state.chains[state.activeNamespace]?.account.status === 'connecting') ||
      state.attempt.status === 'connecting',
  )
  return (
    <ShadowHost testId="latch-connect-button">
      <button
        type="button"
        className="latch-button"
        data-variant="primary"
        aria-busy={connecting || undefined}
        onPointerEnter={() => preloadView('Connect')}
        onFocus={() => preloadView('Connect')}
        onClick={() => openModal(config, { view: 'Connect' })}
        {...theme}
      >
        {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
      </button>
    </ShadowHost>
  )
}
