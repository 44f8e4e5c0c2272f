'use client'
import { useLatchState } from '../hooks/useLatchState.js'
import { AppKitAccountButton, type AppKitAccountButtonProps } from './AppKitAccountButton.js'
import { AppKitConnectButton, type AppKitConnectButtonProps } from './AppKitConnectButton.js'
import { useButtonNamespace } from './useButtonNamespace.js'

export type AppKitButtonProps = AppKitConnectButtonProps & AppKitAccountButtonProps

/**
 * Connect when disconnected, the account when connected: of the active namespace, or of
 * `namespace` when given. `size` and `disabled` apply to both faces.
 */
export function AppKitButton({
  size,
  label,
  loadingLabel,
  disabled,
  balance,
  namespace,
}: AppKitButtonProps) {
  const chain = useButtonNamespace(namespace)
  const connected = useLatchState(
    (state) => chain !== undefined && state.chains[chain]?.account.status === 'connected',
  )
  return connected ? (
    <AppKitAccountButton balance={balance} disabled={disabled} size={size} namespace={namespace} />
  ) : (
    <AppKitConnectButton
      label={label}
      loadingLabel={loadingLabel}
      disabled={disabled}
      size={size}
      namespace={namespace}
    />
  )
}
