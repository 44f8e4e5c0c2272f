'use client'
import { type Config, openModal } from '@latch/core'
import { useEffect } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { requestSuggestedWallets } from '../utils/requestSuggestedWallets.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitConnectButtonProps = {
  /** Text instead of "Connect wallet". */
  label?: string | undefined
  /** Text while a connection is restored or made. */
  loadingLabel?: string | undefined
}

/** The visitor means to connect: the view's code, and the server's suggested wallets. */
function prepareConnect(config: Config): void {
  preloadView('Connect')
  requestSuggestedWallets(config)
}

/**
 * Once the page is idle, the Connect view's code is fetched (a few kB, not in the initial
 * bundle), so a click shows the dialog with its wallet rows at once.
 */
function usePreloadConnectWhenIdle(): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => preloadView('Connect'), 1000)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(() => preloadView('Connect'), { timeout: 3000 })
    return () => cancelIdleCallback(handle)
  }, [])
}

/** A button that opens the modal on the Connect view. */
export function AppKitConnectButton({ label, loadingLabel }: AppKitConnectButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  usePreloadConnectWhenIdle()
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
        onPointerEnter={() => prepareConnect(config)}
        onPointerDown={() => prepareConnect(config)}
        onFocus={() => prepareConnect(config)}
        onClick={() => {
          prepareConnect(config)
          openModal(config, { view: 'Connect' })
        }}
        {...theme}
      >
        {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
      </button>
    </ShadowHost>
  )
}
