import {
  type Abi,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { latchCollectionAbi, latchTokenAbi } from './abis'
import type { CompiledContracts } from './compile'
import type { DevnetAccount, DevnetChain } from './manifest'

export type DeployContractsOptions = {
  chainId: number
  name: string
  rpcUrl: string
  compiled: CompiledContracts
  /** Dev accounts to fund; #0 deploys everything and receives the NFTs. */
  accounts: DevnetAccount[]
}

const usd = { name: 'Latch USD', symbol: 'LUSD', decimals: 6, perAccount: '10000' } as const
const token = { name: 'Latch Token', symbol: 'LTK', decimals: 18, perAccount: '1000' } as const
const nft = { name: 'Latch Collectibles', symbol: 'LNFT', count: 3 } as const

/**
 * Deploys the devnet contracts with dev account #0 and funds the dev accounts. On a fresh anvil
 * the addresses are the same every time, because they only depend on the deployer's nonce.
 */
export async function deployContracts(
  options: DeployContractsOptions,
): Promise<DevnetChain['contracts']> {
  const { chainId, name, rpcUrl, compiled, accounts } = options
  const deployer = accounts[0]
  if (!deployer) throw new Error('deployContracts needs at least one account')
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // Anvil mines on every transaction, so a short polling interval turns receipts around quickly.
  const transport = http(rpcUrl)
  const account = privateKeyToAccount(deployer.privateKey)
  const wallet = createWalletClient({ account, chain, transport, pollingInterval: 50 })
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 })

  const confirm = async (hash: Hash, what: string) => {
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted on chain ${chainId}`)
    return receipt
  }
  const deploy = async (contract: keyof CompiledContracts, args: readonly unknown[]) => {
    const { abi, bytecode } = compiled[contract]
    const hash = await wallet.deployContract({ abi: abi as Abi, bytecode, args })
    const receipt = await confirm(hash, `deploying ${contract}`)
    if (!receipt.contractAddress) throw new Error(`deploying ${contract} gave no address`)
    return getAddress(receipt.contractAddress)
  }

  // The constructor mints account #0's share; the other accounts get theirs through `mint`.
  const usdAddress = await deploy('LatchToken', [
    usd.name,
    usd.symbol,
    usd.decimals,
    parseUnits(usd.perAccount, usd.decimals),
  ])
  const tokenAddress = await deploy('LatchToken', [
    token.name,
    token.symbol,
    token.decimals,
    parseUnits(token.perAccount, token.decimals),
  ])
  const nftAddress = await deploy('LatchCollection', [nft.name, nft.symbol])
  const multicallAddress = await deploy('Multicall3', [])

  const mintAbi = [...erc20Abi, ...latchTokenAbi]
  for (const recipient of accounts.slice(1)) {
    for (const [address, info] of [
      [usdAddress, usd],
      [tokenAddress, token],
    ] as const) {
      const amount = parseUnits(info.perAccount, info.decimals)
      const hash = await wallet.writeContract({
        address,
        abi: mintAbi,
        functionName: 'mint',
        args: [recipient.address, amount],
      })
      await confirm(hash, `minting ${info.symbol} to ${recipient.address}`)
    }
  }
  for (let i = 0; i < nft.count; i++) {
    const hash = await wallet.writeContract({
      address: nftAddress,
      abi: latchCollectionAbi,
      functionName: 'mint',
      args: [deployer.address],
    })
    await confirm(hash, `minting ${nft.symbol} #${i + 1}`)
  }

  return {
    usd: { address: usdAddress, name: usd.name, symbol: usd.symbol, decimals: usd.decimals },
    token: {
      address: tokenAddress,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    },
    nft: { address: nftAddress, name: nft.name, symbol: nft.symbol },
    multicall3: { address: multicallAddress },
  }
}
