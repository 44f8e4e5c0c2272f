/**
 * `npm run bench`: the chain-data service (issue 13). On a fresh anvil, four ERC-20 tokens are
 * deployed and 10,000 transfers made: 1,000 blocks of one transaction each, every transaction
 * spraying 10 Transfer events to fresh accounts. Then:
 * - indexer catch-up from block 0 on an empty database (SQLite file in WAL mode, and Postgres
 *   when LATCH_TEST_POSTGRES_URL is set), as `startIndexer` steps it (`indexChain`, then
 *   `learnTokens` after a step that found transfers): blocks/s, transfers/s, RPC calls and the
 *   share of the time spent waiting on them; then again with `traces` on (each block traced for
 *   internal transfers, of which this chain has none: the cost of the tracing alone);
 * - `GET /chain/v1/balances` and `/chain/v1/history` over HTTP on loopback for the sender (four
 *   tokens, 1,000 transactions), 100 keep-alive connections for 10 s each from a worker thread:
 *   p50/p99/max latency and requests/s; then balances for the 10,000 recipients in turn (one
 *   token each), so that nearly every request misses the balance cache and asks anvil.
 * It prints numbers; it asserts nothing.
 *
 *   npx tsx packages/server/bench/chainData.ts [--seconds 10] [--connections 100]
 */
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { startAnvil } from '@latch/test/server'
import {
  type Abi,
  createPublicClient,
  custom,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  type PublicClient,
} from 'viem'
import { createApp } from '../src/app.js'
import { takeChainLease } from '../src/chainData/indexer/chainLease.js'
import { createChainClient } from '../src/chainData/indexer/createChainClient.js'
import { indexChain } from '../src/chainData/indexer/indexChain.js'
import { learnTokens } from '../src/chainData/indexer/learnTokens.js'
import { loadConfig } from '../src/config/loadConfig.js'
import { createDatabase } from '../src/db/createDatabase.js'
import { migrateToLatest } from '../src/db/migrateToLatest.js'
import { createLogger } from '../src/logger.js'
import { ensureProject } from '../src/projects/ensureProject.js'
import { openBenchDatabase } from './openBenchDatabase.js'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
  },
})
const print = (line: string) => process.stdout.write(`${line}\n`)
const chainId = 'eip155:31337'
const blocks = 1_000
const transfersPerBlock = 10
const tokenCount = 4

