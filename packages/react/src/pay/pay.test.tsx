import { createConfig, mount } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, onTestFinished, test, vi } from 'vitest'
import { AppKitContext } from '../context/appKitContext.js'
import { openPay, pay } from './pay.js'
import { useAvailableExchanges } from './useAvailableExchanges.js'
import { useExchangeBuyStatus } from './useExchangeBuyStatus.js'
import { usePay } from './usePay.js'
import { usePayUrlActions } from './usePayUrlActions.js'

function setup() {
  const config = createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
  })
  onTestFinished(mount(config))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onTestFinished(() => warn.mockRestore())
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={config}>{children}</AppKitContext.Provider>
  )
  /** The warnings that name `name`, as written. */
  const warnings = (name: string) =>
    warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes(`${name} `))
  return { wrapper, warnings }
}

test('usePay: an error from the first render, pay() calls onError; said once', async () => {
  const { wrapper, warnings } = setup()
  const errors: Error[] = []
  const view = renderHook(() => usePay({ onError: (error) => errors.push(error) }), { wrapper })
  expect(view.result.current).toMatchObject({
    isLoading: false,
    error: { name: 'PayNotBuiltError' },
  })
  await act(() => view.result.current.pay({ recipient: '0x', amount: 1 }))
  view.rerender()
  renderHook(() => usePay(), { wrapper })
  expect(errors.map((error) => error.name)).toEqual(['PayNotBuiltError'])
  expect(warnings('usePay')).toEqual([
    'Latch: usePay is not built yet: Latch has no payments (AppKit Pay) so far; it returns an error and never pays.',
  ])
})

test('useAvailableExchanges: no exchanges and an error; said once', async () => {
  const { wrapper, warnings } = setup()
  const view = renderHook(() => useAvailableExchanges({ isFetchOnInit: true }), { wrapper })
  expect(view.result.current).toMatchObject({
    data: [],
    isLoading: false,
    error: { name: 'PayNotBuiltError' },
  })
  await act(() => view.result.current.fetch())
  expect(view.result.current.data).toEqual([])
  expect(warnings('useAvailableExchanges')).toHaveLength(1)
})

test('usePayUrlActions: getUrl and openUrl reject with PayNotBuiltError; said once', async () => {
  const { wrapper, warnings } = setup()
  const view = renderHook(() => usePayUrlActions(), { wrapper })
  await expect(view.result.current.getUrl('binance', {})).rejects.toMatchObject({
    name: 'PayNotBuiltError',
  })
  await expect(view.result.current.openUrl('coinbase', {}, true)).rejects.toMatchObject({
    name: 'PayNotBuiltError',
  })
  expect(warnings('usePayUrlActions')).toHaveLength(1)
})

test('useExchangeBuyStatus: no status, an error, refetch calls onError; said once', async () => {
  const { wrapper, warnings } = setup()
  const errors: Error[] = []
  const view = renderHook(
    () =>
      useExchangeBuyStatus({
        exchangeId: 'binance',
        sessionId: 's',
        onError: (error) => errors.push(error),
      }),
    { wrapper },
  )
  expect(view.result.current).toMatchObject({
    data: undefined,
    error: { name: 'PayNotBuiltError' },
  })
  await act(() => view.result.current.refetch())
  expect(errors).toHaveLength(1)
  expect(warnings('useExchangeBuyStatus')).toHaveLength(1)
})

test('pay and openPay: a failed result and a quiet resolve; each said once', async () => {
  const { warnings } = setup()
  expect(await pay({ amount: 1 })).toEqual({
    success: false,
    error: 'pay is not built yet: Latch has no payments (AppKit Pay) so far.',
  })
  await pay()
  await expect(openPay({ amount: 1 })).resolves.toBeUndefined()
  await openPay()
  expect(warnings('pay')).toHaveLength(1)
  expect(warnings('openPay')).toHaveLength(1)
})
