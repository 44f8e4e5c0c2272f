import { cookieStorage, cookieToInitialState, type InitialState, type Options } from '@latch/core'
import { base, mainnet } from '@latch/core/networks'
import { mockAdapter } from '@latch/test'
import { act, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { LatchProvider } from '../context/LatchProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'

// A page as a site writes it: the button and the hooks' output, rendered by the server and then
// hydrated in the browser. Any hydration error or warning fails the test.
function Page() {
  const { status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  return (
    <main>
      <AppKitButton />
      <p>{`${status} on chain ${chainId}`}</p>
    </main>
  )
}

const options = (): Options => ({
  // The visitor's wallet is still on Base and still grants the account.
  adapters: [mockAdapter({ chainId: 8453 })],
  networks: [mainnet, base],
})

/**
 * Runs `render` as the server would: no document, no window, no localStorage. A warning React
 * writes while rendering (React 18's of a layout effect, for one) fails the test too.
 */
function onTheServer<result>(render: () => result): result {
  vi.stubGlobal('document', undefined)
  vi.stubGlobal('window', undefined)
  vi.stubGlobal('localStorage', undefined)
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    return render()
  } finally {
    vi.unstubAllGlobals()
    const errors = consoleError.mock.calls.map((args) => args.map(String).join(' '))
    consoleError.mockRestore()
    expect(errors).toEqual([])
  }
}

/** Hydrates `html` with `element`; resolves with every hydration complaint React made. */
async function hydrate(html: string, element: ReactNode) {
  const complaints: string[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    complaints.push(args.map(String).join(' '))
  })
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const root = await act(async () =>
    hydrateRoot(container, element, {
      onRecoverableError: (error) => complaints.push(`recoverable: ${String(error)}`),
    }),
  )
  consoleError.mockRestore()
  return { complaints, container, root }
}

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
  for (const key of ['latch.connectorId.eip155', 'latch.lastChain.eip155', 'latch.activeNamespace'])
    cookieStorage.removeItem(key)
  expect(document.cookie).toBe('')
})

const ssrOptions = (): Options => ({ ...options(), ssr: true, storage: cookieStorage })

/** The site's providers.tsx: the request's initial state handed to LatchProvider. */
function Site({ appKit, initialState }: { appKit: AppKit; initialState: InitialState }) {
  return (
    <LatchProvider appKit={appKit} initialState={initialState}>
      <Page />
    </LatchProvider>
  )
}

/** What a visitor's browser holds after connecting through the mock wallet on Base. */
function rememberConnection(): string {
  cookieStorage.setItem('latch.connectorId.eip155', 'mock')
  cookieStorage.setItem('latch.lastChain.eip155', 'eip155:8453')
  cookieStorage.setItem('latch.activeNamespace', 'eip155')
  return document.cookie
}

test('a returning visitor (a stored connection on chain 8453) hydrates without a mismatch', async () => {
  const server = onTheServer(() => {
    const appKit = createAppKit(options())
    const html = renderToString(<Page />)
    appKit.destroy()
    return html
  })
  // The browser remembers the visitor's connection from an earlier visit.
  localStorage.setItem('latch.connectorId.eip155', 'mock')
  localStorage.setItem('latch.lastChain.eip155', 'eip155:8453')
  localStorage.setItem('latch.activeNamespace', 'eip155')
  const appKit = createAppKit(options())
  const { complaints, container, root } = await hydrate(server, <Page />)
  expect(complaints).toEqual([])
  await vi.waitFor(() => expect(container.textContent).toContain('connected on chain 8453'))
  act(() => root.unmount())
  appKit.destroy()
})

test('with ssr and cookieStorage, the server renders the stored connection and the browser hydrates it, restoring after', async () => {
  const cookieHeader = rememberConnection()
  // The server: the module-level instance of the site's providers, and the request's state
  // sent to the browser as a prop (serialised, as a server component's props are).
  let initialState: InitialState | undefined
  const server = onTheServer(() => {
    const appKit = createAppKit(ssrOptions())
    initialState = JSON.parse(JSON.stringify(cookieToInitialState(appKit.config, cookieHeader)))
    const html = renderToString(<Site appKit={appKit} initialState={initialState!} />)
    appKit.destroy()
    return html
  })
  expect(server).toContain('connecting on chain 8453')
  const appKit = createAppKit(ssrOptions())
  const adapter = appKit.config.adapters.get('eip155') as ReturnType<typeof mockAdapter>
  // Nothing is restored before the page has hydrated.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(adapter.calls).toEqual([])
  expect(document.querySelector('latch-modal')).toBeNull()
  const { complaints, container, root } = await hydrate(
    server,
    <Site appKit={appKit} initialState={initialState!} />,
  )
  expect(complaints).toEqual([])
  await vi.waitFor(() => expect(container.textContent).toContain('connected on chain 8453'))
  expect(adapter.calls).toContain('reconnect:mock')
  expect(document.querySelector('latch-modal')).not.toBeNull()
  act(() => root.unmount())
  appKit.destroy()
})

test("the server renders each request's own visitor, whatever the shared instance holds", () => {
  const returning = rememberConnection()
  const html = onTheServer(() => {
    const appKit = createAppKit(ssrOptions())
    const render = (cookie: string) =>
      renderToString(
        <Site appKit={appKit} initialState={cookieToInitialState(appKit.config, cookie)} />,
      )
    const pages = [render(returning), render(''), render(returning)]
    // The module-level instance, shared by every request, was never given anyone's state, and
    // never asked a wallet anything.
    expect(appKit.getState().chains.eip155?.account.status).toBe('disconnected')
    const adapter = appKit.config.adapters.get('eip155') as ReturnType<typeof mockAdapter>
    expect(adapter.calls).toEqual([])
    appKit.destroy()
    return pages
  })
  expect(html[0]).toContain('connecting on chain 8453')
  expect(html[1]).toContain('disconnected on chain 1')
  expect(html[2]).toContain('connecting on chain 8453')
})

test('without ssr, a returning visitor of a server-rendered page hydrates as the server rendered, then restores', async () => {
  const cookieHeader = rememberConnection()
  const server = onTheServer(() => {
    const appKit = createAppKit(options())
    const html = renderToString(
      <Site appKit={appKit} initialState={cookieToInitialState(appKit.config, cookieHeader)} />,
    )
    appKit.destroy()
    return html
  })
  localStorage.setItem('latch.connectorId.eip155', 'mock')
  localStorage.setItem('latch.lastChain.eip155', 'eip155:8453')
  const appKit = createAppKit(options())
  const { complaints, container, root } = await hydrate(
    server,
    <Site appKit={appKit} initialState={cookieToInitialState(appKit.config, cookieHeader)} />,
  )
  expect(complaints).toEqual([])
  await vi.waitFor(() => expect(container.textContent).toContain('connected on chain 8453'))
  act(() => root.unmount())
  appKit.destroy()
})
