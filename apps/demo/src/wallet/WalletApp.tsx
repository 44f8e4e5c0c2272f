import { useCallback, useSyncExternalStore } from 'react'
import type { MobileWallet } from './createMobileWallet.js'
import { PairForm } from './PairForm.js'
import { ProposalCard } from './ProposalCard.js'
import { RequestCard } from './RequestCard.js'
import { SessionList } from './SessionList.js'

/** Props of {@link WalletApp}. */
export type WalletAppProps = {
  wallet: MobileWallet
  /** The devnet's EVM addresses, by account index. */
  addresses: string[]
  /** Devnet chain names by chain id. */
  chainNames: Record<number, string>
}

/** The "mobile wallet" page: pairing, proposals, requests and sessions. */
export function WalletApp({ wallet, addresses, chainNames }: WalletAppProps) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const onPair = useCallback((uri: string) => void wallet.pair(uri), [wallet])
  return (
    <div className="demo">
      <header className="demo-header">
        <strong className="demo-logo">Latch Demo Wallet</strong>
        <a href="./">Back to the demo</a>
      </header>
      <main className="demo-main">
        <section className="demo-card" aria-labelledby="wallet-title">
          <h1 id="wallet-title">A phone wallet, in a tab</h1>
          <p>
            This page plays a mobile wallet that talks WalletConnect v2 through the local relay. It
            signs with the public devnet keys: never use them on a real chain.
          </p>
          <p className="wallet-status" role="status" aria-live="polite" data-testid="wallet-status">
            {state.status}
          </p>
          <dl className="demo-status">
            <dt>Relay</dt>
            <dd>{state.relayUrl}</dd>
            <dt>Solana</dt>
            <dd>{state.solanaAddress ?? 'No Solana devnet in the manifest'}</dd>
          </dl>
          <div className="wallet-settings">
            <label>
              EVM account{' '}
              <select
                value={state.accountIndex}
                onChange={(event) => wallet.setAccountIndex(Number(event.target.value))}
              >
                {addresses.map((address, index) => (
                  <option key={address} value={index}>
                    #{index} {address}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                data-testid="wallet-auto-approve"
                checked={state.isAutoApprove}
                onChange={(event) => wallet.setAutoApprove(event.target.checked)}
              />{' '}
              Auto-approve proposals and requests
            </label>
          </div>
          <p className="demo-muted">New sessions share the selected account.</p>
        </section>
        <PairForm onPair={onPair} disabled={state.phase !== 'ready'} />
        {state.proposals.map((proposal) => (
          <ProposalCard
            key={proposal.id}
            proposal={proposal}
            onApprove={() => void wallet.approveProposal(proposal.id)}
            onReject={() => void wallet.rejectProposal(proposal.id)}
          />
        ))}
        {state.requests.map((view) => (
          <RequestCard
            key={view.id}
            view={view}
            chainNames={chainNames}
            onApprove={() => void wallet.approveRequest(view.id)}
            onReject={() => void wallet.rejectRequest(view.id)}
          />
        ))}
        <SessionList
          sessions={state.sessions}
          onDisconnect={(topic) => void wallet.disconnect(topic)}
        />
      </main>
    </div>
  )
}
