import { useAppKitAccount, useAppKitBalance, useAppKitWallets, useDisconnect } from '@latch/react'
import { useState } from 'react'

/** A site's own connect screen: the wallet list, a search, and a QR code of its own (here, the URI). */
export function HeadlessPage() {
  const { wallets, wcWallets, wcUri, connectingWallet, connect, fetchWallets, resetWcUri, count } =
    useAppKitWallets()
  const { address, isConnected } = useAppKitAccount()
  const { fetchBalance } = useAppKitBalance()
  const { disconnect } = useDisconnect()
  const [query, setQuery] = useState('')
  const [balance, setBalance] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const run = (task: Promise<unknown>) =>
    task.then(
      () => setFailure(undefined),
      (error: Error) => setFailure(error.name),
    )

  if (isConnected)
    return (
      <main className="demo-main">
        <section className="demo-card">
          <p>
            Connected: <code data-testid="headless-address">{address}</code>
          </p>
          <button
            type="button"
            onClick={() =>
              fetchBalance().then((result) =>
                setBalance(
                  result.isSuccess ? `${result.data.balance} ${result.data.symbol}` : result.error,
                ),
              )
            }
          >
            Get balance
          </button>
          {balance && <p data-testid="headless-balance">{balance}</p>}
          <button type="button" onClick={() => run(disconnect())}>
            Disconnect
          </button>
        </section>
      </main>
    )
  return (
    <main className="demo-main">
      <section className="demo-card" aria-label="Connect">
        <h1>Connect</h1>
        <ul>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" onClick={() => run(connect(wallet))}>
                {wallet.name}
                {connectingWallet?.id === wallet.id ? ' (connecting)' : ''}
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => run(connect('walletConnect'))}>
              WalletConnect QR code
            </button>
          </li>
        </ul>
        {wcUri && (
          <p>
            Scan: <code data-testid="headless-wc-uri">{wcUri}</code>{' '}
            <button type="button" onClick={resetWcUri}>
              Cancel
            </button>
          </p>
        )}
        {failure && <p data-testid="headless-failure">{failure}</p>}
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void fetchWallets(query ? { query } : {})
          }}
        >
          <label>
            Search wallets{' '}
            <input value={query} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <button type="submit">Search</button>
        </form>
        <p data-testid="headless-registry-count">{count}</p>
        <ul aria-label="Registry wallets">
          {wcWallets.map((wallet) => (
            <li key={wallet.id}>{wallet.name}</li>
          ))}
        </ul>
      </section>
    </main>
  )
}
