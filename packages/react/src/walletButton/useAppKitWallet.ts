'use client'
import type { Namespace } from '@latch/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { openSocialPopup } from '../social/socialPopupWindow.js'
import { isMobile } from '../utils/isMobile.js'
import type { WalletButtonConnection } from './connectWalletButton.js'
import { isWalletButtonSocial, type WalletButtonId } from './walletButtonIds.js'

export type UseAppKitWalletParameters = {
  namespace?: Namespace | undefined
  onSuccess?: ((connection: WalletButtonConnection) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

type Outcome =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; data: WalletButtonConnection }
  | { status: 'error'; error: Error }

/**
 * AppKit's wallet-button hook (`@reown/appkit-wallet-button/react`): `connect(id)` with a wallet
 * id (`'metamask'`, `'phantom'`, …), `'walletConnect'`, a social (`'google'`, `'x'`, …) or
 * `'email'`. An installed wallet connects without the modal; the rest open the modal on their
 * view. Its state is `data` (the connected account), `error`, `isPending`, `isSuccess`,
 * `isError`, and `isReady` once Latch has started.
 *
 * @example
 * const { connect, isPending } = useAppKitWallet({ onSuccess: ({ address }) => console.log(address) })
 * <button onClick={() => connect('metamask')} disabled={isPending}>MetaMask</button>
 */
export function useAppKitWallet(parameters: UseAppKitWalletParameters = {}) {
  const config = useConfig()
  const isReady = useLatchState((state) => state.initialized)
  // The latest callbacks, without making `connect` change on every render.
  const latest = useRef(parameters)
  latest.current = parameters
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const connect = useCallback(
    async (id: WalletButtonId) => {
      // The sign-in popup must open in the click itself: a popup opened after an await is blocked.
      if (isWalletButtonSocial(id) && id !== 'farcaster') openSocialPopup(isMobile())
      setOutcome({ status: 'pending' })
      try {
        const { connectWalletButton } = await import('./connectWalletButton.js')
        const data = await connectWalletButton(config, id, { namespace: latest.current.namespace })
        setOutcome({ status: 'success', data })
        latest.current.onSuccess?.(data)
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught))
        setOutcome({ status: 'error', error })
        latest.current.onError?.(error)
      }
    },
    [config],
  )
  return useMemo(
    () => ({
      data: outcome.status === 'success' ? outcome.data : undefined,
      error: outcome.status === 'error' ? outcome.error : undefined,
      isPending: outcome.status === 'pending',
      isSuccess: outcome.status === 'success',
      isError: outcome.status === 'error',
      isReady,
      connect,
    }),
    [outcome, isReady, connect],
  )
}
