import type { Eip1193Provider } from '@latch/evm'
import { useAppKitBalance, useAppKitNetwork, useAppKitProvider } from '@latch/react'
import { type ReactNode, useState } from 'react'
import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'

import { demoMessage, demoTypedData } from './demoRequests.js'

const manifest = __DEVNET_MANIFEST__

type Result =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; lines: string[] }
  | { state: 'error'; message: string }

function Action({
  id,
  title,
  children,
  result,
  onRun,
}: {
  id: string
  title: string
  children?: ReactNode
  result: Result
  onRun: () => void
}) {
  return (
    <div className="demo-action">
      <div className="demo-action-head">
        <h3>{title}</h3>
        <button
          type="button"
          data-testid={`demo-${id}`}
          disabled={result.state === 'busy'}
          onClick={onRun}
        >
          {result.state === 'busy' ? 'Waiting for wallet…' : title}
        </button>
      </div>
      {children}
      <output data-testid={`demo-${id}-result`} data-state={result.state}>
        {result.state === 'done' && result.lines.map((line) => <div key={line}>{line}</div>)}
        {result.state === 'error' && <div className="demo-error">{result.message}</div>}
      </output>
    </div>
  )
}

/** Wallet actions through the public hooks and the connected provider, as a site would write them. */
export function ActionsPanel({ address }: { address: `0x${string}` }) {
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const { caipNetwork } = useAppKitNetwork()
  const { fetchBalance, formatted, symbol } = useAppKitBalance()
  const [message, setMessage] = useState(demoMessage)
  const [recipient, setRecipient] = useState<string>(manifest?.accounts[1]?.address ?? '')
  const [amount, setAmount] = useState('0.01')
  const [tokenAmount, setTokenAmount] = useState('1.5')
  const [results, setResults] = useState<Record<string, Result>>({})
  const chain = manifest?.chains.find((c) => c.chainId === Number(caipNetwork?.id))

  const run = (id: string, task: () => Promise<string[]>) => {
    setResults((r) => ({ ...r, [id]: { state: 'busy' } }))
    task().then(
      (lines) => setResults((r) => ({ ...r, [id]: { state: 'done', lines } })),
      (error: unknown) => {
        const text =
          error instanceof Error
            ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
            : String(error)
        setResults((r) => ({
          ...r,
          [id]: { state: 'error', message: text.split('\n')[0] ?? text },
        }))
      },
    )
  }
  const wallet = () => {
    if (!walletProvider) throw new Error('No wallet provider')
    return createWalletClient({ account: address, transport: custom(walletProvider) })
  }
  const reader = () => {
    const url = caipNetwork?.rpcUrls.default.http[0]
    if (!url) throw new Error('This network has no RPC URL')
    return createPublicClient({ transport: http(url) })
  }
  const result = (id: string): Result => results[id] ?? { state: 'idle' }

  return (
    <section className="demo-card">
      <h2>Wallet actions</h2>
      <p className="demo-muted">
        Balance:{' '}
        <span data-testid="demo-balance">{formatted ? `${formatted} ${symbol}` : '…'}</span>
      </p>
      <Action
        id="sign"
        title="Sign message"
        result={result('sign')}
        onRun={() =>
          run('sign', async () => {
            const signature = await wallet().signMessage({ message })
            const valid = await verifyMessage({ address, message, signature })
            return [
              `Signature ${signature}`,
              valid ? 'Verified: signed by the connected address' : 'NOT VERIFIED',
            ]
          })
        }
      >
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
      </Action>
      <Action
        id="typed"
        title="Sign typed data"
        result={result('typed')}
        onRun={() =>
          run('typed', async () => {
            const signature = await wallet().signTypedData(demoTypedData)
            const valid = await verifyTypedData({ address, ...demoTypedData, signature })
            return [
              `Signature ${signature}`,
              valid ? 'Verified: signed by the connected address' : 'NOT VERIFIED',
            ]
          })
        }
      />
      <Action
        id="send"
        title="Send ETH"
        result={result('send')}
        onRun={() =>
          run('send', async () => {
            const hash = await wallet().sendTransaction({
              to: recipient as `0x${string}`,
              value: parseEther(amount),
              chain: null,
            })
            const receipt = await reader().waitForTransactionReceipt({ hash })
            const balance = await reader().getBalance({ address })
            await fetchBalance()
            return [
              `Transaction ${hash}`,
              `Status ${receipt.status}`,
              `New balance ${formatEther(balance)} ETH`,
            ]
          })
        }
      >
        <label>
          To <input value={recipient} onChange={(e) => setRecipient(e.target.value)} />
        </label>
        <label>
          Amount (ETH){' '}
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>
      </Action>
      <Action
        id="erc20"
        title={`Send ${chain?.contracts.usd.symbol ?? 'tokens'}`}
        result={result('erc20')}
        onRun={() =>
          run('erc20', async () => {
            if (!chain) throw new Error('Switch to a devnet chain to send devnet tokens')
            const token = chain.contracts.usd
            const hash = await wallet().writeContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'transfer',
              chain: null,
              args: [recipient as `0x${string}`, parseUnits(tokenAmount, token.decimals)],
            })
            const receipt = await reader().waitForTransactionReceipt({ hash })
            const balance = await reader().readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
            })
            return [
              `Transaction ${hash}`,
              `Status ${receipt.status}`,
              `New ${token.symbol} balance ${formatUnits(balance, token.decimals)}`,
            ]
          })
        }
      >
        <label>
          Amount ({chain?.contracts.usd.symbol ?? 'tokens'}){' '}
          <input
            value={tokenAmount}
            onChange={(e) => setTokenAmount(e.target.value)}
            inputMode="decimal"
          />
        </label>
      </Action>
    </section>
  )
}
