import { type Abi, getAddress } from 'viem'
import type { CompiledContracts } from './compile'
import { evmClients } from './evmClients'
import type { DevnetAccount, DevnetChain } from './manifest'
import { registerFarcasterAccounts } from './registerFarcasterAccounts'

export type DeployContractsOptions = {
  chainId: number
  name: string
  rpcUrl: string
  compiled: CompiledContracts
  /** Dev accounts; #0 deploys everything. */
  accounts: DevnetAccount[]
}

const usd = { name: 'Latch USD', symbol: 'LUSD', decimals: 6 } as const
const token = { name: 'Latch Token', symbol: 'LTK', decimals: 18 } as const
const nft = { name: 'Latch Collectibles', symbol: 'LNFT' } as const
const items = { name: 'Latch Items', symbol: 'LITM' } as const

/**
 * Deploys the devnet contracts with dev account #0, holding nothing yet (`seedEvm` mints), and
 * registers the dev accounts' fids in the Farcaster IdRegistry stand-in.
 * On a fresh anvil the addresses are the same every time, because they only depend on the
 * deployer's nonce: the ERC-20s, the ERC-721 and Multicall3 come first, as they always did, so
 * their addresses did not move when the ERC-1155 joined.
 */
export async function deployContracts(
  options: DeployContractsOptions,
): Promise<DevnetChain['contracts']> {
  const { compiled, accounts } = options
  const deployer = accounts[0]
  if (!deployer) throw new Error('deployContracts needs at least one account')
  const { walletFor, confirm } = evmClients(options)
  const wallet = walletFor(deployer)

  const deploy = async (contract: keyof CompiledContracts, args: readonly unknown[]) => {
    const { abi, bytecode } = compiled[contract]
    const hash = await wallet.deployContract({ abi: abi as Abi, bytecode, args })
    const receipt = await confirm(hash, `deploying ${contract}`)
    if (!receipt.contractAddress) throw new Error(`deploying ${contract} gave no address`)
    return getAddress(receipt.contractAddress)
  }

  // An initial supply of 0: every balance comes from a `mint` the seeding records.
  const usdAddress = await deploy('LatchToken', [usd.name, usd.symbol, usd.decimals, 0n])
  const tokenAddress = await deploy('LatchToken', [token.name, token.symbol, token.decimals, 0n])
  const nftAddress = await deploy('LatchCollection', [nft.name, nft.symbol])
  const multicallAddress = await deploy('Multicall3', [])
  const itemsAddress = await deploy('LatchItems', [items.name, items.symbol])
  // After the others, so their addresses stay put; the dev accounts get their fids at once.
  const idRegistryAddress = await deploy('LatchIdRegistry', [])
  const farcasterAccounts = await registerFarcasterAccounts({
    ...options,
    registry: idRegistryAddress,
    abi: compiled.LatchIdRegistry.abi,
  })

  return {
    usd: { address: usdAddress, ...usd },
    token: { address: tokenAddress, ...token },
    nft: { address: nftAddress, ...nft },
    items: { address: itemsAddress, ...items },
    multicall3: { address: multicallAddress },
    idRegistry: { address: idRegistryAddress, accounts: farcasterAccounts },
  }
}
