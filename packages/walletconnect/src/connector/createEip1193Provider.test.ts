import { ProviderRpcError } from '@latch/core/providers'
import { expect, test } from 'vitest'
import { createEip1193Provider } from './createEip1193Provider.js'

function setup(chainId: number | null = 1) {
  const calls: { chainId: string; method: string; params: unknown }[] = []
  const switched: number[] = []
  const provider = createEip1193Provider({
    chainId: () => chainId ?? undefined,
    accounts: () => ['0xabc'],
    switchChain: async (id) => {
      switched.push(id)
    },
    request: async (chain, method, params) => {
      calls.push({ chainId: chain, method, params })
      return 'answer'
    },
  })
  return { provider, calls, switched }
}

test('default', async () => {
  const { provider, calls } = setup(10)
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual(['0xabc'])
  expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  expect(await provider.request({ method: 'personal_sign', params: ['0x00', '0xabc'] })).toBe(
    'answer',
  )
  expect(calls).toEqual([
    { chainId: 'eip155:10', method: 'personal_sign', params: ['0x00', '0xabc'] },
  ])
})

test('behavior: wallet_switchEthereumChain goes to the connector, parsed strictly', async () => {
  const { provider, switched } = setup()
  expect(
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    }),
  ).toBeNull()
  expect(switched).toEqual([31338])
  for (const params of [
    [{ chainId: '31338' }],
    [{ chainId: '0x' }],
    [],
    undefined,
    [{ chainId: 5 }],
  ]) {
    const error = await provider
      .request({ method: 'wallet_switchEthereumChain', params })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(-32602)
  }
  expect(switched).toEqual([31338])
})

test('behavior: events reach listeners until they are removed', () => {
  const { provider } = setup()
  const seen: unknown[] = []
  const listener = (payload: unknown) => seen.push(payload)
  provider.on('chainChanged', listener)
  provider.emit('chainChanged', '0x1')
  provider.removeListener('chainChanged', listener)
  provider.emit('chainChanged', '0x2')
  expect(seen).toEqual(['0x1'])
})

test('error: without a session the provider reports 4900 (disconnected)', async () => {
  const { provider } = setup(null)
  const error = await provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
  expect((error as ProviderRpcError).code).toBe(4900)
})
