import {
  databases,
  startAnvil,
  transferEmitter,
  useTestDatabase,
  valueForwarder,
} from '@latch/test/server'
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
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/schema.js'
import { releaseChainLease, takeChainLease } from './chainLease.js'
import { createChainClient } from './createChainClient.js'
import { ChainLeaseLostError, createBlockRange, indexChain, readCursor } from './indexChain.js'
import { learnTokens } from './learnTokens.js'
import { BlockTraceError, mayHoldTransfers } from './readBlockTransfers.js'
import { readIndexedHistory } from './readIndexedHistory.js'

const emitterAbi = parseAbi(transferEmitter.abi)
const emitterBytecode = transferEmitter.bytecode as Hex
const forwarderAbi = parseAbi(valueForwarder.abi)
const chainId = 'eip155:31337'
const zero = '0x0000000000000000000000000000000000000000'

type Anvil = { rpcUrl: string; stop(): Promise<void> }
let anvil: Anvil
let chain: PublicClient
let accounts: Address[]
let emitter: Address
let forwarder: Address

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

/**
 * Sends the forwarder `value` (defaults to `toA + toB + toC`) to pay `a` directly, `b` through a
 * nested call and `c` in a call that reverts (caught). The gas is fixed, as an estimate gives the
 * reverting call too little to reach its payment.
 */
const forward = (
  from: Address,
  [a, toA]: [Address, bigint],
  [b, toB]: [Address, bigint],
  [c, toC]: [Address, bigint],
  value = toA + toB + toC,
) =>
  send(from, forwarder, {
    data: encodeFunctionData({
      abi: forwarderAbi,
      functionName: 'forward',
      args: [a, toA, b, toB, c, toC],
    }),
    value,
    gas: 300_000n,
  })

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
  const deployed = await chain.waitForTransactionReceipt({
    hash: (await rpc('eth_sendTransaction', [
      { from: accounts[0], data: valueForwarder.bytecode },
    ])) as Hex,
    pollingInterval: 5,
  })
  forwarder = deployed.contractAddress as Address
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

/** A trace as anvil's `trace_block` (Parity's format) answers it. */
type ParityTrace = {
  type: 'call' | 'create' | 'suicide'
  action: {
    callType?: string
    from?: Address
    to?: Address
    value?: Hex
    address?: Address
    refundAddress?: Address
    balance?: Hex
  }
  result: { address?: Address } | null
  error?: string
  traceAddress: number[]
  transactionHash: Hex
}

/**
 * The internal transfers of block `number` from `trace_block`, another tracer than the
 * indexer's: every call, creation and self-destruct below the top that moved value, unless it or
 * a call above it failed, numbered from 1 in each transaction in call order.
 */
async function replayInternal(number: number) {
  const rows: string[] = []
  const traces = (await rpc('trace_block', [`0x${number.toString(16)}`])) as ParityTrace[]
  const failed = new Set<string>()
  const counts = new Map<Hex, number>()
  for (const trace of traces) {
    const at = trace.traceAddress
    const path = (length: number) => `${trace.transactionHash}/${at.slice(0, length).join('.')}`
    if (trace.error !== undefined) failed.add(path(at.length))
    if (
      at.length === 0 ||
      Array.from({ length: at.length + 1 }, (_, n) => path(n)).some((p) => failed.has(p))
    )
      continue
    const { action } = trace
    const [from, to, value] =
      trace.type === 'suicide'
        ? [action.address, action.refundAddress, action.balance]
        : trace.type === 'create'
          ? [action.from, trace.result?.address, action.value]
          : action.callType === 'call'
            ? [action.from, action.to, action.value]
            : [undefined, undefined, undefined]
    if (!from || !to || !value || BigInt(value) === 0n) continue
    const item = (counts.get(trace.transactionHash) ?? 0) + 1
    counts.set(trace.transactionHash, item)
    rows.push(
      [
        number,
        trace.transactionHash,
        -1,
        item,
        from.toLowerCase(),
        to.toLowerCase(),
        null,
        'native',
        null,
        BigInt(value),
        'success',
      ].join('|'),
    )
  }
  return rows
}

/**
 * The chain's transfers up to `last`, replayed from blocks, receipts and logs with viem's
 * decoders, and with `traces` the internal transfers from `trace_block`.
 */
