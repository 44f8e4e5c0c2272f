import { type FormEvent, useCallback, useState } from 'react'
import { canScanQr, QrScanButton } from './QrScanButton.js'

/** Props of {@link PairForm}. */
export type PairFormProps = {
  onPair: (uri: string) => void
  disabled: boolean
}

/** Where the user pastes (or scans) the dapp's `wc:` URI. */
export function PairForm({ onPair, disabled }: PairFormProps) {
  const [uri, setUri] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!uri.trim()) return
    onPair(uri)
    setUri('')
  }
  const onScanned = useCallback((scanned: string) => onPair(scanned), [onPair])
  return (
    <section className="demo-card" aria-labelledby="wallet-pair-title">
      <h2 id="wallet-pair-title">Pair with a dapp</h2>
      <form onSubmit={onSubmit} className="wallet-pair">
        <label htmlFor="wallet-uri">Pairing URI</label>
        <textarea
          id="wallet-uri"
          data-testid="wallet-uri"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          rows={3}
          spellCheck={false}
          autoComplete="off"
        />
        <div className="wallet-actions">
          <button type="submit" data-testid="wallet-pair" disabled={disabled || !uri.trim()}>
            Connect
          </button>
          {canScanQr() && <QrScanButton onUri={onScanned} disabled={disabled} />}
        </div>
      </form>
      <p className="demo-muted">
        In the dapp, choose WalletConnect and copy the link under the QR code, or open this page
        with <code>?uri=wc:…</code>.
      </p>
    </section>
  )
}
