import type { RequestView } from './createMobileWallet.js'
import { DappIdentity } from './DappIdentity.js'
import { RequestDetails } from './RequestDetails.js'

/** Props of {@link RequestCard}. */
export type RequestCardProps = {
  view: RequestView
  chainNames: Record<number, string>
  onApprove: () => void
  onReject: () => void
}

/** One pending session request with its decoding and Approve / Reject. */
export function RequestCard({ view, chainNames, onApprove, onReject }: RequestCardProps) {
  const titleId = `wallet-request-${view.id}`
  return (
    <article className="demo-card" data-testid="wallet-request" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Request: <code>{view.request.method}</code>
      </h2>
      <DappIdentity dapp={view.dapp} />
      <p className="demo-muted">On {view.request.chainId}</p>
      <RequestDetails request={view.request} chainNames={chainNames} />
      <div className="wallet-actions">
        <button
          type="button"
          data-testid="wallet-request-approve"
          onClick={onApprove}
          disabled={view.isBusy}
        >
          Approve
        </button>
        <button
          type="button"
          data-testid="wallet-request-reject"
          onClick={onReject}
          disabled={view.isBusy}
        >
          Reject
        </button>
      </div>
    </article>
  )
}