const source = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;
contract BenchToken {
  event Transfer(address indexed from, address indexed to, uint256 value);
  mapping(address => uint256) public balanceOf;
  string public name;
  string public symbol;
  uint8 public constant decimals = 18;
  constructor(string memory name_, string memory symbol_) {
    name = name_;
    symbol = symbol_;
    balanceOf[msg.sender] = type(uint128).max;
    emit Transfer(address(0), msg.sender, type(uint128).max);
  }
  function spray(address[] calldata to, uint256 value) external {
    balanceOf[msg.sender] -= value * to.length;
    for (uint256 i = 0; i < to.length; i++) {
      balanceOf[to[i]] += value;
      emit Transfer(msg.sender, to[i], value);
    }
  }
}`

/** BenchToken compiled with the repository's solc (about a second). */
function compileBenchToken(): { abi: Abi; bytecode: Hex } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'BenchToken.sol': { content: source } },
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((error) => error.severity === 'error') ?? []
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const contract = output.contracts['BenchToken.sol']?.BenchToken
  if (!contract) throw new Error('BenchToken did not compile')
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

const anvil = await startAnvil('bench-chainData')
let rpcId = 0
async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** The chain: four tokens, then 1,000 blocks of one 10-transfer spray each. */
async function makeChain(): Promise<{ sender: Hex; seconds: number }> {
  const started = performance.now()
  const { abi, bytecode } = compileBenchToken()
  const [sender] = (await rpc('eth_accounts')) as Hex[]
  if (!sender) throw new Error('anvil has no accounts')
  // One transaction per block, mined on demand.
  await rpc('evm_setAutomine', [false])
  const tokens: Hex[] = []
  for (let index = 0; index < tokenCount; index++) {
    const data = encodeDeployData({ abi, bytecode, args: [`Bench ${index}`, `BN${index}`] })
    const hash = await rpc('eth_sendTransaction', [{ from: sender, data, gas: '0x2dc6c0' }])
    await rpc('evm_mine')
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { contractAddress: Hex }
    tokens.push(receipt.contractAddress)
  }
  for (let block = 0; block < blocks; block++) {
    const recipients = Array.from(
      { length: transfersPerBlock },
      (_, item) =>
        `0x${(0xbe00_0000 + block * transfersPerBlock + item).toString(16).padStart(40, '0')}` as Hex,
    )
    await rpc('eth_sendTransaction', [
      {
        from: sender,
        to: tokens[block % tokenCount],
        data: encodeFunctionData({ abi, functionName: 'spray', args: [recipients, 1000n] }),
        gas: '0x7a120',
      },
    ])
    await rpc('evm_mine')
  }
  return { sender, seconds: (performance.now() - started) / 1000 }
}

/**
 * The indexer's own client, counting its calls and the time at least one of them was waiting
 * (calls overlap: the client batches and the indexer reads blocks concurrently).
 */
function countingClient(): { client: PublicClient; calls: number; waitedMs: number } {
  const inner = createChainClient(anvil.rpcUrl)
  const counted = {
    calls: 0,
    waitedMs: 0,
    client: undefined as unknown as PublicClient,
  }
  let waiting = 0
  let since = 0
  counted.client = createPublicClient({
    transport: custom({
      async request(args) {
        counted.calls++
        if (waiting++ === 0) since = performance.now()
        try {
          return await inner.request(args as never)
        } finally {
          if (--waiting === 0) counted.waitedMs += performance.now() - since
        }
      },
    }),
  })
  return counted
}

type Load = { latencies: number[]; errors: number; non200: number; seconds: number }

// Plain CommonJS for an eval'd worker: keep-alive connections, each sending its next request as
// soon as the last answer is read (autocannon's model), latency from send to the answer's end.
const loadWorker = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { urls, connections, durationMs } = workerData
let next = 0
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const latencies = []
let errors = 0
let non200 = 0
const started = Date.now()
const end = started + durationMs
const once = () => new Promise((resolve) => {
  const sent = process.hrtime.bigint()
  const request = http.get(urls[next++ % urls.length], { agent }, (response) => {
    response.resume()
    response.on('end', () => {
      latencies.push(Number(process.hrtime.bigint() - sent) / 1e6)
      if (response.statusCode !== 200) non200++
      resolve()
    })
  })
  request.on('error', () => { errors++; resolve() })
})
const loop = async () => { while (Date.now() < end) await once() }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy()
  parentPort.postMessage({ latencies, errors, non200, seconds: (Date.now() - started) / 1000 })
})
`

