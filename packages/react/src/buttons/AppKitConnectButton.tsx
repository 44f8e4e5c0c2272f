'use client'
import { type Config, type Namespace, openModal } from '@latch/core'
import { useEffect } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useTranslate } from '../hooks/useTranslate.js'
import { preloadView } from '../modal/views.js'
import { requestSuggestedWallets } from '../utils/requestSuggestedWallets.js'
import type { AppKitButtonSize } from './buttonSize.js'
import { ShadowHost } from './ShadowHost.js'
import { useButtonNamespace } from './useButtonNamespace.js'
import { useButtonTheme } from './useButtonTheme.js'

export type AppKitConnectButtonProps = {
  /** `md` (the default) or the smaller `sm`. */
  size?: AppKitButtonSize | undefined
  /** Text instead of "Connect wallet" (in the page's language). */
  label?: string | undefined
  /** Text while a connection is restored or made, instead of "Connecting…". */
  loadingLabel?: string | undefined
  /** Shown, but a click does nothing. */
  disabled?: boolean | undefined
  /** Opens the modal with this namespace active and follows its connection. */
  namespace?: Namespace | undefined
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
export function AppKitConnectButton({
  size = 'md',
  label,
  loadingLabel,
  disabled = false,
  namespace,
}: AppKitConnectButtonProps) {
  const config = useConfig()
  const t = useTranslate()
  const theme = useButtonTheme()
  const chain = useButtonNamespace(namespace)
  usePreloadConnectWhenIdle()
  const connecting = useLatchState(
    (state) =>
      (chain !== undefined && state.chains[chain]?.account.status === 'connecting') ||
      state.attempt.status === 'connecting',
  )
  return (
    <ShadowHost testId="latch-connect-button">
      <button
        type="button"
        className="latch-button"
        data-variant="primary"
        data-size={size}
        disabled={disabled}
        aria-busy={connecting || undefined}
        onPointerEnter={() => prepareConnect(config)}
        onPointerDown={() => prepareConnect(config)}
        onFocus={() => prepareConnect(config)}
        onClick={() => {
          prepareConnect(config)
          openModal(config, { view: 'Connect', namespace: namespace && chain })
        }}
        {...theme}
      >
        {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
      </button>
    </ShadowHost>
  )
}
