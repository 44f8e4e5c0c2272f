import { databases, startAnvil, useTestDatabase } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { createLogger } from '../../logger.js'
import { takeChainLease } from './chainLease.js'
import { startIndexer } from './startIndexer.js'

const chainId = 'eip155:31337'
let anvil: { rpcUrl: string; stop(): Promise<void> }

beforeAll(async () => {
  anvil = await startAnvil('startIndexer')
  const [from, to] = (await request('eth_accounts')) as string[]
  await request('eth_sendTransaction', [{ from, to, value: '0x5' }])
  await request('anvil_mine', ['0x3'])
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

async function request(method: string, params: unknown[] = []) {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe.each(databases)('startIndexer ($name)', (database) => {
  const handle = useTestDatabase(database)

  handle.test(
    'default: indexes in the background, stops cleanly and gives the lease back',
    async () => {
      const { db } = handle
      const indexer = startIndexer({
        db,
        chains: { [chainId]: { startBlock: 0, confirmations: 0, pollIntervalMs: 100 } },
        rpcUrls: { [chainId]: anvil.rpcUrl },
        logger: createLogger({ level: 'silent' }),
      })
      await vi.waitFor(
        async () => {
          const cursor = await db
            .selectFrom('chain_index_cursors')
            .select(['block_number', 'lease_owner'])
            .executeTakeFirst()
          expect(Number(cursor?.block_number)).toBe(4)
          expect(cursor?.lease_owner).not.toBeNull()
        },
        { timeout: 5000, interval: 50 },
      )
      // Another instance cannot take the chain while this one runs.
      expect(await takeChainLease(db, { chainId, owner: 'other' })).toBe(false)
      await indexer.stop()
      expect(await takeChainLease(db, { chainId, owner: 'other' })).toBe(true)
      expect(await db.selectFrom('chain_transfers').select('amount').execute()).toEqual([
        { amount: '5' },
      ])
    },
  )
})
