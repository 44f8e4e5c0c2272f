import { latchTokenAbi } from '@latch/devnet/wallet'
import type { Eip1193Provider } from '@latch/evm'
import { useAppKitBalance, useAppKitNetwork, useAppKitProvider } from '@latch/react'
import { useAppKitTokens } from '@latch/react/accountData'
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
  // Read on demand only: the Account view reads them when it shows them.
  const { refetch: refetchTokens } = useAppKitTokens({ enabled: false })
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
        id="faucet"
        title="Get devnet funds"
        result={result('faucet')}
        onRun={() =>
          run('faucet', async () => {
            if (!chain) throw new Error('Switch to a devnet chain to get devnet funds')
            // anvil's last unlocked account pays: the seeding and the tests use the first five.
            const node = createPublicClient({ transport: http(chain.rpcUrl) })
            const faucet = (
              await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
            ).at(-1)
            if (!faucet) throw new Error('The devnet node has no unlocked account')
            const payer = createWalletClient({ account: faucet, transport: http(chain.rpcUrl) })
            const usd = chain.contracts.usd
            const hashes = [
              await payer.sendTransaction({ to: address, value: parseEther('1'), chain: null }),
              await payer.writeContract({
                address: usd.address,
                abi: latchTokenAbi,
                functionName: 'mint',
                args: [address, parseUnits('100', usd.decimals)],
                chain: null,
              }),
            ]
            for (const hash of hashes) await node.waitForTransactionReceipt({ hash })
            // The server lists a token for an account once its indexer has the account's first
            // transfer of it (it polls each second): wait for that, at most 10 s.
            const account = `eip155:${chain.chainId}:${address}`
            for (let tries = 0; tries < 40; tries++) {
              const url = `${__LATCH_API_URL__}/chain/v1/balances?projectId=latch-demo&account=${account}`
              const answer = await fetch(url, { cache: 'no-store' }).then((r) => r.json())
              const held = (answer as { balances?: { symbol?: string }[] }).balances ?? []
              if (held.some((balance) => balance.symbol === usd.symbol)) break
              await new Promise((resolve) => setTimeout(resolve, 250))
            }
            // The modal keeps token balances 30 s: a site that moves funds reads them again.
            await Promise.all([fetchBalance(), refetchTokens()])
            return [`Sent 1 ETH and 100 ${usd.symbol} from ${faucet}`]
          })
        }
      >
        <p className="demo-muted">
          1 ETH and 100 {chain?.contracts.usd.symbol ?? 'LUSD'} on this devnet chain, for a new
          wallet (an email login) to try Send, Tokens and Activity with.
        </p>
      </Action>
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
