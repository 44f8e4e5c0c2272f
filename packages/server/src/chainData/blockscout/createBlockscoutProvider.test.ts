import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { InvalidSettingError } from '../../errors.js'
import { ChainDataSourceError, InvalidCursorError } from '../chainDataErrors.js'
import { decodeHistoryCursor, decodeNftCursor } from './blockscoutCursor.js'
import { createBlockscoutProvider } from './createBlockscoutProvider.js'

// Only the HTTP boundary is mocked: `fetch` answers with fixtures written from Blockscout's
// documented v2 shapes (see blockscoutSchemas.ts for the sources).
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

const account = { chainId: 'eip155:1', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }
const base = 'https://eth.blockscout.com'
const api = `${base}/api/v2/addresses/${account.address}`

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>

/** A `fetch` that answers by full URL (path and query) and records every call. */
function mockFetch(routes: Record<string, string | Route>) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    calls.push({ url: url.href, init })
    const route = routes[url.href]
    if (route === undefined) return new Response('{"message":"Not found"}', { status: 404 })
    if (typeof route === 'string') {
      return new Response(fixture(route), { headers: { 'content-type': 'application/json' } })
    }
    return route(url, init)
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const history = {
  [`${api}/transactions`]: 'transactions-page1.json',
  [`${api}/token-transfers`]: 'token-transfers-page1.json',
  [`${api}/transactions?block_number=200&index=7&items_count=50`]: 'transactions-page2.json',
  [`${api}/token-transfers?block_number=180&index=3&items_count=50`]: 'token-transfers-page2.json',
}

describe('getBalances', () => {
  test('default: native and ERC-20 balances, exact, malformed and empty entries left out', async () => {
    const { fetch } = mockFetch({
      [api]: 'address.json',
      [`${api}/token-balances`]: 'token-balances.json',
    })
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    expect(await provider.getBalances(account)).toMatchInlineSnapshot(`
      [
        {
          "chainId": "eip155:1",
          "name": "Ether",
          "quantity": {
            "decimals": "18",
            "numeric": "1.2345",
          },
          "symbol": "ETH",
        },
        {
          "address": "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
          "chainId": "eip155:1",
          "name": "USD Coin",
          "quantity": {
            "decimals": "6",
            "numeric": "2.5",
          },
          "sourceIconUrl": "https://assets.coingecko.com/coins/images/6319/small/usdc.png",
          "symbol": "USDC",
        },
        {
          "address": "eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F",
          "chainId": "eip155:1",
          "name": "Dai Stablecoin",
          "quantity": {
            "decimals": "18",
            "numeric": "123456789012.34567890123456789",
          },
          "symbol": "DAI",
        },
        {
          "address": "eip155:1:0x3d9819210A31b4961b30EF54bE2aeD79B9c9Cd3B",
          "chainId": "eip155:1",
          "name": "cCOMP",
          "quantity": {
            "decimals": "8",
            "numeric": "1.5",
          },
          "symbol": "cCOMP",
        },
      ]
    `)
  })

  test('behavior: an address the explorer has never seen holds nothing', async () => {
    const { fetch } = mockFetch({})
    const provider = createBlockscoutProvider({
      chains: { 'eip155:100': { url: 'https://gnosis.blockscout.com/' } },
      fetch,
    })
    const balances = await provider.getBalances({ ...account, chainId: 'eip155:100' })
    expect(balances).toEqual([
      {
        name: 'xDAI',
        symbol: 'XDAI',
        chainId: 'eip155:100',
        quantity: { decimals: '18', numeric: '0' },
      },
    ])
  })

  test('behavior: requests carry no credentials and refuse redirects in fetch itself', async () => {
    const { fetch, calls } = mockFetch({ [api]: 'address.json' })
    await createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch }).getBalances(account)
    expect(calls.map((call) => call.url).sort()).toEqual([api, `${api}/token-balances`])
    for (const { init } of calls) {
      expect(init?.method).toBe('GET')
      expect(init?.redirect).toBe('manual')
      expect(init?.headers).toEqual({ accept: 'application/json' })
    }
  })
})

