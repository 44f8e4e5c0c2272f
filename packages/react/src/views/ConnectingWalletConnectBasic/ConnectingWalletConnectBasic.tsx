'use client'
import { PairingPanel } from '../../components/PairingPanel.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/** The plain WalletConnect QR code, for any wallet that scans one. */
export function ConnectingWalletConnectBasic() {
  const t = useTranslate()
  return (
    <div className="latch-connecting">
      <PairingPanel caption={t('walletconnect.scan')} />
    </div>
  )
}
