import type { ChainTransaction, TransactionOperationType, TransactionTransfer } from '@latch/core'
import { toDecimalString } from '../toDecimalString.js'
import type { BlockscoutPageParams, BlockscoutStream } from './blockscoutCursor.js'
import type { BlockscoutTokenTransfer, BlockscoutTransaction } from './blockscoutSchemas.js'

const zeroAddress = '0x0000000000000000000000000000000000000000'

/** One upstream list's page, its entries already validated. */
export type HistoryStreamPage<item> = {
  /** Where this page was read from (`{}` for the first page). */
  params: BlockscoutPageParams
  items: item[]
  /** The upstream's next params; `null` on its last page. */
  next: BlockscoutPageParams | null
}

/** Parameters of {@link mergeBlockscoutHistory}. */
export type MergeBlockscoutHistoryParameters = {
  chainId: string
  /** The account, lower-case. */
  account: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The transactions page, or `null` when that list is done. */
  transactions: HistoryStreamPage<BlockscoutTransaction> | null
  /** The token-transfers page, or `null` when that list is done. */
  transfers: HistoryStreamPage<BlockscoutTokenTransfer> | null
  /** The most transactions to return (whole blocks are never split unless one block is larger). */
  limit: number
}

/** The merged page and where each list continues. */
export type MergeBlockscoutHistoryReturnType = {
  items: ChainTransaction[]
  transactions: BlockscoutStream
  transfers: BlockscoutStream
}

type Entry =
  | { kind: 'transaction'; block: number; item: BlockscoutTransaction; hash: string }
  | { kind: 'transfer'; block: number; item: BlockscoutTokenTransfer; hash: string }

/**
 * Merges a page of the account's transactions (what it sent, with native value) with a page of
 * its token transfers (which include tokens others sent it) into one history, newest first, one
 * entry per transaction hash.
 *
 * Both lists are keyset-paged by block, so the merge only returns blocks that are complete in
 * both pages: everything above the highest "last block" of a list that has more. Each list then
 * continues after the last item it contributed, written in the upstream's own `next_page_params`
 * keys (`block_number` and `index`, the transaction's position or the transfer's log index), so
 * nothing is skipped or returned twice. Pending transactions come only on the first page.
 */
export function mergeBlockscoutHistory(
  parameters: MergeBlockscoutHistoryParameters,
): MergeBlockscoutHistoryReturnType {
  const { transactions, transfers, limit } = parameters
  const entries: Entry[] = []
  for (const item of transactions?.items ?? []) {
    const block = item.block_number ?? Number.POSITIVE_INFINITY
    // Pending transactions have no keyset position: the first page shows them, later pages skip.
    if (block === Number.POSITIVE_INFINITY && Object.keys(transactions?.params ?? {}).length) {
      continue
    }
    entries.push({ kind: 'transaction', block, item, hash: item.hash.toLowerCase() })
  }
  for (const item of transfers?.items ?? []) {
    entries.push({
      kind: 'transfer',
      block: item.block_number,
      item,
      hash: item.transaction_hash.toLowerCase(),
    })
  }
  entries.sort((a, b) => b.block - a.block)

  // The lowest block each list with more pages may still have items in; above it all is complete.
  let frontier = Number.NEGATIVE_INFINITY
  for (const page of [transactions, transfers]) {
    if (!page?.next) continue
    const blocks = page.items.map((item) => item.block_number ?? Number.POSITIVE_INFINITY)
    const last = blocks.length ? Math.min(...blocks) : Number.POSITIVE_INFINITY
    frontier = Math.max(frontier, last)
  }

  const taken = takeWholeBlocks(
    entries.filter((entry) => entry.block > frontier),
    limit,
  )
  // Both pages lie in one block (a block with more entries than a page): give them as they are.
  const fallback = taken.length === 0
  const emitted = fallback ? entries : taken

  return {
    items: toTransactions(emitted, parameters),
    transactions: continueAfter(transactions, emitted, fallback, 'transaction'),
    transfers: continueAfter(transfers, emitted, fallback, 'transfer'),
  }
}

/**
 * The first blocks, newest first, up to `limit` mined transaction hashes; at least one mined
 * block. Pending transactions (first page only) come on top and do not count.
 */
function takeWholeBlocks(entries: Entry[], limit: number): Entry[] {
  const taken: Entry[] = []
  const hashes = new Set<string>()
  let index = 0
  while (index < entries.length) {
    const block = entries[index]!.block
    let end = index
    const blockHashes = new Set<string>()
    while (end < entries.length && entries[end]!.block === block) {
      blockHashes.add(entries[end]!.hash)
      end++
    }
    const mined = Number.isFinite(block)
    if (mined && hashes.size > 0 && hashes.size + blockHashes.size > limit) break
    if (mined) for (const hash of blockHashes) hashes.add(hash)
    taken.push(...entries.slice(index, end))
    index = end
  }
  return hashes.size > 0 ? taken : []
}

