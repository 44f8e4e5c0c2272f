import {
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@latch/react'
import { useAccount } from 'wagmi'

export function InfoList() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { caipNetworkId, chainId } = useAppKitNetwork()
  const { open, selectedNetworkId } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  const { walletInfo } = useWalletInfo()
  const wagmiAccount = useAccount()

  return (
    <dl className="info">
      <dt>Address</dt>
      <dd data-testid="address">{address ?? '-'}</dd>
      <dt>CAIP address</dt>
      <dd data-testid="caip-address">{caipAddress ?? '-'}</dd>
      <dt>Connected</dt>
      <dd data-testid="connected">{String(isConnected)}</dd>
      <dt>Status</dt>
      <dd data-testid="status">{status ?? '-'}</dd>
      <dt>Chain id</dt>
      <dd data-testid="chain-id">{String(chainId ?? '-')}</dd>
      <dt>CAIP network id</dt>
      <dd data-testid="caip-network-id">{caipNetworkId ?? '-'}</dd>
      <dt>Modal open</dt>
      <dd data-testid="modal-open">{String(open)}</dd>
      <dt>Selected network</dt>
      <dd data-testid="selected-network">{selectedNetworkId ?? '-'}</dd>
      <dt>Theme</dt>
      <dd data-testid="theme">{themeMode}</dd>
      <dt>Wallet</dt>
      <dd data-testid="wallet-name">{walletInfo?.name ?? '-'}</dd>
      <dt>wagmi</dt>
      <dd data-testid="wagmi-account">
        {wagmiAccount.status} {wagmiAccount.address ?? ''} {wagmiAccount.chainId ?? ''}
      </dd>
    </dl>
  )
}
