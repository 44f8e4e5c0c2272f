import { expect, test } from 'vitest'
import { toEip1193Provider } from './toEip1193Provider.js'

function setup(chainId: number | undefined) {
  const forwarded: unknown[][] = []
  const switched: number[] = []
  const provider = toEip1193Provider(
    {
      chainId: () => chainId,
      accounts: () => (chainId === undefined ? [] : ['0xabc']),
      switchChain: async (id) => {
        switched.push(id)
      },
    },
    {
      forward: async (...call) => {
        forwarded.push(call)
        return 'answer'
      },
    },
  )
  return { provider, forwarded, switched }
}

test('default: accounts and the chain id locally, the rest forwarded on the active chain', async () => {
  const { provider, forwarded } = setup(10)
  expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  expect(await provider.request({ method: 'eth_call', params: [{}] })).toBe('answer')
  expect(forwarded).toEqual([['eth_call', [{}], 10]])
})

test('behavior: wallet_switchEthereumChain switches to the parsed chain', async () => {
  const { provider, switched } = setup(1)
  const params = [{ chainId: '0x7a6a' }]
  expect(await provider.request({ method: 'wallet_switchEthereumChain', params })).toBe(null)
  expect(switched).toEqual([31338])
})

test('behavior: the connector emits events to the listeners', () => {
  const { provider } = setup(1)
  const heard: unknown[] = []
  provider.on('chainChanged', (chainId) => heard.push(chainId))
  provider.emit('chainChanged', '0x2')
  expect(heard).toEqual(['0x2'])
})

test('error: a bad chain id is -32602 and nothing switches', async () => {
  const { provider, switched } = setup(1)
  const params = [{ chainId: '31338' }]
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params }),
  ).rejects.toMatchObject({ code: -32602, shortMessage: 'Invalid chain id.' })
  expect(switched).toEqual([])
})

test('error: disconnected is 4900 and nothing is forwarded', async () => {
  const { provider, forwarded } = setup(undefined)
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([])
  for (const method of ['eth_chainId', 'personal_sign'])
    await expect(provider.request({ method })).rejects.toMatchObject({ code: 4900 })
  expect(forwarded).toEqual([])
})