async function replay(last: number, traces = false) {
  const rows: string[] = []
  for (let number = 0; number <= last; number++) {
    const block = await chain.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    if (traces) rows.push(...(await replayInternal(number)))
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

async function indexUntilCaughtUp(
  db: Kysely<Database>,
  owner: string,
  confirmations: number,
  traces = false,
) {
  const client = createChainClient(anvil.rpcUrl)
  for (let step = 0; step < 100; step++) {
    const result = await indexChain({
      db,
      client,
      chainId,
      owner,
      startBlock: 0,
      confirmations,
      traces,
    })
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
const value = fc.bigInt({ min: 0n, max: 1000n })
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
  fc.record({
    kind: fc.constant('forward' as const),
    from: account,
    a: account,
    b: account,
    c: account,
    values: fc.tuple(value, value, value, value),
  }),
  fc.record({ kind: fc.constant('failedForward' as const), from: account }),
  fc.record({
    kind: fc.constant('create' as const),
    from: account,
    value,
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
    case 'forward': {
      const [toA, toB, toC, kept] = step.values
      return forward(
        who(step.from),
        [who(step.a), toA],
        [who(step.b), toB],
        [who(step.c), toC],
        toA + toB + toC + kept,
      )
    }
    case 'failedForward':
      // More than the forwarder holds: the first payment fails, and so does the transaction.
      return forward(who(step.from), [who(step.from), 2n ** 200n], [zero, 0n], [zero, 0n], 1n)
    case 'create':
      return send(who(step.from), forwarder, {
        data: encodeFunctionData({ abi: forwarderAbi, functionName: 'create' }),
        value: step.value,
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

  handle.test(
    'behavior: with traces, the value contracts move is recorded, each in its own item, and failed calls move nothing',
    () =>
      onChainCopy(async () => {
        const { db } = handle
        await resetIndex(db)
        const sender = accounts[1] as Address
        const b: Address = `0x${'b0'.repeat(20)}`
        const c: Address = `0x${'c0'.repeat(20)}`
        const fwd = forwarder.toLowerCase()
        const paid = await forward(sender, [sender, 30n], [b, 20n], [c, 10n], 100n)
        const created = await send(sender, forwarder, {
          data: encodeFunctionData({ abi: forwarderAbi, functionName: 'create' }),
          value: 7n,
        })
        const failed = await forward(sender, [sender, 2n ** 200n], [b, 0n], [c, 0n], 1n)
        expect(failed.status).toBe('reverted')
        const held = (
          (await rpc('trace_transaction', [created.transactionHash])) as ParityTrace[]
        )[1]?.result?.address?.toLowerCase()
        expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
        await indexUntilCaughtUp(db, 'one', 0, true)
        const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
        const rows = await stored(db)
        expect(rows).toEqual(await replay(head, true))
        const of =
          ({ blockNumber, transactionHash }: { blockNumber: bigint; transactionHash: Hex }) =>
          (...row: unknown[]) =>
            [Number(blockNumber), transactionHash, -1, ...row].join('|')
        const s = sender.toLowerCase()
        expect(rows.filter((row) => row.includes(paid.transactionHash))).toEqual([
          of(paid)(0, s, fwd, null, 'native', null, 100, 'success'),
          of(paid)(1, fwd, s, null, 'native', null, 30, 'success'),
          of(paid)(2, fwd, fwd, null, 'native', null, 20, 'success'),
          of(paid)(3, fwd, b.toLowerCase(), null, 'native', null, 20, 'success'),
        ])
        expect(rows.filter((row) => row.includes(created.transactionHash))).toEqual([
          of(created)(0, s, fwd, null, 'native', null, 7, 'success'),
          of(created)(1, fwd, held, null, 'native', null, 7, 'success'),
        ])
        expect(rows.filter((row) => row.includes(failed.transactionHash))).toEqual([
          of(failed)(0, s, fwd, null, 'native', null, 1, 'failed'),
        ])
        expect(rows.some((row) => row.includes(c.toLowerCase()))).toBe(false)

        // In the history, like a native transfer; one entry for a transaction with both kinds.
        const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
        const history = (address: Address) =>
          readIndexedHistory(db, { chainId, address }, { limit: 10 }, ether)
        const summary = async (address: Address) =>
          (await history(address)).items.map(({ metadata, transfers }) => ({
            hash: metadata.hash,
            type: metadata.operationType,
            transfers: transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric]),
          }))
        expect((await summary(sender)).slice(0, 3)).toEqual([
          {
            hash: failed.transactionHash,
            type: 'send',
            transfers: [['out', '0.000000000000000001']],
          },
          {
            hash: created.transactionHash,
            type: 'send',
            transfers: [['out', '0.000000000000000007']],
          },
          {
            hash: paid.transactionHash,
            type: 'trade',
            transfers: [
              ['out', '0.0000000000000001'],
              ['in', '0.00000000000000003'],
            ],
          },
        ])
        expect(await summary(b)).toEqual([
          {
            hash: paid.transactionHash,
            type: 'receive',
            transfers: [['in', '0.00000000000000002']],
          },
        ])
        const [received] = (await history(b)).items
        expect(received?.metadata).toMatchObject({ sentFrom: getAddress(fwd), status: 'confirmed' })
        expect(await summary(c)).toEqual([])

        // Traces off: the transactions' own value only.
        await resetIndex(db)
        expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
        await indexUntilCaughtUp(db, 'one', 0, false)
        expect(await stored(db)).toEqual(await replay(head, false))
        expect((await stored(db)).filter((row) => row.includes(paid.transactionHash))).toEqual([
          of(paid)(0, s, fwd, null, 'native', null, 100, 'success'),
        ])
        expect(await summary(b)).toEqual([])
      }),
  )

  handle.test(
    'error: a block that cannot be traced fails the step, naming the chain and block, and is indexed once it can be',
    () =>
      onChainCopy(async () => {
        const { db } = handle
        await resetIndex(db)
        const sender = accounts[1] as Address
        expect(await takeChainLease(db, { chainId, owner: 'one' })).toBe(true)
        await indexUntilCaughtUp(db, 'one', 0, true)
        await send(sender, accounts[2] as Address, { value: 1n })
        const paid = await forward(sender, [accounts[2] as Address, 5n], [sender, 6n], [sender, 0n])
        await send(sender, accounts[2] as Address, { value: 2n })
        let refusing = true
        const client = interceptingClient(async (method, [hash], forward) => {
          if (method === 'debug_traceBlockByHash' && refusing && String(hash) === paid.blockHash)
            throw Object.assign(new Error('the method debug_traceBlockByHash does not exist'), {
              code: -32601,
            })
          return forward()
        })
        const step = {
          db,
          client,
          chainId,
          owner: 'one',
          startBlock: 0,
          confirmations: 0,
          traces: true,
        }
        const number = Number(paid.blockNumber)
        // The blocks before it are stored; then every step fails at it.
        expect(await indexChain(step)).toMatchObject({ kind: 'indexed', to: number - 1 })
        for (let attempt = 0; attempt < 2; attempt++) {
          const failure = indexChain(step)
          await expect(failure).rejects.toThrow(BlockTraceError)
          await expect(failure).rejects.toThrow(
            `Tracing block ${number} (${paid.blockHash}) of ${chainId} failed: `,
          )
        }
        expect((await readCursor(db, chainId))?.number).toBe(number - 1)
        refusing = false
        for (let count = 0; (await indexChain(step)).kind !== 'caught_up'; count++)
          expect(count).toBeLessThan(10)
        const head = Number(await chain.getBlockNumber({ cacheTime: 0 }))
        expect(await stored(db)).toEqual(await replay(head, true))
      }),
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
          fc.boolean(),
          async (steps, confirmations, traces) => {
            await resetIndex(db)
            const base = (await rpc('evm_snapshot')) as Hex
            const snapshots: Hex[] = []
            let owner = 'run-0'
            try {
              await takeChainLease(db, { chainId, owner })
              for (const step of steps) {
                if (step.kind === 'index')
                  await indexUntilCaughtUp(db, owner, confirmations, traces)
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
              await indexUntilCaughtUp(db, owner, confirmations, traces)
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
              expect(await stored(db)).toEqual(await replay(last, traces))
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