/** Requests `urls` in turn. */
function load(urls: string[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadWorker, {
      eval: true,
      workerData: {
        urls,
        connections: Number(values.connections),
        durationMs: Number(values.seconds) * 1000,
      },
    })
    worker.once('message', (result: Load) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

async function benchDatabase(kind: 'sqlite' | 'postgres', sender: Hex, head: number) {
  const { url, cleanup } = await openBenchDatabase(kind)
  const db = createDatabase({ url })
  try {
    await migrateToLatest(db)
    const owner = 'bench'
    if (!(await takeChainLease(db, { chainId, owner }))) throw new Error('the chain lease is taken')
    for (const traces of [false, true]) {
      if (traces)
        for (const table of ['chain_transfers', 'chain_index_blocks', 'chain_tokens'] as const)
          await db.deleteFrom(table).execute()
      if (traces)
        await db
          .updateTable('chain_index_cursors')
          .set({ block_number: null, block_hash: null })
          .execute()
      const counted = countingClient()
      let transfers = 0
      let steps = 0
      const started = performance.now()
      for (;;) {
        const result = await indexChain({
          db,
          client: counted.client,
          chainId,
          owner,
          startBlock: 0,
          confirmations: 0,
          traces,
        })
        if (result.kind !== 'indexed') break
        steps++
        transfers += result.transfers
        if (result.transfers > 0) await learnTokens(db, counted.client, { chainId })
      }
      const seconds = (performance.now() - started) / 1000
      const indexed = head + 1
      print(
        `Indexer catch-up on ${kind}${traces ? ' with traces' : ''}: ${indexed} blocks, ${transfers} transfers in ${seconds.toFixed(2)} s (${steps} steps): ${(indexed / seconds).toFixed(0)} blocks/s, ${(transfers / seconds).toFixed(0)} transfers/s`,
      )
      print(
        `  ${counted.calls} RPC calls (${(counted.calls / indexed).toFixed(1)} per block), ${((counted.waitedMs / 1000 / seconds) * 100).toFixed(0)}% of the time waiting on them; the rest is the database and decoding`,
      )
    }

    const config = loadConfig({
      env: {
        DATABASE_URL: url,
        CHAIN_RPC_URLS: `${chainId}=${anvil.rpcUrl}`,
        CHAIN_DATA_INDEX: JSON.stringify({ [chainId]: { startBlock: 0, confirmations: 0 } }),
      },
    })
    await ensureProject(db, { id: 'bench', name: 'Bench', origins: [] })
    // The bench measures the routes, so its one client is not held to the per-source quota.
    const app = createApp({
      db,
      config,
      logger: createLogger({ level: 'silent' }),
      rateLimits: { chainData: { points: Number.MAX_SAFE_INTEGER, durationSeconds: 1 } },
    })
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      )
    })
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const account = `${chainId}:${sender}`
      print(
        `  routes over HTTP, ${values.connections} connections for ${values.seconds} s each, account ${account}:`,
      )
      print(
        '  route                                requests   req/s   p50 ms   p99 ms   max ms  errors',
      )
      const recipients = Array.from(
        { length: blocks * transfersPerBlock },
        (_, index) => `${chainId}:0x${(0xbe00_0000 + index).toString(16).padStart(40, '0')}`,
      )
      const runs = [
        { route: 'balances', label: 'balances', accounts: [account] },
        { route: 'history', label: 'history', accounts: [account] },
        { route: 'balances', label: 'balances, 10k accounts', accounts: recipients },
      ]
      for (const { route, label, accounts } of runs) {
        const targets = accounts.map(
          (one) => `${base}/chain/v1/${route}?projectId=bench&account=${one}`,
        )
        const check = await fetch(targets[0] as string)
        const body = (await check.json()) as { balances?: unknown[]; data?: unknown[] }
        if (check.status !== 200)
          throw new Error(`${route}: ${check.status} ${JSON.stringify(body)}`)
        // Warm-up on the last accounts, which the run reaches last, if ever.
        for (const target of targets.slice(-20)) await (await fetch(target)).arrayBuffer()
        const result = await load(targets)
        const sorted = result.latencies.sort((a, b) => a - b)
        const cells = [0.5, 0.99, 1].map((q) => quantile(sorted, q).toFixed(1).padStart(8))
        const entries = body.balances?.length ?? body.data?.length ?? 0
        print(
          `  ${`${label} (${entries} entries)`.padEnd(36)}${String(sorted.length).padStart(9)} ${(sorted.length / result.seconds).toFixed(0).padStart(7)} ${cells.join(' ')}  ${result.errors + result.non200}`,
        )
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  } finally {
    await db.destroy()
    await cleanup()
  }
}

try {
  const { sender, seconds } = await makeChain()
  const head = Number(await rpc('eth_blockNumber'))
  print(
    `\nChain-data bench: anvil with ${tokenCount} ERC-20 tokens and ${blocks * transfersPerBlock} transfers (${blocks} blocks of ${transfersPerBlock}), made in ${seconds.toFixed(1)} s; head ${head}`,
  )
  await benchDatabase('sqlite', sender, head)
  if (process.env.LATCH_TEST_POSTGRES_URL) await benchDatabase('postgres', sender, head)
  else print('Postgres: skipped (set LATCH_TEST_POSTGRES_URL to run it too)')
  print(
    'Balances ask anvil for the native balance and each token’s balanceOf (one JSON-RPC batch) and are kept 30 s per account; history reads the database only.',
  )
} finally {
  await anvil.stop()
}
