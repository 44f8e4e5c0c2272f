/**
 * A link to the demo's "mobile wallet" page, a WalletConnect wallet in a second tab: pair it with
 * the modal's QR code link to try WalletConnect without a phone.
 */
export function MobileWalletLink() {
  return (
    <p>
      <a href="./wallet.html" target="_blank" rel="noopener">
        Mobile wallet (WalletConnect)
      </a>{' '}
      <span className="demo-muted">
        opens a wallet in a new tab; paste the modal's WalletConnect link there to pair offline.
      </span>
    </p>
  )
}
