import type { ProposalView } from './createMobileWallet.js'
import { DappIdentity } from './DappIdentity.js'
import { formatTime } from './formatTime.js'

/** Props of {@link ProposalCard}. */
export type ProposalCardProps = {
  proposal: ProposalView
  onApprove: () => void
  onReject: () => void
}

/** A session proposal: who asks, for which chains and methods, and which account it would get. */
export function ProposalCard({ proposal, onApprove, onReject }: ProposalCardProps) {
  const { id, dapp, requested, plan, expiresAt, isBusy } = proposal
  const titleId = `wallet-proposal-${id}`
  return (
    <article className="demo-card" data-testid="wallet-proposal" aria-labelledby={titleId}>
      <h2 id={titleId}>Connection request</h2>
      <DappIdentity dapp={dapp} />
      <h3>Requested</h3>
      {requested.length === 0 ? (
        <p className="demo-muted">No namespaces.</p>
      ) : (
        <ul className="wallet-list">
          {requested.map((namespace) => (
            <li key={namespace.namespace}>
              <strong>{namespace.namespace}</strong>
              {namespace.isRequired ? ' (required)' : ' (optional)'}
              <div>Chains: {namespace.chains.join(', ') || 'none'}</div>
              <div>Methods: {namespace.methods.join(', ') || 'none'}</div>
              {namespace.events.length > 0 && <div>Events: {namespace.events.join(', ')}</div>}
            </li>
          ))}
        </ul>
      )}
      <h3>Shared account</h3>
      {plan.accounts.length === 0 ? (
        <p className="demo-muted">None.</p>
      ) : (
        <ul className="wallet-list wallet-mono">
          {plan.accounts.map((account) => (
            <li key={account}>{account}</li>
          ))}
        </ul>
      )}
      {plan.problem && (
        <p className="wallet-warning" role="alert">
          {plan.problem}
        </p>
      )}
      {expiresAt !== undefined && <p className="demo-muted">Expires {formatTime(expiresAt)}</p>}
      <div className="wallet-actions">
        <button
          type="button"
          data-testid="wallet-approve"
          onClick={onApprove}
          disabled={isBusy || plan.problem !== undefined}
        >
          Approve
        </button>
        <button type="button" data-testid="wallet-reject" onClick={onReject} disabled={isBusy}>
          Reject
        </button>
      </div>
    </article>
  )
}
