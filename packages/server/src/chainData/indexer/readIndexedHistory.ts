import type { ChainTransaction, TransactionTransfer } from '@latch/core'
import type { Kysely, Selectable } from 'kysely'
import { getAddress, zeroAddress } from 'viem'
import type { ChainTransfersTable, Database } from '../../db/schema.js'
import { InvalidCursorError } from '../chainDataErrors.js'
import type { ChainAccount, Page, PageRequest } from '../chainDataProvider.js'
import { toDecimalString } from '../toDecimalString.js'
import { type IndexedToken, readIndexedTokens } from './readIndexedTokens.js'

/** The native currency of an indexed chain. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

// The position of the last transaction of a page: its block and its index in the block.
const cursorPattern = /^(\d{1,16})\.(\d{1,9})$/

function decodeCursor(cursor: string | undefined): { block: number; index: number } | undefined {
  if (cursor === undefined) return undefined
  const match = cursorPattern.exec(cursor)
  if (!match) throw new InvalidCursorError()
  return { block: Number(match[1]), index: Number(match[2]) }
}

type Row = Selectable<ChainTransfersTable>

function toTransfer(
  row: Row,
  account: string,
  tokens: Map<string, IndexedToken>,
  native: NativeCurrency,
): TransactionTransfer {
  const direction =
    row.from_address === account && row.to_address === account
      ? 'self'
      : row.to_address === account
        ? 'in'
        : 'out'
  if (row.standard === 'native')
    return {
      direction,
      fungible_info: { name: native.name, symbol: native.symbol },
      quantity: { numeric: toDecimalString(row.amount, native.decimals) ?? '0' },
    }
  const token = row.token_address ? tokens.get(row.token_address) : undefined
  if (row.standard === 'erc20')
    return {
      direction,
      fungible_info: {
        name: token?.name ?? token?.symbol ?? 'Unknown token',
        symbol: token?.symbol ?? '?',
      },
      quantity: { numeric: toDecimalString(row.amount, token?.decimals ?? 0) ?? '0' },
    }
  return {
    direction,
    nft_info: { name: `${token?.name ?? 'NFT'} #${row.token_id ?? '?'}` },
    quantity: { numeric: row.amount },
  }
}

function toOperationType(
  rows: Row[],
  account: string,
): ChainTransaction['metadata']['operationType'] {
  if (rows.every((row) => row.from_address === zeroAddress && row.to_address === account))
    return 'mint'
  if (rows.every((row) => row.to_address === zeroAddress && row.from_address === account))
    return 'burn'
  const sends = rows.some((row) => row.from_address === account && row.to_address !== account)
  const receives = rows.some((row) => row.to_address === account && row.from_address !== account)
  if (sends && receives) return 'trade'
  return receives ? 'receive' : 'send'
}

/**
 * An account's transactions from the indexed transfers, newest first: the transfers of one
 * transaction that touch the account form one entry. The cursor is the block and index of the
 * page's last transaction.
 */
export async function readIndexedHistory(
  db: Kysely<Database>,
  { chainId, address }: ChainAccount,
  page: PageRequest,
  native: NativeCurrency,
): Promise<Page<ChainTransaction>> {
  const account = address.toLowerCase()
  const after = decodeCursor(page.cursor)
  // The newest transactions the account sent, and the newest it received, each read in order
  // from its own index (0008) down to the page's end; then the page from both. A transaction in
  // both (to itself, or a trade) is one entry.
  const newest = (column: 'from_address' | 'to_address') =>
    db
      .selectFrom('chain_transfers')
      .select(['block_number', 'tx_index', 'tx_hash'])
      .distinct()
      .where('chain_id', '=', chainId)
      .where(column, '=', account)
      .$if(after !== undefined, (query) =>
        query.where((where) =>
          where(
            where.refTuple('block_number', 'tx_index'),
            '<',
            where.tuple(after?.block ?? 0, after?.index ?? 0),
          ),
        ),
      )
      // The index's order, all three descending, so that both databases read it backwards and
      // stop at the limit instead of sorting every row of the account.
      .orderBy('block_number', 'desc')
      .orderBy('tx_index', 'desc')
      .orderBy('tx_hash', 'desc')
      .limit(page.limit + 1)
  const transactions = await db
    .selectFrom(
      db
        .selectFrom(newest('from_address').as('sent'))
        .selectAll()
        .unionAll(db.selectFrom(newest('to_address').as('received')).selectAll())
        .as('both'),
    )
    .select(['block_number', 'tx_index', 'tx_hash'])
    .distinct()
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .orderBy('tx_hash', 'desc')
    .limit(page.limit + 1)
    .execute()
  const shown = transactions.slice(0, page.limit)
  if (shown.length === 0) return { items: [] }
  const first = shown[0] as (typeof shown)[number]
  const last = shown.at(-1) as (typeof shown)[number]
  // The account's transfers of the page's transactions: the same two index ranges, from the
  // page's first transaction to its last (a transfer to itself is in the first only).
  const pageTransfers = (column: 'from_address' | 'to_address') =>
    db
      .selectFrom('chain_transfers')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where(column, '=', account)
      .where((where) =>
        where.and([
          where(
            where.refTuple('block_number', 'tx_index'),
            '<=',
            where.tuple(Number(first.block_number), first.tx_index),
          ),
          where(
            where.refTuple('block_number', 'tx_index'),
            '>=',
            where.tuple(Number(last.block_number), last.tx_index),
          ),
        ]),
      )
  const rows = await pageTransfers('from_address')
    .unionAll(pageTransfers('to_address').where('from_address', '<>', account))
    .orderBy('log_index')
    .orderBy('item_index')
    .execute()
  const tokens = await readIndexedTokens(
    db,
    chainId,
    rows.map((row) => row.token_address),
  )
  const items = shown.map((transaction): ChainTransaction => {
    const own = rows.filter((row) => row.tx_hash === transaction.tx_hash)
    const first = own[0] as Row
    return {
      id: `${chainId}:${transaction.tx_hash}`,
      metadata: {
        operationType: toOperationType(own, account),
        hash: transaction.tx_hash,
        chain: chainId as ChainTransaction['metadata']['chain'],
        minedAt: first.timestamp,
        sentFrom: getAddress(first.from_address),
        sentTo: getAddress(first.to_address),
        status: own.some((row) => row.status === 'failed') ? 'failed' : 'confirmed',
      },
      transfers: own.map((row) => toTransfer(row, account, tokens, native)),
    }
  })
  return transactions.length > page.limit
    ? { items, next: `${Number(last.block_number)}.${last.tx_index}` }
    : { items }
}
