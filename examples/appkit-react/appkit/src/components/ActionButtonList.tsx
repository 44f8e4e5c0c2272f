import { useAppKit, useAppKitBalance, useAppKitNetwork, useDisconnect } from '@reown/appkit/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import { useAccount, useSendTransaction, useSignMessage, useWaitForTransactionReceipt } from 'wagmi'
import { networks } from '../config'

// Anvil's second default account: somewhere to send a little ether.
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function ActionButtonList() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { chainId, switchNetwork } = useAppKitNetwork()
  const { fetchBalance } = useAppKitBalance()
  const { isConnected } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const { data: hash, sendTransaction } = useSendTransaction()
  const { data: receipt } = useWaitForTransactionReceipt({ hash })
  const [signature, setSignature] = useState<string>()
  const [balance, setBalance] = useState<string>()

  const nextNetwork = networks.find((network) => network.id !== chainId) ?? networks[0]

  async function sign() {
    setSignature(await signMessageAsync({ message: 'Hello from Counter Shop' }))
  }

  async function showBalance() {
    const result = await fetchBalance()
    if (result.isSuccess && result.data) setBalance(`${result.data.balance} ${result.data.symbol}`)
  }

  return (
    <section className="actions">
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      {isConnected && (
        <>
          <button type="button" onClick={() => switchNetwork(nextNetwork)}>
            Switch to {nextNetwork.name}
          </button>
          <button type="button" onClick={sign}>
            Sign message
          </button>
          <button
            type="button"
            onClick={() => sendTransaction({ to: receiver, value: parseEther('0.001') })}
          >
            Send 0.001 ETH
          </button>
          <button type="button" onClick={showBalance}>
            Get balance
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </>
      )}
      {signature && <p data-testid="signature">Signature: {signature}</p>}
      {hash && <p data-testid="transaction">Transaction: {hash}</p>}
      {receipt && <p data-testid="receipt">Receipt: {receipt.status}</p>}
      {balance && <p data-testid="balance">Balance: {balance}</p>}
    </section>
  )
}
