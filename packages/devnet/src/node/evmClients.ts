import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetAccount } from './manifest'

export type EvmClientsOptions = { chainId: number; name: string; rpcUrl: string }

/**
 * viem clients for one devnet chain: a reader, a wallet client per dev account, and `confirm`,
 * which waits for a receipt and throws when the transaction reverted.
 */
export function evmClients(options: EvmClientsOptions) {
  const { chainId, name, rpcUrl } = options
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // Anvil mines on every transaction, so a short polling interval turns receipts around quickly.
  const transport = http(rpcUrl)
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 })
  const walletFor = (account: DevnetAccount) =>
    createWalletClient({
      account: privateKeyToAccount(account.privateKey),
      chain,
      transport,
      pollingInterval: 50,
    })
  const confirm = async (hash: Hash, what: string): Promise<TransactionReceipt> => {
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted on chain ${chainId}`)
    return receipt
  }
  return { reader, walletFor, confirm }
}
