import { databases, startAnvil, useTestDatabase } from '@latch/test/server'
import fc from 'fast-check'
import type { Kysely } from 'kysely'
import {
  type Address,
  createPublicClient,
  decodeEventLog,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Database } from '../../db/schema.js'
import { releaseChainLease, takeChainLease } from './chainLease.js'
import { createChainClient } from './createChainClient.js'
import { ChainLeaseLostError, indexChain } from './indexChain.js'
import { learnTokens } from './learnTokens.js'

// Emitter.sol (solc 0.8.37, cancun, optimizer 200): emits Transfer (ERC-20: erc20(); ERC-721:
// erc721(), four topics), TransferSingle and TransferBatch as asked; name "Emitter", symbol
// "EMT", 6 decimals; no receive function, so native value sent to it reverts.
const emitterBytecode: Hex =
  '0x6080604052348015600e575f5ffd5b5061049b8061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061007a575f3560e01c80637f32c14d116100585780637f32c14d146100d757806395d89b41146100ea578063f5641e0114610109578063fabaf5101461011c575f5ffd5b806306fdde031461007e578063313ce567146100b35780634ed5fa3c146100c2575b5f5ffd5b60408051808201909152600781526622b6b4ba3a32b960c91b60208201525b6040516100aa9190610263565b60405180910390f35b604051600681526020016100aa565b6100d56100d03660046102b3565b61012f565b005b6100d56100e53660046102ed565b61015d565b60408051808201909152600381526211535560ea1b602082015261009d565b6100d5610117366004610374565b6101ae565b6100d561012a3660046102b3565b610211565b7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef818385835f80a450505050565b60408051838152602081018390526001600160a01b03808616929087169133917fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62910160405180910390a450505050565b846001600160a01b0316866001600160a01b0316336001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb878787876040516102019493929190610434565b60405180910390a4505050505050565b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161025691815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146102ae575f5ffd5b919050565b5f5f5f606084860312156102c5575f5ffd5b6102ce84610298565b92506102dc60208501610298565b929592945050506040919091013590565b5f5f5f5f60808587031215610300575f5ffd5b61030985610298565b935061031760208601610298565b93969395505050506040820135916060013590565b5f5f83601f84011261033c575f5ffd5b50813567ffffffffffffffff811115610353575f5ffd5b6020830191508360208260051b850101111561036d575f5ffd5b9250929050565b5f5f5f5f5f5f60808789031215610389575f5ffd5b61039287610298565b95506103a060208801610298565b9450604087013567ffffffffffffffff8111156103bb575f5ffd5b6103c789828a0161032c565b909550935050606087013567ffffffffffffffff8111156103e6575f5ffd5b6103f289828a0161032c565b979a9699509497509295939492505050565b8183525f6001600160fb1b0383111561041b575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f610447604083018688610404565b828103602084015261045a818587610404565b97965050505050505056fea2646970667358221220aa8cf3a7de3f3d18f4101e41a52cb42b91239e07104a0f189e6f9a4c2e2fe54564736f6c63430008250033'
const emitterAbi = parseAbi([
  'function erc20(address from, address to, uint256 value)',
  'function erc721(address from, address to, uint256 id)',
  'function single(address from, address to, uint256 id, uint256 value)',
  'function batch(address from, address to, uint256[] ids, uint256[] values)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
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

beforeAll(async () => {
  anvil = await startAnvil('indexChain')
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  accounts = (await rpc('eth_accounts')) as Address[]
  const hash = (await rpc('eth_sendTransaction', [
    { from: accounts[0], data: emitterBytecode },
  ])) as Hex
  const receipt = await chain.getTransactionReceipt({ hash })
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
})
