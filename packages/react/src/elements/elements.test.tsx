import { connect } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAccounts, mockAdapter } from '@latch/test'
import { act, render } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { appKitElementNames } from './defineAppKitElements.js'

let appKit: AppKit

beforeAll(() => {
  appKit = createAppKit({
    adapters: [mockAdapter({ features: { balance: 2_000_000_000_000_000_000n } })],
    networks: [mainnet],
    storage: memoryStorage(),
    metadata: { name: 'Tags', description: 'Tags', url: 'https://example.com', icons: [] },
  })
})

afterAll(() => appKit.destroy())

afterEach(() => {
  vi.restoreAllMocks()
  for (const element of document.body.querySelectorAll('[data-test-tag]')) element.remove()
})

/** Adds a tag as a page's HTML would hold it, and waits for its button to render. */
async function addTag(html: { name: string; attributes?: Record<string, string> }) {
  const element = document.createElement(html.name)
  element.dataset.testTag = ''
  for (const [name, value] of Object.entries(html.attributes ?? {}))
    element.setAttribute(name, value)
  await act(async () => {
    document.body.append(element)
  })
  await vi.waitFor(() => expect(buttonIn(element)).not.toBeNull())
  return element
}

/** The <button> in the tag's shadow root, inside the button's own shadow host. */
function buttonIn(element: Element): HTMLButtonElement | null {
  const host = element.shadowRoot?.querySelector('[data-latch-button]')
  return host?.shadowRoot?.querySelector('button') ?? null
}

test('createAppKit registers the tags once; a second registration is a no-op', () => {
  for (const name of appKitElementNames) expect(customElements.get(name)).toBeDefined()
  const first = customElements.get('appkit-button')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // A second createAppKit (it returns the running one) must not throw on a defined tag.
  expect(() => createAppKit({ adapters: [mockAdapter()], networks: [mainnet] })).not.toThrow()
  expect(customElements.get('appkit-button')).toBe(first)
  expect(warn).toHaveBeenCalledOnce()
})

test('<appkit-button>: the connect button, its attributes, and a click opens the modal', async () => {
  const element = await addTag({
    name: 'appkit-button',
    attributes: { size: 'sm', label: 'Sign in with a wallet' },
  })
  expect(buttonIn(element)?.textContent).toBe('Sign in with a wallet')
  expect(buttonIn(element)?.dataset.size).toBe('sm')
  expect(buttonIn(element)?.disabled).toBe(false)
  act(() => buttonIn(element)?.click())
  expect(appKit.getState().modal).toEqual({ status: 'open', history: [{ view: 'Connect' }] })
  await act(() => appKit.close())
})

test('attribute changes render again', async () => {
  const element = await addTag({ name: 'appkit-connect-button' })
  expect(buttonIn(element)?.textContent).toBe('Connect wallet')
  expect(buttonIn(element)?.dataset.size).toBe('md')

  act(() => element.setAttribute('label', 'Go'))
  expect(buttonIn(element)?.textContent).toBe('Go')
  act(() => element.setAttribute('size', 'sm'))
  expect(buttonIn(element)?.dataset.size).toBe('sm')
  act(() => element.setAttribute('disabled', ''))
  expect(buttonIn(element)?.disabled).toBe(true)
  act(() => buttonIn(element)?.click())
  expect(appKit.getState().modal.status).toBe('closed')
  // React 18 writes `disabled={false}` on a custom element as the text "false".
  act(() => element.setAttribute('disabled', 'false'))
  expect(buttonIn(element)?.disabled).toBe(false)
  act(() => element.removeAttribute('label'))
  expect(buttonIn(element)?.textContent).toBe('Connect wallet')
})

test('loadingLabel: AppKit\'s attribute (lowercased by HTML) and "loading-label"', async () => {
  const element = await addTag({ name: 'appkit-connect-button' })
  const connecting = () =>
    appKit.config.store.setState({ attempt: { status: 'connecting', connectorId: 'mock' } })
  act(connecting)
  expect(buttonIn(element)?.textContent).toBe('Connecting…')
  act(() => element.setAttribute('loadingLabel', 'Wait…'))
  expect(element.getAttribute('loadinglabel')).toBe('Wait…')
  expect(buttonIn(element)?.textContent).toBe('Wait…')
  act(() => element.setAttribute('loading-label', 'Hold on…'))
  expect(buttonIn(element)?.textContent).toBe('Hold on…')
  act(() => appKit.config.store.setState({ attempt: { status: 'idle' } }))
})

