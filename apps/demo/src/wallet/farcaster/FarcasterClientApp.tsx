import { useSyncExternalStore } from 'react'
import type { FarcasterClient } from './createFarcasterClient.js'
import type { FarcasterAccount } from './readFarcasterAccounts.js'

/** Props of {@link FarcasterClientApp}. */
export type FarcasterClientAppProps = {
  client: FarcasterClient
  accounts: readonly FarcasterAccount[]
}

/**
 * The mobile-wallet page as a Farcaster app, opened from a sign-in's deep link: which site asks,
 * who signs in (the devnet's fids), and Approve or Reject.
 */
export function FarcasterClientApp({ client, accounts }: FarcasterClientAppProps) {
  const state = useSyncExternalStore(client.subscribe, client.getState)
  const account = accounts[state.accountIndex]
  const { request } = state
  return (
    <div className="demo">
      <header className="demo-header">
        <strong className="demo-logo">Latch Demo Farcaster</strong>
        <a href="./">Back to the demo</a>
      </header>
      <main className="demo-main">
        <section className="demo-card" aria-labelledby="farcaster-title">
          <h1 id="farcaster-title">Sign in with Farcaster</h1>
          <p>
            This page plays a Farcaster app for the demo: it signs with the devnet's public keys, as
            the custody address of a dev fid. Never use them on a real chain.
          </p>
          <p
            className="wallet-status"
            role="status"
            aria-live="polite"
            data-testid="farcaster-status"
          >
            {state.status}
          </p>
        </section>
        {request && account && (
          <article
            className="demo-card"
            aria-labelledby="farcaster-request-title"
            data-testid="farcaster-request"
          >
            <h2 id="farcaster-request-title">
              Sign in to {request.domain} as @{account.username} (fid {account.fid})?
            </h2>
            <dl className="wallet-fields">
              <div>
                <dt>Site</dt>
                <dd>{request.siweUri}</dd>
              </div>
              <div>
                <dt>Signs as</dt>
                <dd className="wallet-mono">{account.custody}</dd>
              </div>
            </dl>
            <div className="wallet-settings">
              <label>
                Account{' '}
                <select
                  value={state.accountIndex}
                  disabled={state.phase !== 'request'}
                  onChange={(event) => client.setAccountIndex(Number(event.target.value))}
                >
                  {accounts.map((entry, index) => (
                    <option key={entry.fid} value={index}>
                      @{entry.username} (fid {entry.fid}), {entry.displayName}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="wallet-actions">
              <button
                type="button"
                onClick={() => void client.approve()}
                disabled={state.phase !== 'request'}
              >
                Approve
              </button>
              <button
                type="button"
                onClick={() => void client.reject()}
                disabled={state.phase !== 'request'}
              >
                Reject
              </button>
            </div>
          </article>
        )}
      </main>
    </div>
  )
}