describe('getNfts', () => {
  test('default: ERC-721 and ERC-1155 mapped, malformed and ERC-404 left out, then page 2', async () => {
    const { fetch, calls } = mockFetch({
      [`${api}/nft?type=ERC-721%2CERC-1155`]: 'nft-page1.json',
      [`${api}/nft?type=ERC-721%2CERC-1155&items_count=50&token_id=10&token_type=ERC-1155&token_contract_address_hash=0x76be3b62873462d2142405439777e971754e8e77`]:
        'nft-page2.json',
    })
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    const first = await provider.getNfts(account, { limit: 40 })
    expect(first.items).toMatchInlineSnapshot(`
      [
        {
          "amount": "1",
          "chainId": "eip155:1",
          "collection": "BoredApeYachtClub",
          "contract": "eip155:1:0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D",
          "explorerUrl": "https://eth.blockscout.com/token/0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D/instance/7495",
          "name": "BoredApeYachtClub #7495",
          "sourceImageUrl": "https://ipfs.io/ipfs/QmYDvPAXtiJg7s8JdRBSLWdgSphQdac8j1YuQNNxcGE1hg",
          "standard": "ERC721",
          "tokenId": "7495",
        },
        {
          "amount": "3",
          "chainId": "eip155:1",
          "collection": "parallel",
          "contract": "eip155:1:0x76BE3b62873462d2142405439777e971754E8E77",
          "explorerUrl": "https://eth.blockscout.com/token/0x76BE3b62873462d2142405439777e971754E8E77/instance/10",
          "name": "Rare Sword",
          "standard": "ERC1155",
          "tokenId": "10",
        },
      ]
    `)
    expect(first.next).toBeDefined()
    expect(first.next!.length).toBeLessThanOrEqual(256)

    const second = await provider.getNfts(account, { cursor: first.next, limit: 40 })
    expect(calls).toHaveLength(2)
    expect(second.next).toBeUndefined()
    expect(second.items).toHaveLength(1)
    expect(second.items[0]).toMatchObject({
      tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      collection: 'ENS',
      name: 'ENS #115792089237316195423570985008687907853269984665640564039457584007913129639935',
    })
  })

  test('parameters: limit cuts the page and continues after the last item given', async () => {
    const { fetch } = mockFetch({ [`${api}/nft?type=ERC-721%2CERC-1155`]: 'nft-page1.json' })
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    const page = await provider.getNfts(account, { limit: 1 })
    expect(page.items.map((item) => item.tokenId)).toEqual(['7495'])
    expect(decodeNftCursor(page.next!)).toEqual({
      items_count: 50,
      token_id: '7495',
      token_type: 'ERC-721',
      token_contract_address_hash: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
    })
  })
})

