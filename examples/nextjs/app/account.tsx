'use client'
import { useAppKitAccount, useAppKitNetwork } from '@latch/react'

/** What the hooks say, as text: the server and the browser's first render must agree. */
export function Account() {
  const { status, address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="account-status">{status}</dd>
      <dt>Network</dt>
      <dd data-testid="account-network">{caipNetworkId}</dd>
      <dt>Address</dt>
      <dd data-testid="account-address">{address ?? '—'}</dd>
    </dl>
  )
}
