import { expect, test } from 'vitest'

import type { Network } from '../types/network.js'
import { bundledNetworks } from './bundledNetworks.js'

const helperFiles = ['./bundledNetworks.ts', './defineNetwork.ts', './defineDevnetNetwork.ts']
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
})
const networkModules = Object.entries(modules).filter(([path]) => !helperFiles.includes(path))

test('default', () => {
  expect(bundledNetworks.map((network) => network.caipNetworkId)).toMatchInlineSnapshot(`
    [
      "eip155:1",
      "eip155:10",
      "eip155:42161",
      "eip155:8453",
      "eip155:324",
      "eip155:7777777",
      "eip155:59144",
      "eip155:534352",
      "eip155:81457",
      "eip155:5000",
      "eip155:137",
      "eip155:56",
      "eip155:43114",
      "eip155:100",
      "eip155:42220",
      "eip155:1313161554",
      "eip155:250",
      "eip155:8217",
      "eip155:11155111",
      "eip155:11155420",
      "eip155:421614",
      "eip155:84532",
      "eip155:80002",
      "eip155:43113",
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "solana:EtWTRABZaYq6iMfeYKouRu166VPbdkiq",
      "solana:4uhcVJyU9pJkvQyS88uRDiswHXSXxQ8p",
    ]
  `)
})

test('behavior: each network file exports one bundled network named after it', () => {
  expect(networkModules.length).toBe(bundledNetworks.length)
  for (const [path, exports] of networkModules) {
    const name = path.slice('./'.length, -'.ts'.length)
    expect(Object.keys(exports), path).toEqual([name])
    expect(bundledNetworks, path).toContain(exports[name])
  }
})

test('behavior: counts per namespace', () => {
  const count = (namespace: Network['chainNamespace']) =>
    bundledNetworks.filter((network) => network.chainNamespace === namespace).length
  expect(count('eip155')).toBeGreaterThanOrEqual(24)
  expect(count('solana')).toBe(3)
})

test('behavior: ids are unique', () => {
  const ids = bundledNetworks.map((network) => network.caipNetworkId)
  expect(new Set(ids).size).toBe(ids.length)
  const names = bundledNetworks.map((network) => network.name)
  expect(new Set(names).size).toBe(names.length)
})

test.each(bundledNetworks.map((network) => [network.name, network] as const))(
  'behavior: %s is well formed',
  (_, network) => {
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)

    if (network.chainNamespace === 'eip155') {
      expect(Number.isSafeInteger(network.id)).toBe(true)
      expect(network.id).toBeGreaterThan(0)
      expect(network.nativeCurrency.decimals).toBe(18)
    } else {
      expect(network.chainNamespace).toBe('solana')
      expect(network.id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32}$/)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }

    expect(Number.isInteger(network.nativeCurrency.decimals)).toBe(true)
    expect(network.nativeCurrency.symbol).toMatch(/^[A-Z]{2,5}$/)
    expect(network.nativeCurrency.name).not.toBe('')
    expect(network.name).not.toBe('')
    expect(typeof network.testnet).toBe('boolean')
    expect(network.testnet).toBe(/sepolia|amoy|fuji|devnet|testnet/i.test(network.name))

    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:')

    const explorer = network.blockExplorers?.default
    expect(explorer?.name).toBeTruthy()
    const explorerUrl = new URL(explorer?.url ?? '')
    expect(explorerUrl.protocol).toBe('https:')
    // Callers append `/tx/<hash>` and `/address/<address>`, so the URL must be a bare origin.
    expect(explorer?.url).toBe(explorerUrl.origin)
  },
)
