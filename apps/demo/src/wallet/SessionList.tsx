import type { SessionView } from './createMobileWallet.js'
import { DappIdentity } from './DappIdentity.js'
import { formatTime } from './formatTime.js'

/** Props of {@link SessionList}. */
export type SessionListProps = {
  sessions: SessionView[]
  onDisconnect: (topic: string) => void
}

/** The live sessions, each with its peer, shared accounts, expiry and a Disconnect button. */
export function SessionList({ sessions, onDisconnect }: SessionListProps) {
  return (
    <section className="demo-card" aria-labelledby="wallet-sessions-title">
      <h2 id="wallet-sessions-title">Sessions</h2>
      {sessions.length === 0 ? (
        <p className="demo-muted">No sessions yet.</p>
      ) : (
        <ul className="wallet-sessions">
          {sessions.map((session) => (
            <li key={session.topic} data-testid="wallet-session">
              <DappIdentity dapp={session.dapp} />
              <ul className="wallet-list wallet-mono" aria-label="Shared accounts">
                {session.accounts.map((account) => (
                  <li key={account}>{account}</li>
                ))}
              </ul>
              <p className="demo-muted">Expires {formatTime(session.expiresAt)}</p>
              <button
                type="button"
                data-testid="wallet-disconnect"
                onClick={() => onDisconnect(session.topic)}
                aria-label={`Disconnect ${session.dapp.name}`}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
