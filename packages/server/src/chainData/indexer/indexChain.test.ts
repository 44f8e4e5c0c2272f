import { databases, startAnvil, transferEmitter, useTestDatabase } from '@latch/test/server'
import fc from 'fast-check'
import type { Kysely } from 'kysely'
import {
  type Address,
  createPublicClient,
  custom,
  decodeEventLog,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/schema.js'
import { releaseChainLease, takeChainLease } from './chainLease.js'
import { createChainClient } from './createChainClient.js'
import { ChainLeaseLostError, createBlockRange, indexChain } from './indexChain.js'
import { learnTokens } from './learnTokens.js'
import { mayHoldTransfers } from './readBlockTransfers.js'

const emitterAbi = parseAbi(transferEmitter.abi)
const emitterBytecode = transferEmitter.bytecode as Hex
const chainId = 'eip155:31337'
const zero = '0x0000000000000000000000000000000000000000'

type Anvil = { rpcUrl: string; stop(): Promise<void> }
let anvil: Anvil
let chain: PublicClient
let accounts: Address[]
let emitter: Address

const rpc = (method: string, params: unknown[] = []) =>
  chain.request({ method: method as never, params: params as never }) as Promise<unknown>

async function send(
  from: Address,
  to: Address,
  { data, value = 0n, gas }: { data?: Hex; value?: bigint; gas?: bigint } = {},
) {
  const hash = (await rpc('eth_sendTransaction', [
    {
      from,
      to,
      data,
      value: `0x${value.toString(16)}`,
      ...(gas ? { gas: `0x${gas.toString(16)}` } : {}),
    },
  ])) as Hex
  // Anvil answers with the hash before its block is mined.
  return chain.waitForTransactionReceipt({ hash, pollingInterval: 5 })
}

const sendErc20 = (from: Address, to: Address, value: bigint) =>
  send(from, emitter, {
    data: encodeFunctionData({ abi: emitterAbi, functionName: 'erc20', args: [from, to, value] }),
  })

/** Runs `body`, then puts the chain back as it was before. */
async function onChainCopy(body: () => Promise<void>) {
  const base = (await rpc('evm_snapshot')) as Hex
  try {
    await body()
  } finally {
    await rpc('evm_revert', [base])
  }
}

beforeAll(async () => {
  anvil = await startAnvil('indexChain')
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  accounts = (await rpc('eth_accounts')) as Address[]
  const hash = (await rpc('eth_sendTransaction', [
    { from: accounts[0], data: emitterBytecode },
  ])) as Hex
  // As in `send`: the hash comes before its block is mined (on a busy machine, noticeably).
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 5 })
  emitter = receipt.contractAddress as Address
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

/** The chain's transfers up to `last`, replayed from blocks, receipts and logs with viem's decoders. */
async function replay(last: number) {
  const rows: string[] = []
  for (let number = 0; number <= last; number++) {
    const block = await chain.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    for (const tx of block.transactions)
      if (tx.value > 0n) {
        const receipt = await chain.getTransactionReceipt({ hash: tx.hash })
        const to = (tx.to ?? receipt.contractAddress ?? zero).toLowerCase()
        rows.push(
          [
            number,
            tx.hash,
            -1,
            0,
            tx.from.toLowerCase(),
            to,
            null,
            'native',
            null,
            tx.value,
            receipt.status === 'success' ? 'success' : 'failed',
          ].join('|'),
        )
      }
    const logs = await chain.getLogs({ blockHash: block.hash })
    for (const log of logs) {
      const at = [number, log.transactionHash, log.logIndex] as const
      const token = log.address.toLowerCase()
      if (log.topics.length === 3 && log.topics[0] !== undefined) {
        try {
          const { args } = decodeEventLog({ abi: erc20Abi, ...log, eventName: 'Transfer' })
          rows.push(
            [
              ...at,
              0,
              args.from.toLowerCase(),
              args.to.toLowerCase(),
              token,
              'erc20',
              null,
              args.value,
              'success',
            ].join('|'),
          )
          continue
        } catch {}
      }
      if (log.topics.length === 4) {
        try {
          const { args } = decodeEventLog({ abi: erc721Abi, ...log, eventName: 'Transfer' })
          rows.push(
            [
              ...at,
              0,
              args.from.toLowerCase(),
              args.to.toLowerCase(),
              token,
              'erc721',
              args.tokenId,
              1,
              'success',
            ].join('|'),
          )
          continue
        } catch {}
        const event = decodeEventLog({ abi: emitterAbi, ...log })
        if (event.eventName === 'TransferSingle') {
          const { from, to, id, value } = event.args
          rows.push(
            [
              ...at,
              0,
              from.toLowerCase(),
              to.toLowerCase(),
              token,
              'erc1155',
              id,
              value,
              'success',
            ].join('|'),
          )
        }
        if (event.eventName === 'TransferBatch') {
          const { from, to, ids, values } = event.args
          for (const [index, id] of ids.entries())
            rows.push(
              [
                ...at,
                index,
                from.toLowerCase(),
                to.toLowerCase(),
                token,
                'erc1155',
                id,
                values[index],
                'success',
              ].join('|'),
            )
        }
      }
    }
  }
  return rows.sort()
}

async function stored(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('chain_transfers')
    .selectAll()
    .where('chain_id', '=', chainId)
    .execute()
  return rows
    .map((row) =>
      [
        Number(row.block_number),
        row.tx_hash,
        row.log_index,
        row.item_index,
        row.from_address,
        row.to_address,
        row.token_address,
        row.standard,
        row.token_id,
        row.amount,
        row.status,
      ].join('|'),
    )
    .sort()
}

async function indexUntilCaughtUp(db: Kysely<Database>, owner: string, confirmations: number) {
  const client = createChainClient(anvil.rpcUrl)
  for (let step = 0; step < 100; step++) {
    const result = await indexChain({ db, client, chainId, owner, startBlock: 0, confirmations })
    if (result.kind === 'caught_up') return
  }
  throw new Error('the indexer did not catch up in 100 steps')
}

/** The indexer's client, with `intercept` answering (or delaying) the calls it wants to. */
function interceptingClient(
  intercept: (
    method: string,
    params: readonly Record<string, unknown>[],
    forward: () => Promise<unknown>,
  ) => Promise<unknown>,
): PublicClient {
  const inner = createChainClient(anvil.rpcUrl)
  return createPublicClient({
    transport: custom(
      {
        request: ({ method, params }) =>
          intercept(method, params ?? [], () => inner.request({ method, params } as never)),
      },
      { retryCount: 0 },
    ),
  })
}

async function resetIndex(db: Kysely<Database>) {
  for (const table of [
    'chain_transfers',
    'chain_index_blocks',
    'chain_index_cursors',
    'chain_tokens',
  ] as const)
    await db.deleteFrom(table).execute()
}

const account = fc.integer({ min: 0, max: 3 })
const amount = fc.bigInt({ min: 1n, max: 2n ** 100n })
const action = fc.oneof(
  fc.record({
    kind: fc.constant('native' as const),
    from: account,
    to: account,
    value: fc.bigInt({ min: 1n, max: 10n ** 18n }),
  }),
  fc.record({ kind: fc.constant('failedNative' as const), from: account }),
  fc.record({ kind: fc.constant('erc20' as const), from: account, to: account, value: amount }),
  fc.record({
    kind: fc.constant('erc721' as const),
    from: account,
    to: account,
    id: fc.bigInt({ min: 0n, max: 5n }),
  }),
  fc.record({
    kind: fc.constant('single' as const),
    from: account,
    to: account,
    id: fc.bigInt({ min: 0n, max: 5n }),
    value: amount,
  }),
  fc.record({
    kind: fc.constant('batch' as const),
    from: account,
    to: account,
    ids: fc.array(fc.bigInt({ min: 0n, max: 5n }), { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 3 }) }),
  { arbitrary: fc.record({ kind: fc.constant('index' as const) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('restart' as const) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('reorg' as const),
      depth: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 3,
  },
)
type Action = typeof action extends fc.Arbitrary<infer value> ? value : never

async function perform(step: Action) {
  const who = (index: number) => accounts[index] as Address
  switch (step.kind) {
    case 'native':
      return send(who(step.from), who(step.to), { value: step.value })
    case 'failedNative':
      return send(who(step.from), emitter, { value: 1n, gas: 100_000n })
    case 'erc20':
      return send(who(step.from), emitter, {
        data: encodeFunctionData({
          abi: emitterAbi,
          functionName: 'erc20',
          args: [who(step.from), who(step.to), step.value],
        }),
      })
    case 'erc721':
      return send(who(step.from), emitter, {
        data: encodeFunctionData({
          abi: emitterAbi,
          functionName: 'erc721',
          args: [step.from === 0 ? zero : who(step.from), who(step.to), step.id],
        }),
      })
    case 'single':
      return send(who(step.from), emitter, {
        data: encodeFunctionData({
          abi: emitterAbi,
          functionName: 'single',
          args: [who(step.from), step.to === 0 ? zero : who(step.to), step.id, step.value],
        }),
      })
    case 'batch':
      return send(who(step.from), emitter, {
        data: encodeFunctionData({
          abi: emitterAbi,
          functionName: 'batch',
          args: [who(step.from), who(step.to), step.ids, step.ids.map((id) => id + 1n)],
        }),
      })
    case 'mine':
      return rpc('anvil_mine', [`0x${step.blocks.toString(16)}`])
  }
  return undefined
}

test("behavior: a block's logs bloom says whether it may hold a transfer", () =>
  onChainCopy(async () => {
    const [a, b] = [accounts[1] as Address, accounts[2] as Address]
    const emit = (functionName: 'single' | 'batch', args: readonly unknown[]) =>
      send(a, emitter, {
        data: encodeFunctionData({ abi: emitterAbi, functionName, args } as never),
      })
    const sent = [
      await send(a, b, { value: 1n }),
      await sendErc20(a, b, 1n),
      await emit('single', [a, b, 1n, 2n]),
      await emit('batch', [a, b, [1n], [2n]]),
    ]
    const blooms = await Promise.all(
      sent.map(async ({ blockNumber }) => (await chain.getBlock({ blockNumber })).logsBloom),
    )
    expect(blooms.map(mayHoldTransfers)).toEqual([false, true, true, true])
    expect(mayHoldTransfers(undefined)).toBe(true)
  }))

describe.each(databases)('$name', (database) => {
  const handle = useTestDatabase(database)

  handle.test(
    'default: native, ERC-20, ERC-721 and ERC-1155 transfers, and the token learned',
    async () => {
      const { db } = handle
      await resetIndex(db)
      const [a, b] = [accounts[1] as Address, accounts[2] as Address]
      await send(a, b, { value: 5n })
      await send(a, emitter, { value: 1n, gas: 100_000n })
      await send(a, emitter, {
        data: encodeFunctionData({ abi: emitterAbi, functionName: 'erc20', args: [a, b, 7n] }),
      })
      await send(a, emitter, {
        data: encodeFunctionData({
          abi: emitterAbi,
          functionName: 'batch',
          args: [zero, b, [1n, 2n], [3n, 4n]],
        }),
      })
      expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
      await indexUntilCaughtUp(db, 'one', 0)
      const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
      expect(await stored(db)).toEqual(await replay(head))
      const kinds = await db
        .selectFrom('chain_transfers')
        .select(['standard', 'status', 'amount'])
        .orderBy('block_number')
        .orderBy('log_index')
        .orderBy('item_index')
        .execute()
      expect(kinds.slice(-5)).toEqual([
        { standard: 'native', status: 'success', amount: '5' },
        { standard: 'native', status: 'failed', amount: '1' },
        { standard: 'erc20', status: 'success', amount: '7' },
        { standard: 'erc1155', status: 'success', amount: '3' },
        { standard: 'erc1155', status: 'success', amount: '4' },
      ])
      await learnTokens(db, createChainClient(anvil.rpcUrl), { chainId })
      expect(
        await db
          .selectFrom('chain_tokens')
          .select(['address', 'name', 'symbol', 'decimals'])
          .execute(),
      ).toEqual([{ address: emitter.toLowerCase(), name: 'Emitter', symbol: 'EMT', decimals: 6 }])
    },
  )

  handle.test('behavior: one instance indexes a chain at a time', async () => {
    const { db } = handle
    await resetIndex(db)
    expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
    expect(await takeChainLease(db, { chainId, owner: 'two' })).toBe(false)
    const client = createChainClient(anvil.rpcUrl)
    await expect(
      indexChain({ db, client, chainId, owner: 'two', startBlock: 0, confirmations: 0 }),
    ).rejects.toThrow(ChainLeaseLostError)
    expect(await db.selectFrom('chain_transfers').select('tx_hash').execute()).toEqual([])
    await releaseChainLease(db, { chainId, owner: 'one' })
    expect(await takeChainLease(db, { chainId, owner: 'two' })).toBe(true)
  })

  handle.test(
    "behavior: after any mix of transfers, blocks, restarts and reorgs the stored history is the chain's",
    async () => {
      const { db } = handle
      await fc.assert(
        fc.asyncProperty(
          fc.array(action, { minLength: 1, maxLength: 14 }),
          fc.constantFrom(0, 0, 2),
          async (steps, confirmations) => {
            await resetIndex(db)
            const base = (await rpc('evm_snapshot')) as Hex
            const snapshots: Hex[] = []
            let owner = 'run-0'
            try {
              await takeChainLease(db, { chainId, owner })
              for (const step of steps) {
                if (step.kind === 'index') await indexUntilCaughtUp(db, owner, confirmations)
                else if (step.kind === 'restart') {
                  await releaseChainLease(db, { chainId, owner })
                  owner = `run-${Number(owner.slice(4)) + 1}`
                  expect(await takeChainLease(db, { chainId, owner })).toBe(true)
                } else if (step.kind === 'reorg') {
                  // Back before the last \`depth\` changes of the chain; what comes next differs.
                  const id = snapshots.splice(-step.depth).at(0)
                  if (id) await rpc('evm_revert', [id])
                } else {
                  snapshots.push((await rpc('evm_snapshot')) as Hex)
                  await perform(step)
                }
              }
              await indexUntilCaughtUp(db, owner, confirmations)
              const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
              // Caught up: at most \`confirmations\` below the head (a reorg may have lowered the
              // head under blocks indexed before it, which stay while they are on the chain).
              const cursor = await db
                .selectFrom('chain_index_cursors')
                .select('block_number')
                .where('chain_id', '=', chainId)
                .executeTakeFirstOrThrow()
              const last = Number(cursor.block_number)
              expect(last).toBeGreaterThanOrEqual(head - confirmations)
              expect(last).toBeLessThanOrEqual(head)
              expect(await stored(db)).toEqual(await replay(last))
            } finally {
              await rpc('evm_revert', [base])
            }
          },
        ),
        { numRuns: 12 },
      )
    },
    60_000,
  )

  handle.test('behavior: a provider that refuses wide log ranges is asked for shorter ones', () =>
    onChainCopy(async () => {
      const { db } = handle
      await resetIndex(db)
      const [a, b] = [accounts[1] as Address, accounts[2] as Address]
      for (let index = 0; index < 4; index++) {
        await send(a, b, { value: BigInt(index + 1) })
        await sendErc20(a, b, 7n)
      }
      const widths: number[] = []
      const client = interceptingClient(async (method, [filter], forward) => {
        if (method === 'eth_getLogs' && filter?.fromBlock !== undefined) {
          const width = Number(filter.toBlock) - Number(filter.fromBlock) + 1
          if (width > 3)
            throw Object.assign(new Error('query exceeds max block range 3'), { code: -32600 })
          widths.push(width)
        }
        return forward()
      })
      expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
      const blockRange = createBlockRange(50)
      const step = { db, client, chainId, owner: 'one', startBlock: 0, confirmations: 0 }
      for (let count = 0; (await indexChain({ ...step, blockRange })).kind !== 'caught_up'; count++)
        expect(count).toBeLessThan(100)
      // Shrunk to what the provider takes, and still asking ranges rather than single blocks.
      expect(blockRange.size).toBeLessThanOrEqual(3)
      expect(Math.max(...widths)).toBeGreaterThan(1)
      const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
      expect(await stored(db)).toEqual(await replay(head))
    }),
  )

  handle.test('behavior: one step reads a range longer than the reorg window', () =>
    onChainCopy(async () => {
      const { db } = handle
      await resetIndex(db)
      const [a, b] = [accounts[1] as Address, accounts[2] as Address]
      await sendErc20(a, b, 1n)
      await rpc('anvil_mine', ['0x1f4'])
      await send(a, b, { value: 2n })
      const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
      expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
      const step = { db, chainId, owner: 'one', startBlock: 0, confirmations: 0 }
      const client = createChainClient(anvil.rpcUrl)
      const blockRange = createBlockRange(1000)
      expect(await indexChain({ ...step, client, blockRange })).toMatchObject({ to: head })
      const kept = await db.selectFrom('chain_index_blocks').select('number').execute()
      expect(kept).toHaveLength(256)
      expect(await stored(db)).toEqual(await replay(head))
    }),
  )

  handle.test(
    "behavior: a reorg between reading a range's logs and its blocks stores only the blocks before it",
    () =>
      onChainCopy(async () => {
        const { db } = handle
        await resetIndex(db)
        const [a, b] = [accounts[1] as Address, accounts[2] as Address]
        expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
        await indexUntilCaughtUp(db, 'one', 0)
        await sendErc20(a, b, 1n)
        const kept = Number(await chain.getBlockNumber({ cacheTime: 0 }))
        const fork = (await rpc('evm_snapshot')) as Hex
        await sendErc20(a, b, 2n)
        await send(a, b, { value: 3n })
        // The range's logs are of the two blocks above; its blocks, read once the logs are
        // answered, are of another chain from `kept + 1` on.
        let reorged: (() => void) | undefined
        let reorg: Promise<void> | undefined
        const client = interceptingClient(async (method, [filter], forward) => {
          if (method === 'eth_getLogs' && filter?.fromBlock !== undefined && !reorg) {
            reorg = new Promise((resolve) => {
              reorged = resolve
            })
            const logs = await forward()
            await rpc('evm_revert', [fork])
            await send(b, a, { value: 4n })
            await sendErc20(b, a, 5n)
            reorged?.()
            return logs
          }
          if (method === 'eth_getBlockByNumber' && reorg) await reorg
          return forward()
        })
        const step = { db, client, chainId, owner: 'one', startBlock: 0, confirmations: 0 }
        expect(await indexChain(step)).toEqual({
          kind: 'indexed',
          from: expect.any(Number),
          to: kept,
          transfers: 1,
        })
        for (let count = 0; (await indexChain(step)).kind !== 'caught_up'; count++)
          expect(count).toBeLessThan(10)
        const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
        expect(await stored(db)).toEqual(await replay(head))
      }),
  )
})