/** Where a list continues: after the last item it gave, at its upstream next, or where it was. */
function continueAfter(
  page: HistoryStreamPage<BlockscoutTransaction | BlockscoutTokenTransfer> | null,
  emitted: Entry[],
  fallback: boolean,
  kind: Entry['kind'],
): BlockscoutStream {
  if (page === null) return null
  const mine = emitted.filter((entry) => entry.kind === kind && Number.isFinite(entry.block))
  const pendingOnly = page.items.every((item) => item.block_number == null)
  if (fallback || mine.length === page.items.length || pendingOnly) return page.next
  const last = mine.at(-1)
  if (!last) return page.params
  const index =
    last.kind === 'transaction' ? (last.item.position ?? undefined) : last.item.log_index
  if (index === undefined) return page.next
  const params: BlockscoutPageParams = { block_number: last.block, index }
  if (page.next?.items_count !== undefined) params.items_count = page.next.items_count
  return params
}

function toTransactions(
  entries: Entry[],
  parameters: MergeBlockscoutHistoryParameters,
): ChainTransaction[] {
  const groups = new Map<string, Entry[]>()
  for (const entry of entries) {
    const group = groups.get(entry.hash)
    if (group) group.push(entry)
    else groups.set(entry.hash, [entry])
  }
  return [...groups.values()].map((group) => toTransaction(group, parameters))
}

function toTransaction(
  group: Entry[],
  { chainId, account, nativeCurrency }: MergeBlockscoutHistoryParameters,
): ChainTransaction {
  const direction = (from: string, to: string): TransactionTransfer['direction'] => {
    const isFrom = from.toLowerCase() === account
    const isTo = to.toLowerCase() === account
    return isFrom && isTo ? 'self' : isFrom ? 'out' : 'in'
  }
  const transaction = group.find((entry) => entry.kind === 'transaction')?.item as
    | BlockscoutTransaction
    | undefined
  const tokenTransfers = group.flatMap((entry) => (entry.kind === 'transfer' ? [entry.item] : []))

  const transfers: TransactionTransfer[] = []
  let minted = false
  let burned = false
  if (transaction && transaction.value !== '0') {
    const numeric = toDecimalString(transaction.value, nativeCurrency.decimals)
    const to = transaction.to?.hash ?? transaction.created_contract?.hash ?? ''
    if (numeric !== undefined) {
      transfers.push({
        direction: direction(transaction.from.hash, to),
        fungible_info: { name: nativeCurrency.name, symbol: nativeCurrency.symbol },
        quantity: { numeric },
      })
    }
  }
  for (const transfer of tokenTransfers) {
    const mapped = toTransfer(transfer, direction(transfer.from.hash, transfer.to.hash))
    if (!mapped) continue
    transfers.push(mapped)
    if (transfer.type === 'token_minting' || transfer.from.hash === zeroAddress) minted = true
    if (transfer.type === 'token_burning' || transfer.to.hash === zeroAddress) burned = true
  }

  const first = tokenTransfers[0]
  const hash = transaction?.hash ?? first!.transaction_hash
  const mined = transaction ? transaction.block_number != null : true
  const minedAt = mined ? (transaction?.timestamp ?? first?.timestamp ?? undefined) : undefined
  return {
    id: `${chainId}:${hash}`,
    metadata: {
      operationType: toOperationType(transfers, minted, burned, transaction?.method),
      hash,
      chain: chainId as ChainTransaction['metadata']['chain'],
      ...(minedAt ? { minedAt: new Date(minedAt).toISOString() } : {}),
      sentFrom: transaction?.from.hash ?? first!.from.hash,
      sentTo: transaction
        ? (transaction.to?.hash ?? transaction.created_contract?.hash ?? '')
        : first!.to.hash,
      status: toStatus(transaction),
      ...(transaction?.nonce == null ? {} : { nonce: transaction.nonce }),
    },
    transfers,
  }
}

function toTransfer(
  transfer: BlockscoutTokenTransfer,
  direction: TransactionTransfer['direction'],
): TransactionTransfer | undefined {
  const { token, total } = transfer
  if (token.type === 'ERC-20') {
    const decimals = Number(total.decimals ?? token.decimals ?? Number.NaN)
    const numeric = total.value ? toDecimalString(total.value, decimals) : undefined
    const symbol = token.symbol?.trim()
    if (numeric === undefined || !symbol) return undefined
    return {
      direction,
      fungible_info: { name: token.name?.trim() || symbol, symbol },
      quantity: { numeric },
    }
  }
  if (!total.token_id) return undefined
  const collection = token.name?.trim() || token.symbol?.trim() || 'NFT'
  const numeric = token.type === 'ERC-721' ? '1' : total.value
  if (!numeric) return undefined
  return {
    direction,
    nft_info: { name: `${collection} #${total.token_id}` },
    quantity: { numeric },
  }
}

function toOperationType(
  transfers: TransactionTransfer[],
  minted: boolean,
  burned: boolean,
  method: string | null | undefined,
): TransactionOperationType {
  if (minted) return 'mint'
  if (burned) return 'burn'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('in')) return 'receive'
  if (directions.size > 0) return 'send'
  return method === 'approve' || method === 'setApprovalForAll' ? 'approve' : 'execute'
}

/** `status` is `ok`/`error` once mined; `result` is `pending` (or missing) before. */
function toStatus(
  transaction: BlockscoutTransaction | undefined,
): ChainTransaction['metadata']['status'] {
  // Token transfers are recorded only for transactions that succeeded.
  if (!transaction) return 'confirmed'
  if (transaction.status === 'error') return 'failed'
  if (transaction.block_number == null || transaction.result === 'pending') return 'pending'
  return 'confirmed'
}
