import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  erc1155Abi,
  type Hex,
  parseEther,
  parseGwei,
  parseUnits,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { latchCollectionAbi, latchItemsAbi, latchTokenAbi } from './abis'
import { evmClients } from './evmClients'
import type { DevnetAccount, DevnetChain, DevnetEvmSeed, DevnetTransfer } from './manifest'
import { tokenMetadataUri } from './tokenArt'

export type SeedEvmOptions = {
  chainId: number
  name: string
  rpcUrl: string
  /** The dev accounts, #0 first; the plan below names them by index. */
  accounts: DevnetAccount[]
  contracts: DevnetChain['contracts']
}

type Erc20 = 'usd' | 'token'

/** One transaction of the seeding. `from: 'mint'` mints (account #0 sends the transaction). */
type Step =
  | { kind: 'native'; from: number; to: number; amount: string }
  | { kind: 'erc20'; token: Erc20; from: number | 'mint'; to: number; amount: string }
  | { kind: 'erc721'; from: number | 'mint'; to: number; tokenId: number }
  | { kind: 'erc1155'; from: number | 'mint'; to: number; ids: number[]; amounts: number[] }

/** Enough for the largest step (a mint that stores about 1 kB of metadata); only gas used is paid. */
const gasLimit = 3_000_000n

/** The ERC-1155 ids and the names their metadata carries. */
const itemNames: Record<number, string> = { 1: 'Gem', 2: 'Key' }

/** How many ERC-721 tokens each dev account is minted (ids count up from 1 in this order). */
const nftsMinted = [3, 3, 1, 1, 1]

/**
 * The seeding, in order: every dev account is minted both ERC-20s (the amounts they always had:
 * 10,000 LUSD and 1,000 LTK), ERC-721 tokens and, for #0 and #1, ERC-1155 items; then #0, #1 and
 * #2 send each other ETH, both ERC-20s (one amount with all 6 decimals), NFTs and items, so that
 * each has history in both directions.
 */
function plan(accountCount: number): Step[] {
  const steps: Step[] = []
  for (let to = 0; to < accountCount; to++) {
    steps.push({ kind: 'erc20', token: 'usd', from: 'mint', to, amount: '10000' })
    steps.push({ kind: 'erc20', token: 'token', from: 'mint', to, amount: '1000' })
  }
  let tokenId = 0
  for (let to = 0; to < accountCount; to++) {
    for (let n = 0; n < (nftsMinted[to] ?? 0); n++) {
      steps.push({ kind: 'erc721', from: 'mint', to, tokenId: ++tokenId })
    }
  }
  steps.push(
    { kind: 'erc1155', from: 'mint', to: 0, ids: [1], amounts: [10] },
    { kind: 'erc1155', from: 'mint', to: 0, ids: [2], amounts: [3] },
    { kind: 'erc1155', from: 'mint', to: 1, ids: [1], amounts: [6] },
    { kind: 'erc1155', from: 'mint', to: 1, ids: [2], amounts: [2] },
    { kind: 'native', from: 0, to: 1, amount: '1.5' },
    { kind: 'erc20', token: 'usd', from: 0, to: 1, amount: '250' },
    { kind: 'erc20', token: 'token', from: 0, to: 1, amount: '12.5' },
    { kind: 'erc20', token: 'usd', from: 1, to: 0, amount: '75.125' },
    { kind: 'native', from: 1, to: 0, amount: '0.25' },
    { kind: 'erc721', from: 0, to: 1, tokenId: 3 },
    { kind: 'erc721', from: 1, to: 0, tokenId: 6 },
    { kind: 'erc1155', from: 0, to: 1, ids: [1], amounts: [2] },
    { kind: 'erc1155', from: 1, to: 0, ids: [2], amounts: [1] },
    { kind: 'erc1155', from: 0, to: 2, ids: [1, 2], amounts: [1, 1] },
    { kind: 'erc20', token: 'usd', from: 1, to: 2, amount: '12.345678' },
    { kind: 'erc20', token: 'token', from: 1, to: 0, amount: '3.25' },
    { kind: 'native', from: 2, to: 1, amount: '0.1' },
    { kind: 'erc20', token: 'usd', from: 2, to: 0, amount: '40' },
  )
  return steps.filter((step) => [step.from, step.to].every((i) => i === 'mint' || i < accountCount))
}

/**
 * Gives the dev accounts a history and holdings on one chain (see `plan`), one transaction after
 * the other so that fees, hashes and blocks are the same on every start, and returns what each
 * account holds afterwards. The native balances are the ones before the seeding plus what was
 * sent and received minus the fees of the receipts; `startDevnet.test.ts` checks them all on chain.
 */
