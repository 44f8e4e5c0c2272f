'use client'
import { useLatchState } from '../hooks/useLatchState.js'
import { AppKitAccountButton, type AppKitAccountButtonProps } from './AppKitAccountButton.js'
import { AppKitConnectButton, type AppKitConnectButtonProps } from './AppKitConnectButton.js'

export type AppKitButtonProps = AppKitConnectButtonProps & AppKitAccountButtonProps

/** Connect when disconnected, the account when connected. */
export function AppKitButton({ label, loadingLabel, balance }: AppKitButtonProps) {
  const connected = useLatchState(
    (state) =>
      state.activeNamespace !== undefined &&
      state.chains[state.activeNamespace]?.account.status === 'connected',
  )
  return connected ? (
    <AppKitAccountButton balance={balance} />
  ) : (
    <AppKitConnectButton label={label} loadingLabel={loadingLabel} />
  )
}
