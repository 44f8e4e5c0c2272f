import { readFileSync } from 'node:fs'
import { describe, expect, test, vi } from 'vitest'
import type { ChainDataSourceError } from '../chainDataErrors.js'
import type { PricedToken } from '../chainDataProvider.js'
import { createDefiLlamaPriceSource } from './createDefiLlamaPriceSource.js'

// Only the HTTP boundary is mocked: `fetch` answers like `GET /prices/current/{coins}`, with the
// requested coins out of a fixture written from DefiLlama's documented shape (coins without a
// price are left out of the answer, as DefiLlama does).
const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/prices-current.json', import.meta.url), 'utf8'),
) as { coins: Record<string, unknown> }

function mockFetch(answer?: (url: URL) => Response | Promise<Response>) {
  const requested: string[][] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    expect(init?.redirect).toBe('manual')
    const url = new URL(input instanceof Request ? input.url : input)
    const keys = decodeURIComponent(url.pathname.replace('/prices/current/', '')).split(',')
    requested.push(keys)
    if (answer) return answer(url)
    const coins = Object.fromEntries(
      Object.entries(recorded.coins).filter(([key]) =>
        keys.some((requestedKey) => requestedKey.toLowerCase() === key.toLowerCase()),
      ),
    )
    return new Response(JSON.stringify({ coins }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requested, calls: fetch.mock.calls }
}

const eth: PricedToken = { chainId: 'eip155:1', symbol: 'ETH' }
const usdc: PricedToken = {
  chainId: 'eip155:1',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
}
const dai: PricedToken = {
  chainId: 'eip155:1',
  address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
  symbol: 'DAI',
}
const solanaUsdc: PricedToken = {
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
}

describe('createDefiLlamaPriceSource', () => {
  test('default: native and token prices by chain slug, keyed by the tokens asked for', async () => {
    const { fetch, requested } = mockFetch()
    const source = createDefiLlamaPriceSource({ fetch })
    const prices = await source.getPrices([eth, usdc, dai, solanaUsdc], 'usd')
    expect(source.name).toBe('defillama')
    expect(requested).toEqual([
      [
        'coingecko:ethereum',
        'ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        'ethereum:0x6b175474e89094c44da98b954eedeac495271d0f',
        'solana:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      ],
    ])
    expect(prices.get(eth)).toBe(3412.55)
    expect(prices.get(usdc)).toBe(0.999912)
    expect(prices.get(dai)).toBe(1.0002)
    expect(prices.get(solanaUsdc)).toBe(0.9998)
  })

  test('behavior: batches, and asks once for a coin listed twice', async () => {
    const { fetch, requested } = mockFetch()
    const source = createDefiLlamaPriceSource({ fetch, batchSize: 2 })
    const usdcAgain = { ...usdc, address: usdc.address!.toLowerCase() }
    const prices = await source.getPrices([eth, usdc, usdcAgain, dai, solanaUsdc], 'USD')
    expect(requested.map((keys) => keys.length)).toEqual([2, 2])
    expect(prices.get(usdcAgain)).toBe(0.999912)
    expect(prices.size).toBe(5)
  })

  test('behavior: caches prices and their absence for the TTL, then asks again', async () => {
    let now = 1_000_000
    const { fetch, requested } = mockFetch()
    const source = createDefiLlamaPriceSource({ fetch, cacheTtlMs: 60_000, now: () => now })
    const unknown: PricedToken = {
      chainId: 'eip155:1',
      address: '0x0000000000000000000000000000000000000bad',
      symbol: 'BAD',
    }
    await source.getPrices([eth, unknown], 'usd')
    now += 59_000
    const cached = await source.getPrices([eth, unknown], 'usd')
    expect(requested).toHaveLength(1)
    expect(cached.get(eth)).toBe(3412.55)
    expect(cached.has(unknown)).toBe(false)

    await source.getPrices([eth, usdc], 'usd')
    expect(requested[1]).toEqual(['ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'])
    now += 2_000
    await source.getPrices([eth, unknown], 'usd')
    expect(requested[2]).toEqual([
      'coingecko:ethereum',
      'ethereum:0x0000000000000000000000000000000000000bad',
    ])
  })

  test('behavior: no request for other currencies, unknown chains, testnets or odd addresses', async () => {
    const { fetch, calls } = mockFetch()
    const source = createDefiLlamaPriceSource({ fetch })
    expect((await source.getPrices([eth, usdc], 'eur')).size).toBe(0)
    const unpriced: PricedToken[] = [
      { chainId: 'eip155:31337', symbol: 'ETH' },
      { chainId: 'eip155:11155111', symbol: 'ETH' },
      { chainId: 'eip155:8217', symbol: 'KAIA' },
      { chainId: 'eip155:1', address: '0xnot-an-address/../x', symbol: 'X' },
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'bad/mint', symbol: 'X' },
    ]
    expect((await source.getPrices(unpriced, 'usd')).size).toBe(0)
    expect(calls).toHaveLength(0)
  })

  test('parameters: chains adds a chain; minConfidence drops doubtful prices', async () => {
    const { fetch, requested } = mockFetch()
    const baseUsdc: PricedToken = {
      chainId: 'eip155:8453',
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      symbol: 'USDC',
    }
    const devnet: PricedToken = { chainId: 'eip155:31337', symbol: 'ETH' }
    const source = createDefiLlamaPriceSource({
      fetch,
      minConfidence: 0.5,
      chains: { 'eip155:31337': { slug: 'ethereum', nativeCoinGeckoId: 'ethereum' } },
    })
    const prices = await source.getPrices([baseUsdc, devnet], 'usd')
    expect(requested).toEqual([
      ['base:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', 'coingecko:ethereum'],
    ])
    expect(prices.has(baseUsdc)).toBe(false)
    expect(prices.get(devnet)).toBe(3412.55)
  })

  test('behavior: a malformed coin is dropped, the others keep their price', async () => {
    const { fetch } = mockFetch()
    const uni: PricedToken = {
      chainId: 'eip155:1',
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      symbol: 'UNI',
    }
    const prices = await createDefiLlamaPriceSource({ fetch }).getPrices([uni, usdc], 'usd')
    expect(prices.has(uni)).toBe(false)
    expect(prices.get(usdc)).toBe(0.999912)
  })

  test('error: a failed request costs its prices, is reported, and is not cached', async () => {
    const answers: Record<string, () => Response | Promise<Response>> = {
      status: () => new Response('{"message":"rate limited"}', { status: 429 }),
      not_json: () => new Response('<html>502</html>'),
      malformed: () => new Response('{"prices":[]}'),
      redirect: () =>
        new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/prices' } }),
      too_large: () =>
        new Response('{}', { headers: { 'content-length': String(100 * 1024 * 1024) } }),
    }
    for (const [reason, answer] of Object.entries(answers)) {
      const errors: ChainDataSourceError[] = []
      const { fetch, calls } = mockFetch(answer)
      const source = createDefiLlamaPriceSource({ fetch, onError: (error) => errors.push(error) })
      expect((await source.getPrices([eth, usdc], 'usd')).size).toBe(0)
      expect(errors.map((error) => [error.source, error.reason])).toEqual([['defillama', reason]])
      await source.getPrices([eth], 'usd')
      expect(calls).toHaveLength(2)
    }
  })

  test('error: a slow API times out', async () => {
    const errors: ChainDataSourceError[] = []
    const fetch = (async (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as typeof globalThis.fetch
    const source = createDefiLlamaPriceSource({
      fetch,
      timeoutMs: 20,
      onError: (error) => errors.push(error),
    })
    expect((await source.getPrices([eth], 'usd')).size).toBe(0)
    expect(errors[0]?.reason).toBe('timeout')
  })

  test('parameters: url must be http(s) without user info', () => {
    expect(() => createDefiLlamaPriceSource({ url: 'https://key@coins.llama.fi' })).toThrow(
      'The DefiLlama URL must be http(s) without user info.',
    )
  })
})
