import { type SeededSolana, startSeededSolana, startUpstream } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ChainDataSourceError, InvalidCursorError } from '../chainDataErrors.js'
import { createSolanaProvider } from './createSolanaProvider.js'

let node: SeededSolana['node']
let lusd: SeededSolana['lusd']
let nfts: SeededSolana['nfts']
let chainId: string

beforeAll(async () => {
  ;({ node, lusd, nfts, chainId } = await startSeededSolana())
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

const provider = (tokens = { [lusd.mint]: { name: 'Latch USD', symbol: 'LUSD' } }) =>
  createSolanaProvider({
    clusters: { [chainId]: { tokens } },
    rpcUrls: { [chainId]: node.devnet.rpcUrl },
  })
const owner = (index: number) => node.devnet.accounts[index]?.address as string

describe('createSolanaProvider', () => {
  test('default: SOL and the seeded SPL token, exact, as the devnet records them', async () => {
    // The seeding's transfers: #0 5000 − 125.5 + 20.25; #1 2500 + 125.5 − 20.25 − 7.654321;
    // #2 1000 + 7.654321; #3 and #4 keep what they were minted. Every account keeps its 100 SOL.
    const expected = ['4894.75', '2597.595679', '1007.654321', '1000', '1000']
    expect(lusd.holdings.map((holding) => Number(holding.amount) / 1e6)).toEqual(
      expected.map(Number),
    )
    for (const [index, numeric] of expected.entries())
      expect(await provider().getBalances({ chainId, address: owner(index) })).toEqual([
        { name: 'Solana', symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: '100' } },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          chainId,
          address: `${chainId}:${lusd.mint}`,
          quantity: { decimals: '6', numeric },
        },
      ])
  })

  test('default: NFTs: the seeded Token-2022 NFTs, named by their TokenMetadata, with the image of their data: JSON', async () => {
    // The image is the `image` of the metadata JSON, which the route turns into an image URL.
    const imageOf = (uri: string) =>
      JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')).image as string
    for (const index of [0, 1]) {
      const held = nfts
        .filter((nft) => nft.owner === owner(index))
        .sort((a, b) => (a.mint < b.mint ? -1 : 1))
      expect(held).toHaveLength(index === 0 ? 3 : 2)
      expect(await provider().getNfts({ chainId, address: owner(index) }, { limit: 40 })).toEqual({
        items: held.map((nft) => ({
          chainId,
          contract: `${chainId}:${nft.mint}`,
          tokenId: nft.mint,
          standard: 'SPL',
          amount: '1',
          name: nft.name,
          collection: 'LSOL',
          sourceImageUrl: imageOf(nft.uri),
        })),
      })
    }
    expect(imageOf(nfts[0]!.uri)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    expect(await provider().getNfts({ chainId, address: owner(2) }, { limit: 40 })).toEqual({
      items: [],
    })
  })

  test('behavior: NFTs are paged by mint; a cursor that is no mint is refused', async () => {
    const account = { chainId, address: owner(0) }
    const first = await provider().getNfts(account, { limit: 2 })
    expect(first.items).toHaveLength(2)
    expect(first.next).toBe(first.items[1]!.tokenId)
    const second = await provider().getNfts(account, { limit: 2, cursor: first.next })
    expect(second.next).toBeUndefined()
    expect([...first.items, ...second.items].map((item) => item.tokenId)).toEqual(
      nfts
        .filter((nft) => nft.owner === owner(0))
        .map((nft) => nft.mint)
        .sort(),
    )
    await expect(provider().getNfts(account, { limit: 2, cursor: 'not a mint' })).rejects.toThrow(
      InvalidCursorError,
    )
  })

  test('behavior: a mint without a configured name shows its address abbreviated', async () => {
    const [, token] = await provider({}).getBalances({ chainId, address: owner(0) })
    expect(token).toMatchObject({
      name: 'Unknown token',
      symbol: `${lusd.mint.slice(0, 4)}…${lusd.mint.slice(-4)}`,
    })
  })

  test('behavior: an account with nothing has no balances; NFTs and history are empty', async () => {
    const account = { chainId, address: '11111111111111111111111111111112' }
    const solana = provider()
    expect(await solana.getBalances(account)).toEqual([])
    expect(await solana.getNfts(account, { limit: 20 })).toEqual({ items: [] })
    expect(await solana.getHistory(account, { limit: 20 })).toEqual({ items: [] })
  })

  test('behavior: serves the configured clusters that have an RPC URL only', () => {
    expect(provider().serves(chainId)).toBe(true)
    expect(provider().serves('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(
      createSolanaProvider({ clusters: { [chainId]: { tokens: {} } }, rpcUrls: {} }).serves(
        chainId,
      ),
    ).toBe(false)
  })

  test('error: replies that are malformed, JSON-RPC errors, too large or too slow', async () => {
    const answers: Record<string, (reply: (body: string) => void) => void> = {
      malformed: (reply) =>
        reply(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { value: '100' } })),
      rpcError: (reply) =>
        reply(
          JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid' } }),
        ),
      float: (reply) =>
        reply(
          JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 1.5 } }),
        ),
      tooLarge: (reply) => reply(`"${'x'.repeat(4096)}"`),
      slow: () => {},
    }
    for (const [kind, answer] of Object.entries(answers)) {
      const upstream = await startUpstream({
        answer: (_request, response) =>
          answer((body) =>
            response.writeHead(200, { 'content-type': 'application/json' }).end(body),
          ),
      })
      const solana = createSolanaProvider({
        clusters: { [chainId]: { tokens: {} } },
        rpcUrls: { [chainId]: upstream.origin },
        timeoutMs: 300,
        maxResponseBytes: 1024,
      })
      const error = await solana.getBalances({ chainId, address: owner(0) }).catch((e) => e)
      expect(error, kind).toBeInstanceOf(ChainDataSourceError)
      expect([kind, error.reason]).toEqual([
        kind,
        {
          malformed: 'malformed',
          rpcError: 'malformed',
          float: 'malformed',
          tooLarge: 'too_large',
          slow: 'timeout',
        }[kind],
      ])
      expect(error.message).not.toContain(upstream.origin)
      await upstream.close()
    }
  })
})
