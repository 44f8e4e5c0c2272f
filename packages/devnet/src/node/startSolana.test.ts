import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import { base58, base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SolanaDevnetAccount } from './manifest'
import { solanaDevAccounts } from './solanaDevAccounts'
import { startDevnet } from './startDevnet'
import { defaultSolanaLamports, type SolanaNode, startSolana } from './startSolana'

const sol = 1_000_000_000

/** A JSON-RPC call; a node that does not answer within 2 s fails the test rather than hanging it. */
async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

async function balanceOf(url: string, address: string): Promise<unknown> {
  const result = (await rpc(url, 'getBalance', [address, { commitment: 'confirmed' }])) as {
    value: unknown
  }
  return result.value
}

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => resolve(server))
  })
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/**
 * A legacy System Program transfer signed by `from`: built by hand (a few bytes of wire format),
 * so the test proves the derived key controls the funded account without a Solana SDK.
 */
function transferTransaction(
  from: SolanaDevnetAccount,
  to: string,
  lamports: number,
  recentBlockhash: string,
) {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true) // SystemInstruction::Transfer
  view.setBigUint64(4, BigInt(lamports), true)
  const message = Uint8Array.from([
    ...[1, 0, 1], // 1 signer (writable), no read-only signer, 1 read-only account (the program)
    3,
    ...base58.decode(from.address),
    ...base58.decode(to),
    ...new Uint8Array(32), // the System Program, 11111111111111111111111111111111
    ...base58.decode(recentBlockhash),
    1, // one instruction: program #2, accounts #0 and #1
    ...[2, 2, 0, 1, data.length],
    ...data,
  ])
  const signature = ed25519.sign(message, hexToBytes(from.privateKey.slice(2)))
  return {
    message: base64.encode(message),
    transaction: base64.encode(Uint8Array.from([1, ...signature, ...message])),
    signature: base58.encode(signature),
  }
}

/**
 * Sends a transfer of `lamports` from `from` to `to` and waits until the node reports it at least
 * `confirmed`. Returns the fee it charged.
 */
