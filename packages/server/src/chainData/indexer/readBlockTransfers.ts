import {
  BaseError,
  type Block,
  BlockNotFoundError,
  decodeAbiParameters,
  type Hash,
  type Hex,
  hexToBytes,
  keccak256,
  type Log,
  type PublicClient,
  type TransactionReceipt,
  toEventSelector,
  toHex,
  zeroAddress,
} from 'viem'
import type { ChainTransfersTable } from '../../db/schema.js'
import { UpstreamError } from '../../rpcProxy/forwardJsonRpc.js'

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

const transferTopics = [transferTopic, transferSingleTopic, transferBatchTopic]

/** The three bits a value sets in a block's 2048-bit logs bloom (yellow paper, M3:2048). */
const bloomBits = (value: Hex) => {
  const hash = hexToBytes(keccak256(value))
  return [0, 2, 4].map((at) => (((hash[at] ?? 0) << 8) | (hash[at + 1] ?? 0)) & 2047)
}
const transferTopicBits = transferTopics.map(bloomBits)

/**
 * Whether a block may hold a transfer log, by its logs bloom: a bloom never misses a topic its
 * block logged, so "no" is certain. Without a bloom the answer is "maybe".
 */
export function mayHoldTransfers(logsBloom: Hex | null | undefined): boolean {
  if (!logsBloom || logsBloom.length !== 2 + 512) return true
  const bloom = hexToBytes(logsBloom)
  return transferTopicBits.some((bits) =>
    bits.every((bit) => ((bloom[255 - (bit >> 3)] ?? 0) & (1 << (bit & 7))) !== 0),
  )
}

/** The provider refused one `eth_getLogs` over the whole range (too many blocks or logs). */
export class LogRangeRefusedError extends Error {
  override name = 'LogRangeRefusedError'
}

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

/** A mined block with its transactions. */
type FullBlock = Block<bigint, true> & { hash: Hash }

/** Tracing a block failed (the node lacks the tracer, or answered something else). */
export class BlockTraceError extends Error {
  override name = 'BlockTraceError'
}

/** A call frame as the `callTracer` answers it (geth, reth, erigon, anvil). */
type CallFrame = {
  type?: string
  from?: string
  to?: string
  value?: string
  error?: string
  calls?: CallFrame[]
}

/**
 * The frames that move their value from `from` to `to`: a call, a contract's creation, and a
 * self-destruct's balance. A DELEGATECALL shows its caller's value without moving it, and a
 * CALLCODE moves value to the caller itself.
 */
const valueFrames = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/** An internal transfer: native value a contract moved. */
type InternalTransfer = { from: string; to: string; value: bigint }

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * The value moved by the frames under `frame`, depth first in call order, leaving out every frame
 * that failed and everything under it (its value went back). Throws on a frame it cannot read.
 */
function collectInternalTransfers(frame: CallFrame, into: InternalTransfer[]) {
  for (const call of frame.calls ?? []) {
    if (call.error !== undefined) continue
    const value = call.value === undefined || call.value === '0x' ? 0n : BigInt(call.value)
    if (value > 0n && valueFrames.has(call.type?.toUpperCase() ?? '')) {
      if (!addressPattern.test(call.from ?? '') || !addressPattern.test(call.to ?? ''))
        throw new Error(`a ${call.type} frame without its addresses`)
      into.push({
        from: (call.from as string).toLowerCase(),
        to: (call.to as string).toLowerCase(),
        value,
      })
    }
    collectInternalTransfers(call, into)
  }
}

/**
 * Each transaction's internal transfers, from one `debug_traceBlockByHash` with the
 * `callTracer`: by hash, so the traces are of the block read. A transaction that failed moved
 * nothing (its top frame has the error). Throws {@link BlockTraceError} naming the chain and
 * block when the node fails or answers other than one trace per transaction.
 */