export async function seedEvm(options: SeedEvmOptions): Promise<DevnetEvmSeed> {
  const { accounts, contracts } = options
  const { reader } = evmClients(options)
  const signers = accounts.map((account) => privateKeyToAccount(account.privateKey))
  const address = (index: number | 'mint') =>
    index === 'mint' ? zeroAddress : accounts[index]!.address

  const [native, nonces] = await Promise.all([
    Promise.all(accounts.map((account) => reader.getBalance(account))),
    Promise.all(accounts.map((account) => reader.getTransactionCount(account))),
  ])
  const erc20 = { usd: accounts.map(() => 0n), token: accounts.map(() => 0n) }
  const nftOwners = new Map<number, number>()
  const items = new Map<number, bigint[]>()
  const transfers: DevnetTransfer[] = []

  // Signed here with the nonce, gas limit and fees set, and one transaction at a time: anvil
  // mines each in a block of its own, so the base fee, the fees paid and the hashes are the same
  // on every start, and no estimate round trips are needed (about 3 ms a transaction).
  const send = async (
    sender: number,
    to: Hex,
    data: Hex | undefined,
    value: bigint,
    what: string,
  ) => {
    const serializedTransaction = await signers[sender]!.signTransaction({
      type: 'eip1559',
      chainId: options.chainId,
      nonce: nonces[sender]!++,
      to,
      data,
      value,
      gas: gasLimit,
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    const hash = await reader.sendRawTransaction({ serializedTransaction })
    const receipt = await receiptOf(hash)
    if (receipt.status !== 'success')
      throw new Error(`${what} reverted on chain ${options.chainId}`)
    native[sender]! -= receipt.gasUsed * receipt.effectiveGasPrice
    return { hash, blockNumber: Number(receipt.blockNumber) }
  }
  const receiptOf = async (hash: Hex) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await reader.getTransactionReceipt({ hash })
      } catch (error) {
        if (!(error instanceof TransactionReceiptNotFoundError) || attempt > 2000) throw error
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    }
  }

  for (const [id, item] of Object.entries(itemNames)) {
    const uri = tokenMetadataUri({
      name: `${contracts.items.name}: ${item}`,
      description: `An item of the Latch devnet (ERC-1155 id ${id}).`,
    })
    const data = encodeFunctionData({
      abi: latchItemsAbi,
      functionName: 'setURI',
      args: [BigInt(id), uri],
    })
    await send(0, contracts.items.address, data, 0n, `setting the URI of item ${id}`)
  }

  for (const step of plan(accounts.length)) {
    const sender = step.from === 'mint' ? 0 : step.from
    const from = address(step.from)
    const to = address(step.to)
    if (step.kind === 'native') {
      const amount = parseEther(step.amount)
      const sent = await send(sender, to, undefined, amount, `sending ${step.amount} ETH`)
      native[sender]! -= amount
      native[step.to]! += amount
      transfers.push({ ...sent, kind: 'native', from, to, amount: String(amount) })
    } else if (step.kind === 'erc20') {
      const token = contracts[step.token]
      const amount = parseUnits(step.amount, token.decimals)
      const data =
        step.from === 'mint'
          ? encodeFunctionData({ abi: latchTokenAbi, functionName: 'mint', args: [to, amount] })
          : encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
      const sent = await send(sender, token.address, data, 0n, `${token.symbol} ${step.amount}`)
      if (step.from !== 'mint') erc20[step.token][step.from]! -= amount
      erc20[step.token][step.to]! += amount
      const record = { ...sent, kind: 'erc20', contract: token.address, from, to } as const
      transfers.push({ ...record, amount: String(amount) })
    } else if (step.kind === 'erc721') {
      const { nft } = contracts
      const data =
        step.from === 'mint'
          ? encodeFunctionData({
              abi: latchCollectionAbi,
              functionName: 'mintWithURI',
              args: [to, nftMetadata(nft.name, step.tokenId)],
            })
          : encodeFunctionData({
              abi: erc721Abi,
              functionName: 'transferFrom',
              args: [from, to, BigInt(step.tokenId)],
            })
      const sent = await send(sender, nft.address, data, 0n, `${nft.symbol} #${step.tokenId}`)
      nftOwners.set(step.tokenId, step.to)
      const record = { ...sent, kind: 'erc721', contract: nft.address, from, to } as const
      transfers.push({ ...record, tokenId: String(step.tokenId), amount: '1' })
    } else {
      const ids = step.ids.map(BigInt)
      const amounts = step.amounts.map(BigInt)
      const data =
        step.from === 'mint'
          ? encodeFunctionData({
              abi: latchItemsAbi,
              functionName: 'mint',
              args: [to, ids[0]!, amounts[0]!],
            })
          : ids.length === 1
            ? encodeFunctionData({
                abi: erc1155Abi,
                functionName: 'safeTransferFrom',
                args: [from, to, ids[0]!, amounts[0]!, '0x'],
              })
            : encodeFunctionData({
                abi: erc1155Abi,
                functionName: 'safeBatchTransferFrom',
                args: [from, to, ids, amounts, '0x'],
              })
      const sent = await send(sender, contracts.items.address, data, 0n, `items ${step.ids}`)
      step.ids.forEach((id, i) => {
        const balances = items.get(id) ?? accounts.map(() => 0n)
        if (step.from !== 'mint') balances[step.from]! -= amounts[i]!
        balances[step.to]! += amounts[i]!
        items.set(id, balances)
        const record = {
          ...sent,
          kind: 'erc1155',
          contract: contracts.items.address,
          from,
          to,
        } as const
        transfers.push({ ...record, tokenId: String(id), amount: String(amounts[i]) })
      })
    }
  }

  const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b)
  return {
    holdings: accounts.map((account, index) => ({
      address: account.address,
      native: String(native[index]),
      erc20: (['usd', 'token'] as const).map((key) => ({
        token: contracts[key].address,
        balance: String(erc20[key][index]),
      })),
      erc721: sortedIds(nftOwners.keys())
        .filter((tokenId) => nftOwners.get(tokenId) === index)
        .map((tokenId) => ({ contract: contracts.nft.address, tokenId: String(tokenId) })),
      erc1155: sortedIds(items.keys())
        .filter((id) => items.get(id)![index]! > 0n)
        .map((id) => ({
          contract: contracts.items.address,
          tokenId: String(id),
          amount: String(items.get(id)![index]),
        })),
    })),
    transfers,
  }
}

/** The `tokenURI` of ERC-721 token `tokenId` of the collection named `collection`. */
function nftMetadata(collection: string, tokenId: number): string {
  return tokenMetadataUri({
    name: `${collection} #${tokenId}`,
    description: 'A collectible of the Latch devnet.',
    attributes: [{ trait_type: 'Number', value: tokenId }],
  })
}