async function transferAndConfirm(
  rpcUrl: string,
  from: SolanaDevnetAccount,
  to: string,
  lamports: number,
  timeoutMs: number,
): Promise<number> {
  const { value: blockhash } = (await rpc(rpcUrl, 'getLatestBlockhash', [
    { commitment: 'confirmed' },
  ])) as { value: { blockhash: string } }
  const built = transferTransaction(from, to, lamports, blockhash.blockhash)
  const { value: fee } = (await rpc(rpcUrl, 'getFeeForMessage', [
    built.message,
    { commitment: 'confirmed' },
  ])) as { value: number }
  expect(fee).toBeGreaterThan(0)
  expect(await rpc(rpcUrl, 'sendTransaction', [built.transaction, { encoding: 'base64' }])).toBe(
    built.signature,
  )
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = (await rpc(rpcUrl, 'getSignatureStatuses', [[built.signature]])) as {
      value: ({ err: unknown; confirmationStatus: string } | null)[]
    }
    const status = value[0]
    if (status && status.confirmationStatus !== 'processed') {
      expect(status.err).toBeNull()
      return fee
    }
    if (Date.now() > deadline)
      throw new Error(`the transfer was not confirmed within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('startSolana', () => {
  let node: SolanaNode

  beforeAll(async () => {
    node = await startSolana()
  })

  afterAll(async () => {
    await node?.stop()
  })

  test('default: a healthy offline Surfpool with its CAIP-2 reference', async () => {
    const { rpcUrl, wsUrl, chainReference } = node.devnet
    expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(await rpc(rpcUrl, 'getHealth')).toBe('ok')
    expect(await rpc(rpcUrl, 'getVersion')).toMatchObject({ 'surfnet-version': '1.5.0' })
    const genesisHash = await rpc(rpcUrl, 'getGenesisHash')
    expect(typeof genesisHash).toBe('string')
    expect(chainReference).toHaveLength(32)
    expect(genesisHash).toBe(`${chainReference}${(genesisHash as string).slice(32)}`)
    // Not a public cluster's reference (mainnet-beta, devnet, testnet): wallets must not mix them.
    expect(['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'EtWTRABZaYq6iMfeYKouRu166VPbdkiq']).not.toContain(
      chainReference,
    )
  })

  test('default: funds the five Solana dev accounts with 100 SOL each', async () => {
    expect(defaultSolanaLamports).toBe(100 * sol)
    expect(node.devnet.accounts).toEqual(solanaDevAccounts(5))
    for (const account of node.devnet.accounts) {
      expect(await balanceOf(node.devnet.rpcUrl, account.address)).toBe(100 * sol)
    }
    // An address nobody funded holds nothing.
    expect(await balanceOf(node.devnet.rpcUrl, base58.encode(new Uint8Array(32).fill(7)))).toBe(0)
  })

  test('behavior: answers CORS for a browser origin', async () => {
    const origin = 'http://localhost:5173'
    const preflight = await fetch(node.devnet.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.ok).toBe(true)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const response = await fetch(node.devnet.rpcUrl, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', params: [] }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await response.json()).toMatchObject({ result: 'ok' })
  })

  test('behavior: dev account #0 signs a transfer the node accepts', async () => {
    const { rpcUrl, accounts } = node.devnet
    const [from, to] = [accounts[0]!, accounts[1]!]
    const amount = 1_500_000_000
    const before = (await balanceOf(rpcUrl, from.address)) as number
    const fee = await transferAndConfirm(rpcUrl, from, to.address, amount, 10_000)
    expect(await balanceOf(rpcUrl, to.address)).toBe(100 * sol + amount)
    expect(await balanceOf(rpcUrl, from.address)).toBe(before - amount - fee)
  })

  test('behavior: keeps answering past slot 1500 and 1024 events', async () => {
    // Surfpool queues an event per slot (and a few per cheatcode or transaction) in a channel of
    // 1024, and stops answering state calls once it is full until someone drains it: undrained,
    // that was after ~80 s with default settings. Each time travel queues ~3 events, so 600
    // of them fill the channel several times over in about a second, and end far past slot 1500.
    const { rpcUrl, accounts } = node.devnet
    const slot = () => rpc(rpcUrl, 'getSlot', [{ commitment: 'processed' }]) as Promise<number>
    const first = (await slot()) + 10
    for (let i = 0; i < 600; i++) {
      await rpc(rpcUrl, 'surfnet_timeTravel', [{ absoluteSlot: first + 5 * i }])
    }
    expect(await slot()).toBeGreaterThan(first + 2_990)
    // Every call answers within rpc's 2 s, and a transfer is still confirmed quickly.
    const [from, to] = [accounts[0]!, accounts[2]!]
    const before = (await balanceOf(rpcUrl, to.address)) as number
    await transferAndConfirm(rpcUrl, from, to.address, sol, 3_000)
    expect(await balanceOf(rpcUrl, to.address)).toBe(before + sol)
  })

  test('parameters: accounts and lamports', async () => {
    const [account] = solanaDevAccounts(1)
    const other = await startSolana({ accounts: [account!], lamports: 42 * sol + 1 })
    try {
      expect(other.devnet.accounts).toEqual([account])
      expect(other.devnet.rpcUrl).not.toBe(node.devnet.rpcUrl)
      expect(await balanceOf(other.devnet.rpcUrl, account!.address)).toBe(42 * sol + 1)
      expect(await balanceOf(other.devnet.rpcUrl, solanaDevAccounts(2)[1]!.address)).toBe(0)
    } finally {
      await other.stop()
    }
  })

  test('error: lamports that Surfpool cannot take exactly', async () => {
    await expect(startSolana({ lamports: 2 ** 53 })).rejects.toThrow(
      'lamports must be a non-negative safe integer, not 9007199254740992',
    )
    await expect(startSolana({ lamports: -1 })).rejects.toThrow('not -1')
  })

  test('behavior: stop() frees the RPC and WebSocket ports', async () => {
    const ports = [node.devnet.rpcUrl, node.devnet.wsUrl].map((url) => Number(new URL(url).port))
    await node.stop()
    await expect(rpc(node.devnet.rpcUrl, 'getHealth')).rejects.toThrow()
    for (const port of ports) await close(await listen(port))
    // Stopping twice is harmless.
    await node.stop()
  })
})

describe('startDevnet with Solana', () => {
  const manifestPath = join(tmpdir(), `latch-devnet-solana-test-${process.pid}`, 'manifest.json')

  test('default: the manifest carries the Solana RPC, and stop() stops it', async () => {
    const logs: string[] = []
    const devnet = await startDevnet({ chains: [], manifestPath, log: (line) => logs.push(line) })
    let stopped = false
    try {
      const { solana } = devnet.manifest
      expect(solana?.accounts).toEqual(solanaDevAccounts(5))
      expect(await rpc(solana!.rpcUrl, 'getHealth')).toBe('ok')
      const genesisHash = (await rpc(solana!.rpcUrl, 'getGenesisHash')) as string
      expect(solana?.chainReference).toBe(genesisHash.slice(0, 32))
      expect(await balanceOf(solana!.rpcUrl, solana!.accounts[4]!.address)).toBe(100 * sol)
      expect(logs.some((line) => line.startsWith('surfpool (Solana, offline) listening'))).toBe(
        true,
      )
      expect(JSON.parse(await readFile(manifestPath, 'utf8'))).toEqual(devnet.manifest)
      await devnet.stop()
      stopped = true
      await expect(rpc(solana!.rpcUrl, 'getHealth')).rejects.toThrow()
    } finally {
      if (!stopped) await devnet.stop()
    }
  })

  test('parameters: solana false leaves it out of the manifest', async () => {
    const devnet = await startDevnet({ chains: [], manifestPath, solana: false })
    await devnet.stop()
    expect(devnet.manifest).not.toHaveProperty('solana')
    expect(JSON.parse(await readFile(manifestPath, 'utf8'))).toEqual({
      accounts: devnet.manifest.accounts,
      chains: [],
    })
  })
})
