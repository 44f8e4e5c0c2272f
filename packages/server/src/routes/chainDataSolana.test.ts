import {
  createTestApp,
  databases,
  type SeededSolana,
  startSeededSolana,
  useTestDatabase,
} from '@latch/test/server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createProject } from '../projects/createProject.js'

const origin = 'https://app.example.com'

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

describe.each(databases)('chain data routes on Solana ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  const get = (path: string) =>
    createTestApp({
      db: handle.db,
      config: {
        chainRpcUrls: { [chainId]: node.devnet.rpcUrl },
        chainDataSolana: {
          [chainId]: { tokens: { [lusd.mint]: { name: 'Latch USD', symbol: 'LUSD' } } },
        },
        chainDataPrices: { [chainId]: { native: 150, [lusd.mint]: 1 } },
      },
    }).request(path, { headers: { origin } })
  const account = (index: number) => `${chainId}:${node.devnet.accounts[index]?.address}`

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, { id: 'demo', name: 'Demo', origins: [origin] })
  })

  test('default: SOL and LUSD as the devnet seeded them, priced', async () => {
    const response = await get(`/chain/v1/balances?projectId=demo&account=${account(1)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await response.json()).toEqual({
      currency: 'usd',
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId,
          quantity: { decimals: '9', numeric: '100' },
          price: 150,
          value: 15_000,
        },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          chainId,
          address: `${chainId}:${lusd.mint}`,
          quantity: { decimals: '6', numeric: '2597.595679' },
          price: 1,
          value: 2597.595679,
        },
      ],
    })
  })

  test('default: NFTs: the seeded ones with their names, their PNG served by the image routes', async () => {
    const response = await get(`/chain/v1/nfts?projectId=demo&account=${account(1)}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      nfts: { name: string; tokenId: string; standard: string; imageUrl: string }[]
    }
    // The provider's test pins every field; here, that the route answers them with an image.
    const held = nfts
      .filter((nft) => nft.owner === node.devnet.accounts[1]?.address)
      .sort((a, b) => (a.mint < b.mint ? -1 : 1))
    expect(body.nfts.map(({ name, tokenId, standard }) => [name, tokenId, standard])).toEqual(
      held.map((nft) => [nft.name, nft.mint, 'SPL']),
    )
    for (const { imageUrl } of body.nfts) {
      const image = await get(new URL(imageUrl).pathname)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  test('behavior: an account without NFTs has an empty page; history is eip155 only', async () => {
    const none = await get(`/chain/v1/nfts?projectId=demo&account=${account(2)}`)
    expect(await none.json()).toEqual({ nfts: [] })
    const history = await get(`/chain/v1/history?projectId=demo&account=${account(0)}`)
    expect(history.status).toBe(400)
    expect(await history.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Invalid query parameter account: history is served for eip155 accounts only.',
      },
    })
  })

  test('error: a malformed base58 address, or a cluster not served, is a 400 naming it', async () => {
    const messages = []
    for (const address of [
      'not0base58OIl1111111111111111111111',
      '1111111111111111111111111111111111111111111',
    ]) {
      const response = await get(`/chain/v1/balances?projectId=demo&account=${chainId}:${address}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      messages.push(((await response.json()) as { error: { message: string } }).error.message)
    }
    const other = await get(
      `/chain/v1/balances?projectId=demo&account=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${node.devnet.accounts[0]?.address}`,
    )
    expect(other.status).toBe(400)
    messages.push(((await other.json()) as { error: { message: string } }).error.message)
    expect(messages).toMatchInlineSnapshot(`
      [
        "Invalid query parameter account: not0base58OIl1111111111111111111111 is not a solana address (base58).",
        "Invalid query parameter account: 1111111111111111111111111111111111111111111 is not a solana address (base58 of 32 bytes).",
        "Invalid query parameter account: chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served by this server.",
      ]
    `)
  })
})