async function readInternalTransfers(
  client: PublicClient,
  block: FullBlock,
  chainId: string,
): Promise<Map<Hash, InternalTransfer[]>> {
  const byHash = new Map<Hash, InternalTransfer[]>()
  if (block.transactions.length === 0) return byHash
  try {
    const traces = (await client.request({
      method: 'debug_traceBlockByHash' as never,
      params: [block.hash, { tracer: 'callTracer' }] as never,
    })) as { txHash?: Hash; result?: CallFrame; error?: string }[] | null
    if (!Array.isArray(traces) || traces.length !== block.transactions.length)
      throw new Error(
        `${Array.isArray(traces) ? traces.length : 'no'} traces for ${block.transactions.length} transactions`,
      )
    for (const [index, transaction] of block.transactions.entries()) {
      const trace = traces[index]
      if (trace?.txHash !== undefined && trace.txHash !== transaction.hash)
        throw new Error(`trace ${index} is of transaction ${trace.txHash}`)
      if (!trace?.result) throw new Error(trace?.error ?? `no trace of transaction ${index}`)
      const transfers: InternalTransfer[] = []
      if (trace.result.error === undefined) collectInternalTransfers(trace.result, transfers)
      if (transfers.length > 0) byHash.set(transaction.hash, transfers)
    }
  } catch (error) {
    throw new BlockTraceError(
      `Tracing block ${block.number} (${block.hash}) of ${chainId} failed: ${error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  return byHash
}

async function readReceipts(
  client: PublicClient,
  block: FullBlock,
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
  await Promise.all(
    hashes
      .filter((hash) => !byHash.has(hash))
      .map(async (hash) => byHash.set(hash, await client.getTransactionReceipt({ hash }))),
  )
  return byHash
}

const getLogs = (client: PublicClient, filter: Record<string, unknown>) =>
  client.request({
    method: 'eth_getLogs',
    params: [{ ...filter, topics: [transferTopics] } as never],
  }) as Promise<Log[]>

/**
 * Whether a failed `eth_getLogs` over several blocks may succeed over fewer: anything but an
 * upstream that cannot be reached (providers refuse wide ranges with errors of their own, a
 * reply past the size cap, or a timeout).
 */
function mayBeTooLarge(error: unknown): boolean {
  const failure =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof UpstreamError)
      : error instanceof UpstreamError
        ? error
        : null
  return !(failure instanceof UpstreamError && ['unreachable', 'redirect'].includes(failure.reason))
}

/** The most blocks asked for at once: five batches of the client, however long the range. */
const blocksAtOnce = 100

/** `map` over `items`, {@link blocksAtOnce} at a time. */
async function mapInChunks<item, result>(
  items: readonly item[],
  map: (item: item) => Promise<result>,
): Promise<result[]> {
  const results: result[] = []
  for (let index = 0; index < items.length; index += blocksAtOnce)
    results.push(...(await Promise.all(items.slice(index, index + blocksAtOnce).map(map))))
  return results
}

async function readBlock(client: PublicClient, number: number): Promise<FullBlock | undefined> {
  try {
    const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    return block.hash ? (block as FullBlock) : undefined
  } catch (error) {
    // The chain got shorter (a reorg) since the head was read.
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

/** Parameters of {@link readBlockTransfers}. */
export type ReadBlockTransfersParameters = {
  from: number
  to: number
  /** The hash the first block's parent must have: the last indexed block's. */
  parentHash?: string | undefined
  /** Whether to trace each block for internal transfers (`traces` of `CHAIN_DATA_INDEX`). */
  traces?: boolean | undefined
  /** The chain, named by a failure to trace. */
  chainId: string
}

/**
 * Reads the blocks `from..to` and the transfers they hold: the native value of each transaction
 * that sends some (its status from the receipt: a reverted one moved nothing and is recorded
 * `failed`), and every Transfer (ERC-20: three topics; ERC-721: four), TransferSingle and
 * TransferBatch log. The logs come from one `eth_getLogs` over the range (throws
 * {@link LogRangeRefusedError} when the provider refuses it and fewer blocks may do), the blocks
 * and receipts from concurrent calls the client batches. With `traces`, each block with
 * transactions is also traced (`debug_traceBlockByHash`, `callTracer`) and the native value moved
 * by contracts (internal transfers) is recorded as well: `native`, `log_index` -1 as the
 * transaction's own value, `item_index` 1, 2… in call order, leaving out failed calls. Without
 * it, internal transfers are not seen.
 *
 * A reorg while reading shows as blocks that do not link up, or logs of another block at the
 * same height: only the blocks before the first such one are returned (the next step sees the
 * rest). A block whose bloom says it may hold a transfer, when the range answered none of its
 * logs, is asked for its logs by hash, so that logs read from a chain that then changed back
 * are never missed.
 */
export async function readBlockTransfers(
  client: PublicClient,
  { from, to, parentHash, traces = false, chainId }: ReadBlockTransfersParameters,
): Promise<{ blocks: IndexedBlock[]; transfers: BlockTransfer[] }> {
  const [rangeLogs, read] = await Promise.all([
    getLogs(client, { fromBlock: toHex(from), toBlock: toHex(to) }).catch((error: unknown) => {
      if (to > from && mayBeTooLarge(error))
        throw new LogRangeRefusedError(`eth_getLogs refused blocks ${from} to ${to}`, {
          cause: error,
        })
      throw error
    }),
    mapInChunks(
      Array.from({ length: to - from + 1 }, (_, offset) => from + offset),
      (number) => readBlock(client, number),
    ),
  ])
  const logsByNumber = new Map<number, Log[]>()
  for (const log of rangeLogs) {
    if (log.blockNumber === null) continue
    const number = Number(log.blockNumber)
    logsByNumber.set(number, [...(logsByNumber.get(number) ?? []), log])
  }
  // The blocks that link up and agree with the logs read for their height.
  const blocks: FullBlock[] = []
  let parent = parentHash
  for (const block of read) {
    if (!block || (parent !== undefined && block.parentHash !== parent)) break
    const logs = logsByNumber.get(Number(block.number)) ?? []
    if (logs.some((log) => log.blockHash !== block.hash)) break
    blocks.push(block)
    parent = block.hash
  }
  // Each block's logs (when the range answered none of them) and receipts, by its hash.
  const details = await mapInChunks(blocks, async (block) => {
    try {
      const known = logsByNumber.get(Number(block.number))
      const [logs, receipts, internal] = await Promise.all([
        known || !mayHoldTransfers(block.logsBloom)
          ? (known ?? [])
          : getLogs(client, { blockHash: block.hash }),
        readReceipts(
          client,
          block,
          block.transactions.filter((tx) => tx.value > 0n).map((tx) => tx.hash),
        ),
        traces ? readInternalTransfers(client, block, chainId) : undefined,
      ])
      return { block, transfers: toBlockTransfers(block, receipts, logs, internal) }
    } catch (error) {
      return { block, error }
    }
  })
  // A block that could not be read or traced (gone in a reorg, or the provider failing) ends the
  // step's blocks; the next step starts there. When it is the first, the step fails.
  const failed = details.findIndex((detail) => 'error' in detail)
  if (failed === 0) throw (details[0] as { error: unknown }).error
  const kept = failed === -1 ? details : details.slice(0, failed)
  const transfers = kept.flatMap((detail) => ('transfers' in detail ? detail.transfers : []))
  return {
    blocks: kept.map(({ block }) => ({
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
    })),
    transfers,
  }
}

/**
 * One block's transfers: the native values (each transaction's own, then the internal ones it
 * made), then the logs' transfers.
 */
function toBlockTransfers(
  block: FullBlock,
  receipts: Map<Hash, TransactionReceipt>,
  logs: readonly Log[],
  internal: Map<Hash, InternalTransfer[]> | undefined,
): BlockTransfer[] {
  const base = {
    block_number: Number(block.number),
    block_hash: block.hash,
    timestamp: new Date(Number(block.timestamp) * 1000).toISOString(),
    status: 'success' as const,
  }
  const txIndex = new Map<Hash, number>()
  const transfers: BlockTransfer[] = []
  for (const transaction of block.transactions) {
    txIndex.set(transaction.hash, transaction.transactionIndex ?? 0)
    const native = {
      ...base,
      tx_hash: transaction.hash,
      tx_index: transaction.transactionIndex ?? 0,
      log_index: -1,
      token_address: null,
      standard: 'native' as const,
      token_id: null,
    }
    if (transaction.value > 0n) {
      const receipt = receipts.get(transaction.hash)
      const to = transaction.to ?? receipt?.contractAddress ?? zeroAddress
      transfers.push({
        ...native,
        item_index: 0,
        from_address: transaction.from.toLowerCase(),
        to_address: to.toLowerCase(),
        amount: transaction.value.toString(),
        status: receipt?.status === 'success' ? 'success' : 'failed',
      })
    }
    for (const [index, { from, to, value }] of (internal?.get(transaction.hash) ?? []).entries())
      transfers.push({
        ...native,
        item_index: index + 1,
        from_address: from,
        to_address: to,
        amount: value.toString(),
      })
  }
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
  return transfers
}
