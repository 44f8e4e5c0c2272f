'use client'
import type { Namespace } from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchState } from '../hooks/useLatchState.js'
import { useOutcome } from '../hooks/useOutcome.js'
import { openSocialPopup } from '../social/socialPopupWindow.js'
import { isMobile } from '../utils/isMobile.js'
import type { WalletButtonConnection } from './connectWalletButton.js'
import { isWalletButtonSocial, type WalletButtonId } from './walletButtonIds.js'

export type UseAppKitWalletParameters = {
  namespace?: Namespace | undefined
  onSuccess?: ((connection: WalletButtonConnection) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

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
  // `latest`: the latest namespace and callbacks, without making `connect` change on every render.
  const { state, track, latest } = useOutcome<WalletButtonConnection, UseAppKitWalletParameters>(
    parameters,
  )
  const connect = useCallback(
    (id: WalletButtonId) => {
      // The sign-in popup must open in the click itself: a popup opened after an await is blocked.
      if (isWalletButtonSocial(id) && id !== 'farcaster') openSocialPopup(isMobile())
      return track(async () => {
        const { connectWalletButton } = await import('./connectWalletButton.js')
        return connectWalletButton(config, id, { namespace: latest.current.namespace })
      })
    },
    [config, track, latest],
  )
  return useMemo(() => ({ ...state, isReady, connect }), [state, isReady, connect])
}
