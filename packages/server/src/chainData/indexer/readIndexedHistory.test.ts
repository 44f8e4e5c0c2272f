import { databases, useTestDatabase } from '@latch/test/server'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import type { ChainTransfersTable } from '../../db/schema.js'
import { readIndexedHistory } from './readIndexedHistory.js'

const chainId = 'eip155:31337'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const people = [1, 2, 3].map((digit) => `0x${String(digit).repeat(40)}`)
const zero = `0x${'0'.repeat(40)}`

// A transaction: where it is, and its transfers between the three people (or the zero address).
const transaction = fc.record({
  block: fc.integer({ min: 0, max: 6 }),
  index: fc.integer({ min: 0, max: 2 }),
  transfers: fc.array(
    fc.record({
      from: fc.integer({ min: 0, max: 3 }),
      to: fc.integer({ min: 0, max: 3 }),
      amount: fc.integer({ min: 1, max: 9 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
})

const hashOf = (block: number, index: number) =>
  `0x${block.toString(16).padStart(32, '0')}${index.toString(16).padStart(32, '0')}`

describe.each(databases)('$name', (database) => {
  const handle = useTestDatabase(database)

  handle.test(
    'behavior: pages, of any size, list each transaction touching the account once, newest first',
    async () => {
      const { db } = handle
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(transaction, { selector: ({ block, index }) => `${block}.${index}` }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 0, max: 2 }),
          async (transactions, limit, who) => {
            await db.deleteFrom('chain_transfers').execute()
            const rows: ChainTransfersTable[] = transactions.flatMap(
              ({ block, index, transfers }) =>
                transfers.map(({ from, to, amount }, log) => ({
                  chain_id: chainId,
                  block_number: block,
                  block_hash: hashOf(block, 99),
                  tx_hash: hashOf(block, index),
                  tx_index: index,
                  log_index: log - 1,
                  item_index: 0,
                  from_address: people[from] ?? zero,
                  to_address: people[to] ?? zero,
                  token_address: null,
                  standard: 'native',
                  token_id: null,
                  amount: String(amount),
                  timestamp: '2026-01-02T03:04:05.000Z',
                  status: 'success',
                })),
            )
            if (rows.length > 0) await db.insertInto('chain_transfers').values(rows).execute()
            const account = people[who] as string
            const touching = (row: ChainTransfersTable) =>
              row.from_address === account || row.to_address === account
            const expected = transactions
              .filter(({ block, index }) =>
                rows.some((row) => row.tx_hash === hashOf(block, index) && touching(row)),
              )
              .sort((a, b) => b.block - a.block || b.index - a.index)
              .map(({ block, index }) => ({
                hash: hashOf(block, index),
                amounts: rows
                  .filter((row) => row.tx_hash === hashOf(block, index) && touching(row))
                  .map((row) => row.amount),
              }))
            const seen: typeof expected = []
            let cursor: string | undefined
            for (let pages = 0; pages <= expected.length; pages++) {
              const page = await readIndexedHistory(
                db,
                { chainId, address: account },
                { cursor, limit },
                ether,
              )
              expect(page.items.length).toBeLessThanOrEqual(limit)
              for (const item of page.items)
                seen.push({
                  hash: item.metadata.hash,
                  amounts: item.transfers.map((transfer) => transfer.quantity.numeric),
                })
              cursor = page.next
              if (!cursor) break
            }
            expect(cursor).toBeUndefined()
            expect(seen.map(({ hash }) => hash)).toEqual(expected.map(({ hash }) => hash))
            expect(seen.map(({ amounts }) => amounts.length)).toEqual(
              expected.map(({ amounts }) => amounts.length),
            )
          },
        ),
        { numRuns: 40 },
      )
    },
  )
})