describe('getHistory', () => {
  test('default: transactions and token transfers merged, newest first, then page 2', async () => {
    const { fetch, calls } = mockFetch(history)
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    const first = await provider.getHistory(account, { limit: 20 })
    expect(first.items).toMatchInlineSnapshot(`
      [
        {
          "id": "eip155:1:0x1111111111111111111111111111111111111111111111111111111111111111",
          "metadata": {
            "chain": "eip155:1",
            "hash": "0x1111111111111111111111111111111111111111111111111111111111111111",
            "nonce": 42,
            "operationType": "send",
            "sentFrom": "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
            "sentTo": "0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97",
            "status": "pending",
          },
          "transfers": [
            {
              "direction": "out",
              "fungible_info": {
                "name": "Ether",
                "symbol": "ETH",
              },
              "quantity": {
                "numeric": "0.1",
              },
            },
          ],
        },
        {
          "id": "eip155:1:0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          "metadata": {
            "chain": "eip155:1",
            "hash": "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "minedAt": "2024-12-18T10:15:23.000Z",
            "nonce": 41,
            "operationType": "send",
            "sentFrom": "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
            "sentTo": "0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97",
            "status": "confirmed",
          },
          "transfers": [
            {
              "direction": "out",
              "fungible_info": {
                "name": "Ether",
                "symbol": "ETH",
              },
              "quantity": {
                "numeric": "1",
              },
            },
          ],
        },
        {
          "id": "eip155:1:0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
          "metadata": {
            "chain": "eip155:1",
            "hash": "0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
            "minedAt": "2024-12-18T10:15:23.000Z",
            "nonce": 40,
            "operationType": "send",
            "sentFrom": "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
            "sentTo": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
            "status": "confirmed",
          },
          "transfers": [
            {
              "direction": "out",
              "fungible_info": {
                "name": "USD Coin",
                "symbol": "USDC",
              },
              "quantity": {
                "numeric": "10",
              },
            },
          ],
        },
        {
          "id": "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
          "metadata": {
            "chain": "eip155:1",
            "hash": "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
            "minedAt": "2024-12-18T01:02:03.000Z",
            "operationType": "receive",
            "sentFrom": "0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5",
            "sentTo": "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
            "status": "confirmed",
          },
          "transfers": [
            {
              "direction": "in",
              "fungible_info": {
                "name": "USD Coin",
                "symbol": "USDC",
              },
              "quantity": {
                "numeric": "5",
              },
            },
          ],
        },
      ]
    `)
    // Block 150 and below are not complete in both pages yet: each list resumes after its last item given.
    expect(decodeHistoryCursor(first.next!)).toEqual({
      transactions: { block_number: 200, index: 7, items_count: 50 },
      transfers: { block_number: 180, index: 3, items_count: 50 },
    })

    const second = await provider.getHistory(account, { cursor: first.next, limit: 20 })
    expect(calls).toHaveLength(4)
    expect(second.next).toBeUndefined()
    expect(
      second.items.map(({ metadata }) => [
        metadata.hash.slice(0, 4),
        metadata.operationType,
        metadata.status,
      ]),
    ).toEqual([
      ['0xcc', 'approve', 'failed'],
      ['0xff', 'mint', 'confirmed'],
      ['0x22', 'receive', 'confirmed'],
      ['0x33', 'burn', 'confirmed'],
    ])
    expect(second.items[1]!.transfers).toEqual([
      {
        direction: 'in',
        nft_info: { name: 'BoredApeYachtClub #7495' },
        quantity: { numeric: '1' },
      },
    ])
    const ids = [...first.items, ...second.items].map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('parameters: limit cuts at a block boundary and pending transactions do not count', async () => {
    const { fetch } = mockFetch(history)
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    const page = await provider.getHistory(account, { limit: 2 })
    expect(page.items.map((item) => item.metadata.hash.slice(0, 4))).toEqual([
      '0x11',
      '0xaa',
      '0xbb',
    ])
    expect(decodeHistoryCursor(page.next!)).toEqual({
      transactions: { block_number: 200, index: 7, items_count: 50 },
      transfers: { block_number: 200, index: 12, items_count: 50 },
    })
  })

  test('error: a tampered, foreign or oversized cursor is refused before any request', async () => {
    const { fetch, calls } = mockFetch(history)
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const nftCursor = encode({ k: 'n', n: { t: '1' } })
    const cursors = [
      'not a cursor!',
      'a'.repeat(300),
      encode({ k: 'h', x: { b: 1 }, t: null, extra: 1 }),
      encode({ k: 'h', x: { b: '1;DROP TABLE' }, t: null }),
      encode({ k: 'h', x: { url: 'http://169.254.169.254' }, t: null }),
      encode({ k: 'h', x: null, t: null }),
      encode([1, 2]),
      nftCursor,
    ]
    for (const cursor of cursors) {
      await expect(provider.getHistory(account, { cursor, limit: 20 })).rejects.toBeInstanceOf(
        InvalidCursorError,
      )
    }
    await expect(
      provider.getNfts(account, { cursor: encode({ k: 'h', x: {}, t: null }), limit: 40 }),
    ).rejects.toBeInstanceOf(InvalidCursorError)
    expect(calls).toHaveLength(0)
    const error = await provider
      .getHistory(account, { cursor: 'x!', limit: 20 })
      .catch((error: unknown) => error)
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' })
    expect((error as InvalidCursorError).shortMessage).toMatchInlineSnapshot(
      `"The cursor is not valid."`,
    )
  })
})

describe('HTTP hardening', () => {
  const sourceError = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable(),
      (error: unknown) => {
        expect(error).toBeInstanceOf(ChainDataSourceError)
        return error as ChainDataSourceError
      },
    )

  test('error: a slow upstream times out', async () => {
    const { fetch } = mockFetch({
      [api]: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    })
    const provider = createBlockscoutProvider({
      chains: { 'eip155:1': base },
      fetch,
      timeoutMs: 20,
    })
    const error = await sourceError(provider.getBalances(account))
    expect(error.reason).toBe('timeout')
    expect(error.status).toBe(503)
    expect(error.shortMessage).toMatchInlineSnapshot(`"The chain-data source is unavailable."`)
  })

  test('error: a body that stalls after the headers times out too', async () => {
    const { fetch } = mockFetch({
      [`${api}/transactions`]: () =>
        new Response(
          new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array([123])) }),
        ),
      [`${api}/token-transfers`]: 'token-transfers-page1.json',
    })
    const provider = createBlockscoutProvider({
      chains: { 'eip155:1': base },
      fetch,
      timeoutMs: 30,
    })
    expect((await sourceError(provider.getHistory(account, { limit: 20 }))).reason).toBe('timeout')
  })

  test('error: an oversized body, declared or streamed, is refused', async () => {
    const declared = mockFetch({
      [api]: () => new Response('{}', { headers: { 'content-length': String(10 * 1024 * 1024) } }),
    })
    const streamed = mockFetch({
      [api]: () => new Response(`{"hash":"${'0'.repeat(5000)}"}`),
    })
    for (const { fetch } of [declared, streamed]) {
      const provider = createBlockscoutProvider({
        chains: { 'eip155:1': base },
        fetch,
        maxBytes: 1000,
      })
      expect((await sourceError(provider.getBalances(account))).reason).toBe('too_large')
    }
  })

  test('error: a redirect off the configured host is refused, one within it followed', async () => {
    for (const location of [
      'https://evil.example/api/v2/addresses',
      'http://169.254.169.254/latest/meta-data',
      'http://eth.blockscout.com/api/v2/addresses',
    ]) {
      const { fetch, calls } = mockFetch({
        [`${api}/nft?type=ERC-721%2CERC-1155`]: () =>
          new Response(null, { status: 302, headers: { location } }),
      })
      const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
      expect((await sourceError(provider.getNfts(account, { limit: 40 }))).reason).toBe('redirect')
      expect(calls).toHaveLength(1)
    }

    const { fetch, calls } = mockFetch({
      [`${api}/nft?type=ERC-721%2CERC-1155`]: () =>
        new Response(null, { status: 301, headers: { location: '/api/v2/moved' } }),
      [`${base}/api/v2/moved`]: 'nft-page2.json',
    })
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    expect((await provider.getNfts(account, { limit: 40 })).items).toHaveLength(1)
    expect(calls.map((call) => call.url)).toEqual([
      `${api}/nft?type=ERC-721%2CERC-1155`,
      `${base}/api/v2/moved`,
    ])
  })

  test('error: an error status, a non-JSON body or a wrong envelope', async () => {
    const answers = {
      status: () => new Response('{"message":"Internal server error"}', { status: 500 }),
      not_json: () => new Response('<html>Cloudflare</html>'),
      malformed: () => new Response('{"items":"none"}'),
    }
    for (const [reason, answer] of Object.entries(answers)) {
      const { fetch } = mockFetch({
        [`${api}/transactions`]: answer,
        [`${api}/token-transfers`]: 'token-transfers-page1.json',
      })
      const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
      expect((await sourceError(provider.getHistory(account, { limit: 20 }))).reason).toBe(reason)
    }
  })

  test('error: an unreachable upstream', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof globalThis.fetch
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    expect((await sourceError(provider.getBalances(account))).reason).toBe('unreachable')
  })
})

