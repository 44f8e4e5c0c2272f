import { AppKitButton, AppKitNetworkButton } from '@latch/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import {
  useAccount,
  useChains,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  version,
} from 'wagmi'

const manifest = __DEVNET_MANIFEST__
/** The second dev account receives the demo's payments. */
const recipient = manifest?.accounts[1]?.address

/** The first line of an error, as wagmi's errors carry details below it. */
const shortMessage = (error: Error | null) =>
  error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : ''

/**
 * A site built on wagmi's hooks: Latch's modal connects, and wagmi's hooks read the account
 * and send, sign, switch and disconnect through the wallet it connected.
 */
export function WagmiPage() {
  // The hooks' named functions (`sendTransaction`, …): wagmi 3 calls them `mutate` too, but
  // wagmi 2 has only these, and the page runs on both.
  const { address, chainId, status, connector } = useAccount()
  const chains = useChains()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const sign = useSignMessage()
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  const [message] = useState('Hello from a wagmi site')
  return (
    <div className="demo">
      <header className="demo-header">
        <strong className="demo-logo">Latch demo on wagmi {version}</strong>
        <nav className="demo-nav">
          <AppKitNetworkButton />
          <AppKitButton />
        </nav>
      </header>
      <main className="demo-main">
        <section className="demo-card">
          <h1>wagmi's hooks, Latch's modal</h1>
          <p>
            Connect in the modal: <code>useAccount</code> follows it, and the buttons below use
            wagmi's hooks through the wallet the modal connected.
          </p>
          <dl className="demo-status">
            <dt>Status</dt>
            <dd data-testid="wagmi-status">{status}</dd>
            <dt>Address</dt>
            <dd data-testid="wagmi-address">{address ?? '—'}</dd>
            <dt>Chain id</dt>
            <dd data-testid="wagmi-chain-id">{chainId ?? '—'}</dd>
            <dt>Connector</dt>
            <dd data-testid="wagmi-connector">{connector?.name ?? '—'}</dd>
          </dl>
        </section>
        <section className="demo-card">
          <div className="demo-action">
            <h3>Send 0.001 ETH</h3>
            <p>
              <code>useSendTransaction</code> to the second dev account, then{' '}
              <code>useWaitForTransactionReceipt</code>.
            </p>
            <button
              type="button"
              data-testid="wagmi-send"
              disabled={status !== 'connected' || !recipient || send.isPending}
              onClick={() =>
                recipient && send.sendTransaction({ to: recipient, value: parseEther('0.001') })
              }
            >
              Send 0.001 ETH
            </button>
            <output data-testid="wagmi-tx-hash">{send.data ?? ''}</output>
            <output data-testid="wagmi-receipt-status">
              {receipt.data?.status ?? (send.data ? 'pending' : '')}
            </output>
            <p className="demo-error" data-testid="wagmi-send-error">
              {shortMessage(send.error)}
            </p>
          </div>
          <div className="demo-action">
            <h3>Sign a message</h3>
            <p>
              <code>useSignMessage</code>: “{message}”
            </p>
            <button
              type="button"
              data-testid="wagmi-sign"
              disabled={status !== 'connected' || sign.isPending}
              onClick={() => sign.signMessage({ message })}
            >
              Sign message
            </button>
            <output data-testid="wagmi-signature">{sign.data ?? ''}</output>
            <p className="demo-error" data-testid="wagmi-sign-error">
              {shortMessage(sign.error)}
            </p>
          </div>
          <div className="demo-action">
            <h3>Switch chain</h3>
            <p>
              <code>useSwitchChain</code>: the modal's network follows.
            </p>
            {chains.map((chain) => (
              <button
                key={chain.id}
                type="button"
                data-testid={`wagmi-switch-${chain.id}`}
                disabled={switchChain.isPending || chain.id === chainId}
                onClick={() => switchChain.switchChain({ chainId: chain.id })}
              >
                {chain.name}
              </button>
            ))}
            <p className="demo-error" data-testid="wagmi-switch-error">
              {shortMessage(switchChain.error)}
            </p>
          </div>
          <div className="demo-action">
            <h3>Disconnect</h3>
            <p>
              <code>useDisconnect</code>: the modal disconnects too.
            </p>
            <button
              type="button"
              data-testid="wagmi-disconnect"
              disabled={status !== 'connected'}
              onClick={() => disconnect.disconnect()}
            >
              Disconnect
            </button>
          </div>
        </section>
      </main>
    </div>
  )
}
