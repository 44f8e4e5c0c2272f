import { connect, createConfig, disconnect, mount } from '@latch/core'
import type { TokenBalance } from '@latch/core/accountData'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { useAppKitSend } from './useAppKitSend.js'
import { useAppKitTokens } from './useAppKitTokens.js'

const [address, receiver] = mockAccounts as [string, string]
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '2.5' },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

async function setup<result>(hook: () => result, answer: (method: string) => unknown = () => null) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(new URL(url).pathname)
    return Response.json({ balances: [ether], currency: 'usd' })
  })
  const config = createConfig(
    {
      adapters: [mockAdapter()],
      networks: [mainnet],
      storage: memoryStorage(),
      projectId: 'p',
      apiUrl: 'https://api.test',
    },
    { catalogue: latchCatalogue },
  )
  onTestFinished(mount(config))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  const view = renderHook(hook, { wrapper })
  await act(() => connect(config, { connectorId: 'mock' }))
  const provider = { request: async ({ method }: { method: string }) => answer(method) }
  config.store.setState((state) => ({
    connectors: state.connectors.map((row) => (row.id === 'mock' ? { ...row, provider } : row)),
  }))
  return { config, view, requests }
}

test('useAppKitTokens: reads the connected account’s balances once, again on refetch, none after disconnect', async () => {
  const { config, view, requests } = await setup(() => useAppKitTokens())
  await waitFor(() => expect(view.result.current.status).toBe('ready'))
  expect(view.result.current).toMatchObject({ balances: [ether], currency: 'USD' })
  const balanceReads = () => requests.filter((path) => path === '/chain/v1/balances').length
  expect(balanceReads()).toBe(1)
  await act(() => view.result.current.refetch())
  expect(balanceReads()).toBe(2)
  await act(() => disconnect(config))
  expect(view.result.current).toMatchObject({ status: 'idle', balances: [] })
})

test('useAppKitTokens({ enabled: false }): reads only on refetch', async () => {
  const { view, requests } = await setup(() => useAppKitTokens({ enabled: false }))
  const balanceReads = () => requests.filter((path) => path === '/chain/v1/balances').length
  expect(view.result.current.status).toBe('idle')
  expect(balanceReads()).toBe(0)
  await act(() => view.result.current.refetch())
  expect(view.result.current).toMatchObject({ status: 'ready', balances: [ether] })
  expect(balanceReads()).toBe(1)
})

test('useAppKitSend: the hash on success; a refused send’s reason in the modal’s words', async () => {
  const hash = `0x${'cd'.repeat(32)}`
  const { view } = await setup(
    () => useAppKitSend(),
    (method) => (method === 'eth_sendTransaction' ? hash : { status: '0x1', blockNumber: '0x2' }),
  )
  expect(view.result.current.status).toBe('idle')
  await act(async () => {
    await expect(view.result.current.send({ token: ether, amount: '1', receiver })).resolves.toBe(
      hash,
    )
  })
  expect(view.result.current).toMatchObject({ status: 'success', hash })
  await act(async () => {
    await expect(
      view.result.current.send({ token: ether, amount: '3', receiver: address }),
    ).rejects.toMatchObject({ messageKey: 'send.errors.insufficient_balance' })
  })
  expect(view.result.current).toMatchObject({ status: 'error', message: 'Not enough ETH' })
})
