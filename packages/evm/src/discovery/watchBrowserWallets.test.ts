import type { Connector } from '@latch/core'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'

import { injectedConnectorId, watchBrowserWallets } from './watchBrowserWallets.js'

type Provider = { request: (arguments_: { method: string }) => Promise<unknown>; label: string }
const provider = (label: string): Provider => ({ label, request: async () => null })

const metamask = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'io.metamask',
}
const rabby = {
  uuid: '8d1c7f09-8d46-4bd4-9b8a-0b8b2f1d3e4a',
  name: 'Rabby Wallet',
  icon: 'data:image/png;base64,AA',
  rdns: 'io.rabby',
}

/** Announces a wallet as EIP-6963 does: a CustomEvent on window with a frozen detail. */
function announce(info: unknown, announced: unknown = provider('announced')) {
  dispatch({
    info: typeof info === 'object' && info !== null ? Object.freeze({ ...info }) : info,
    provider: announced,
  })
}

function dispatch(detail: object) {
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) }),
  )
}

function watch() {
  const onChange = vi.fn<(connectors: Connector[]) => void>()
  const stop = watchBrowserWallets(window, onChange)
  onTestFinished(stop)
  const latest = () => onChange.mock.calls.at(-1)?.[0] ?? []
  return { onChange, stop, latest }
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum
})

test('default', () => {
  const { onChange, latest } = watch()
  expect(onChange).toHaveBeenCalledTimes(1)
  expect(latest()).toEqual([])

  const announced = provider('metamask')
  announce(metamask, announced)
  expect(latest()).toEqual([
    {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: metamask.icon,
      info: { rdns: 'io.metamask', uuid: metamask.uuid },
      warning: undefined,
      provider: announced,
    },
  ])
  expect(latest()[0]?.provider).toBe(announced)

  announce(rabby)
  expect(latest().map((connector) => connector.id)).toEqual(['io.metamask', 'io.rabby'])
})

test('behavior: eip6963:requestProvider is dispatched on setup', () => {
  const listener = vi.fn(() => announce(rabby))
  window.addEventListener('eip6963:requestProvider', listener)
  onTestFinished(() => window.removeEventListener('eip6963:requestProvider', listener))
  const { latest } = watch()
  expect(listener).toHaveBeenCalledTimes(1)
  // A wallet that answers the request is listed at once.
  expect(latest().map((connector) => connector.id)).toEqual(['io.rabby'])
})

test('behavior: the same uuid announced twice is listed once, the first claim stands', () => {
  const { onChange, latest } = watch()
  const first = provider('first')
  announce(metamask, first)
  announce(metamask, provider('second'))
  announce({ ...metamask, uuid: metamask.uuid.toUpperCase(), name: 'Other' })
  expect(latest()).toHaveLength(1)
  expect(latest()[0]).toMatchObject({ name: 'MetaMask', provider: first })
  expect(onChange).toHaveBeenCalledTimes(2)
})

test('behavior: the same rdns from another uuid is kept, and both are flagged', () => {
  const { latest } = watch()
  announce(metamask)
  announce({ ...metamask, uuid: rabby.uuid, name: 'MetaMask (fake)' })
  expect(latest()).toMatchObject([
    { id: 'io.metamask', name: 'MetaMask', warning: 'duplicate_rdns' },
    { id: 'io.metamask#2', name: 'MetaMask (fake)', warning: 'duplicate_rdns' },
  ])
  expect(latest()[1]?.info).toEqual({ rdns: 'io.metamask', uuid: rabby.uuid })
})

test('behavior: window.ethereum that is also announced appears once', () => {
  const shared = provider('shared')
  ;(window as { ethereum?: unknown }).ethereum = shared
  const { latest } = watch()
  expect(latest().map((connector) => connector.id)).toEqual([injectedConnectorId])
  announce(metamask, shared)
  expect(latest().map((connector) => connector.id)).toEqual(['io.metamask'])
  expect(latest()[0]?.provider).toBe(shared)
})

test('behavior: a legacy-only window.ethereum is the Browser Wallet', () => {
  const legacy = provider('legacy')
  ;(window as { ethereum?: unknown }).ethereum = legacy
  const { latest } = watch()
  announce(metamask)
  expect(injectedConnectorId).toBe('injected')
  expect(latest()).toEqual([
    expect.objectContaining({ id: 'io.metamask' }),
    { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider: legacy },
  ])
})

test('behavior: window.ethereum injected later is picked up on ethereum#initialized', () => {
  const { latest } = watch()
  expect(latest()).toEqual([])
  const legacy = provider('late')
  ;(window as { ethereum?: unknown }).ethereum = legacy
  window.dispatchEvent(new Event('ethereum#initialized'))
  expect(latest()).toMatchObject([{ id: 'injected', provider: legacy }])
})

test('behavior: providers are captured, a swapped window.ethereum changes nothing', () => {
  const legacy = provider('legacy')
  ;(window as { ethereum?: unknown }).ethereum = legacy
  const { onChange, latest } = watch()
  const calls = onChange.mock.calls.length
  ;(window as { ethereum?: unknown }).ethereum = provider('attacker')
  window.dispatchEvent(new Event('ethereum#initialized'))
  expect(onChange).toHaveBeenCalledTimes(calls)
  expect(latest()[0]?.provider).toBe(legacy)
})

test('behavior: a window.ethereum that is not a provider is ignored', () => {
  ;(window as { ethereum?: unknown }).ethereum = { isMetaMask: true }
  const { latest } = watch()
  expect(latest()).toEqual([])
})

test('behavior: malformed announcements are ignored', () => {
  const { onChange } = watch()
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider'))
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }))
  window.dispatchEvent(new Event('eip6963:announceProvider'))
  announce(undefined)
  dispatch({ info: metamask })
  dispatch({ info: metamask, provider: undefined })
  announce(metamask, { request: 'not a function' })
  announce(metamask, null)
  announce({ ...metamask, uuid: 'not-a-uuid' })
  announce({ ...metamask, uuid: undefined })
  announce({ ...metamask, rdns: 'metamask' })
  announce({ ...metamask, rdns: undefined })
  announce({ ...metamask, name: '' })
  announce({ ...metamask, name: '\u200b\u202e' })
  announce({ ...metamask, name: 42 })
  expect(onChange).toHaveBeenCalledTimes(1)
})

test('behavior: announced info is sanitized', () => {
  const { latest } = watch()
  announce({
    uuid: metamask.uuid.toUpperCase(),
    rdns: 'IO.MetaMask',
    name: '\u202eMeta"><img src=x onerror=alert(1)>',
    icon: 'javascript:alert(1)',
  })
  expect(latest()[0]).toMatchObject({
    id: 'io.metamask',
    name: 'Meta"><img src=x onerror=alert(1)>',
    imageUrl: undefined,
    info: { rdns: 'io.metamask', uuid: metamask.uuid },
  })
})

test('behavior: teardown stops listening', () => {
  const { onChange, stop } = watch()
  stop()
  announce(metamask)
  ;(window as { ethereum?: unknown }).ethereum = provider('late')
  window.dispatchEvent(new Event('ethereum#initialized'))
  expect(onChange).toHaveBeenCalledTimes(1)
})
