import {
  type Block,
  decodeAbiParameters,
  type Hash,
  type Hex,
  type Log,
  type PublicClient,
  type Transaction,
  type TransactionReceipt,
  toEventSelector,
  zeroAddress,
} from 'viem'
import type { ChainTransfersTable } from '../../db/schema.js'

/** A transfer as the indexer records it, before the chain id is added. */
export type BlockTransfer = Omit<ChainTransfersTable, 'chain_id'>

/** The block header fields the indexer keeps. */
export type IndexedBlock = { number: number; hash: Hash; parentHash: Hash }

const transferTopic = toEventSelector('Transfer(address,address,uint256)')
const transferSingleTopic = toEventSelector(
  'TransferSingle(address,address,address,uint256,uint256)',
)
const transferBatchTopic = toEventSelector(
  'TransferBatch(address,address,address,uint256[],uint256[])',
)

const topicAddress = (topic: Hex | undefined) =>
  topic && /^0x0{24}[0-9a-fA-F]{40}$/.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined

/** The transfers one Transfer/TransferSingle/TransferBatch log records; none when malformed. */
function toLogTransfers(
  log: Log,
  base: Omit<
    BlockTransfer,
    | 'log_index'
    | 'item_index'
    | 'from_address'
    | 'to_address'
    | 'token_address'
    | 'standard'
    | 'token_id'
    | 'amount'
  >,
): BlockTransfer[] {
  const [topic, ...rest] = log.topics
  const logIndex = log.logIndex ?? 0
  const token = log.address.toLowerCase()
  const row = (
    itemIndex: number,
    from: string,
    to: string,
    standard: BlockTransfer['standard'],
    tokenId: bigint | null,
    amount: bigint,
  ): BlockTransfer => ({
    ...base,
    log_index: logIndex,
    item_index: itemIndex,
    from_address: from,
    to_address: to,
    token_address: token,
    standard,
    token_id: tokenId === null ? null : tokenId.toString(),
    amount: amount.toString(),
  })
  try {
    if (topic === transferTopic) {
      const from = topicAddress(rest[0])
      const to = topicAddress(rest[1])
      if (!from || !to) return []
      // ERC-20 keeps the value in the data; ERC-721 indexes the token id as a fourth topic.
      if (rest.length === 2 && log.data.length === 66)
        return [row(0, from, to, 'erc20', null, BigInt(log.data))]
      if (rest.length === 3 && rest[2] && log.data === '0x')
        return [row(0, from, to, 'erc721', BigInt(rest[2]), 1n)]
      return []
    }
    const from = topicAddress(rest[1])
    const to = topicAddress(rest[2])
    if (!from || !to || rest.length !== 3) return []
    if (topic === transferSingleTopic) {
      const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
      return [row(0, from, to, 'erc1155', id, value)]
    }
    if (topic === transferBatchTopic) {
      const [ids, values] = decodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        log.data,
      )
      if (ids.length !== values.length) return []
      return ids.map((id, index) => row(index, from, to, 'erc1155', id, values[index] ?? 0n))
    }
  } catch {
    // A log that only looks like a transfer (wrong data for its signature) records nothing.
  }
  return []
}

async function readReceipts(
  client: PublicClient,
  block: Block<bigint, true>,
  hashes: readonly Hash[],
): Promise<Map<Hash, TransactionReceipt>> {
  const byHash = new Map<Hash, TransactionReceipt>()
  if (hashes.length === 0) return byHash
  try {
    // One call for the block where the node has it (geth, reth, anvil, erigon).
    const receipts = (await client.request({
      method: 'eth_getBlockReceipts' as never,
      params: [block.hash] as never,
    })) as { transactionHash: Hash; status: Hex; contractAddress: Hex | null }[] | null
    if (receipts)
      for (const receipt of receipts)
        byHash.set(receipt.transactionHash, {
          status: receipt.status === '0x1' ? 'success' : 'reverted',
          contractAddress: receipt.contractAddress,
        } as TransactionReceipt)
  } catch {
    // Fall back to one receipt per transaction below.
  }
  for (const hash of hashes)
    if (!byHash.has(hash)) byHash.set(hash, await client.getTransactionReceipt({ hash }))
  return byHash
}

/**
 * Reads one block and the transfers it holds: the native value of each transaction that sends
 * some (its status from the receipt: a reverted one moved nothing and is recorded `failed`),
 * and every Transfer (ERC-20: three topics; ERC-721: four), TransferSingle and TransferBatch
 * log. Logs are asked for by block hash, so they belong to exactly this block. Native value
 * moved by contracts (internal transfers) is not seen.
 */
export async function readBlockTransfers(
  client: PublicClient,
  blockNumber: number,
): Promise<{ block: IndexedBlock; transfers: BlockTransfer[] } | undefined> {
  const block = await client.getBlock({
    blockNumber: BigInt(blockNumber),
    includeTransactions: true,
  })
  if (!block.hash) return undefined
  const timestamp = new Date(Number(block.timestamp) * 1000).toISOString()
  const base = {
    block_number: blockNumber,
    block_hash: block.hash,
    timestamp,
    status: 'success' as const,
  }
  const txIndex = new Map<Hash, number>()
  const valued: Transaction[] = []
  for (const transaction of block.transactions) {
    txIndex.set(transaction.hash, transaction.transactionIndex ?? 0)
    if (transaction.value > 0n) valued.push(transaction)
  }
  const receipts = await readReceipts(
    client,
    block,
    valued.map((transaction) => transaction.hash),
  )
  const transfers: BlockTransfer[] = []
  for (const transaction of valued) {
    const receipt = receipts.get(transaction.hash)
    const to = transaction.to ?? receipt?.contractAddress ?? zeroAddress
    transfers.push({
      ...base,
      tx_hash: transaction.hash,
      tx_index: transaction.transactionIndex ?? 0,
      log_index: -1,
      item_index: 0,
      from_address: transaction.from.toLowerCase(),
      to_address: to.toLowerCase(),
      token_address: null,
      standard: 'native',
      token_id: null,
      amount: transaction.value.toString(),
      status: receipt?.status === 'success' ? 'success' : 'failed',
    })
  }
  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [
      { blockHash: block.hash, topics: [[transferTopic, transferSingleTopic, transferBatchTopic]] },
    ],
  })) as Log[]
  for (const log of logs) {
    if (!log.transactionHash || log.removed) continue
    const logIndex = Number(log.logIndex)
    transfers.push(
      ...toLogTransfers(
        { ...log, logIndex },
        {
          ...base,
          tx_hash: log.transactionHash,
          tx_index: txIndex.get(log.transactionHash) ?? Number(log.transactionIndex ?? 0),
        },
      ),
    )
  }
  return {
    block: { number: blockNumber, hash: block.hash, parentHash: block.parentHash },
    transfers,
  }
}