describe('configuration', () => {
  test('serves: the configured chains only', () => {
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base } })
    expect(provider.name).toBe('blockscout')
    expect(provider.serves('eip155:1')).toBe(true)
    expect(provider.serves('eip155:10')).toBe(false)
  })

  test('error: settings that are not eip155 chains or http(s) URLs', () => {
    const messages = [
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': base },
      { 'eip155:1': 'ftp://eth.blockscout.com' },
      { 'eip155:1': 'https://user:key@eth.blockscout.com' },
      { 'eip155:1': 'not a url' },
    ].map((chains) => {
      try {
        createBlockscoutProvider({ chains })
        return undefined
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidSettingError)
        return (error as InvalidSettingError).shortMessage
      }
    })
    expect(messages).toMatchInlineSnapshot(`
      [
        "Blockscout serves eip155 chains only, not solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp.",
        "The Blockscout URL of eip155:1 must be http(s) without user info.",
        "The Blockscout URL of eip155:1 must be http(s) without user info.",
        "The Blockscout URL of eip155:1 is not a URL.",
      ]
    `)
  })

  test('error: an account that is not an EVM address never reaches a URL', async () => {
    const { fetch, calls } = mockFetch({})
    const provider = createBlockscoutProvider({ chains: { 'eip155:1': base }, fetch })
    await expect(
      provider.getBalances({ chainId: 'eip155:1', address: '../../stats' }),
    ).rejects.toMatchObject({ status: 400 })
    expect(calls).toHaveLength(0)
  })
})