test('a value AppKit does not document warns once and the default is used', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const element = await addTag({ name: 'appkit-button', attributes: { size: 'xl' } })
  expect(buttonIn(element)?.dataset.size).toBe('md')
  act(() => element.setAttribute('label', 'again'))
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
    `"Latch: <appkit-button size="xl"> is not one of "sm", "md"; the default is used."`,
  )
})

test('a removed tag unmounts its button; a moved one keeps it', async () => {
  const element = await addTag({ name: 'appkit-network-button', attributes: { disabled: '' } })
  expect(buttonIn(element)?.disabled).toBe(true)
  const button = buttonIn(element)

  const other = document.createElement('div')
  other.dataset.testTag = ''
  document.body.append(other)
  await act(async () => other.append(element))
  expect(buttonIn(element)).toBe(button)

  await act(async () => element.remove())
  expect(element.shadowRoot?.childNodes.length).toBe(0)
  // Put back: a fresh button, attributes read again.
  element.removeAttribute('disabled')
  await act(async () => document.body.append(element))
  await vi.waitFor(() => expect(buttonIn(element)).not.toBeNull())
  expect(buttonIn(element)).not.toBe(button)
  expect(buttonIn(element)?.disabled).toBe(false)
})

test('connected: <appkit-account-button> and <appkit-button> show the account, balance="hide" hides it', async () => {
  await act(() => connect(appKit.config, { connectorId: 'mock' }))
  const account = await addTag({ name: 'appkit-account-button' })
  const button = await addTag({ name: 'appkit-button', attributes: { balance: 'hide' } })
  const suffix = mockAccounts[0].slice(-6)
  const balanceOf = (element: Element) =>
    buttonIn(element)?.querySelector('[data-testid="latch-account-button-balance"]')
  await vi.waitFor(() => expect(balanceOf(account)?.textContent).toBe('2 ETH'))
  expect(buttonIn(account)?.textContent).toContain(suffix)
  expect(buttonIn(button)?.className).toBe('latch-account-button')
  expect(buttonIn(button)?.textContent).toContain(suffix)
  expect(balanceOf(button)).toBeNull()
  act(() => button.setAttribute('balance', 'show'))
  expect(balanceOf(button)?.textContent).toBe('2 ETH')
  act(() => buttonIn(account)?.click())
  expect(appKit.getState().modal.history).toEqual([{ view: 'Account' }])
  await act(() => appKit.close())
  await act(() => appKit.disconnect())
  expect(buttonIn(button)?.textContent).toBe('Connect wallet')
})

test("in a React page's JSX, as AppKit sites write the tags", async () => {
  const error = vi.spyOn(console, 'error')
  const view = render(
    <p>
      <appkit-button size="sm" label="From JSX" disabled={false} loadingLabel="Wait…" />
    </p>,
  )
  const element = view.container.querySelector('appkit-button')
  if (!element) throw new Error('React did not render the tag')
  await vi.waitFor(() => expect(buttonIn(element)).not.toBeNull())
  expect(buttonIn(element)?.textContent).toBe('From JSX')
  expect(buttonIn(element)?.dataset.size).toBe('sm')
  expect(buttonIn(element)?.disabled).toBe(false)
  expect(element.getAttribute('loadinglabel')).toBe('Wait…')

  view.rerender(
    <p>
      <appkit-button size="md" label="From JSX" disabled />
    </p>,
  )
  expect(buttonIn(element)?.disabled).toBe(true)
  expect(buttonIn(element)?.dataset.size).toBe('md')

  // The page's React removes the tag while it commits: the tag's own root unmounts after that.
  await act(async () => view.unmount())
  expect(element.shadowRoot?.childNodes.length).toBe(0)
  expect(error).not.toHaveBeenCalled()
})

test('after destroy(), a new createAppKit takes over the tags already on the page', async () => {
  const element = await addTag({ name: 'appkit-connect-button' })
  appKit.destroy()
  appKit = createAppKit({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    metadata: { name: 'Next', description: 'Next', url: 'https://example.com', icons: [] },
  })
  await act(async () => {})
  act(() => buttonIn(element)?.click())
  expect(appKit.getState().modal).toEqual({ status: 'open', history: [{ view: 'Connect' }] })
  await act(() => appKit.close())
})

test('<appkit-wallet-button> is not built: it says so once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  for (const wallet of ['metamask', 'phantom']) {
    const element = document.createElement('appkit-wallet-button')
    element.dataset.testTag = ''
    element.setAttribute('wallet', wallet)
    document.body.append(element)
  }
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]?.[0]).toMatch(/^Latch: <appkit-wallet-button> is not built yet/)
})
