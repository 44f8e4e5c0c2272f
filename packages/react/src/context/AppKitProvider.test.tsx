import { mainnet, optimism } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { useAppKitState } from '../hooks/useAppKitState.js'
import { useConfig } from '../hooks/useConfig.js'
import { AppKitProvider } from './AppKitProvider.js'

const options = () => ({
  adapters: [mockAdapter()],
  networks: [optimism, mainnet] as const,
  storage: memoryStorage(),
  features: { headless: true },
})

/** Ends the page's running modal after the test (createAppKit again returns it, with a warning). */
function destroyAfterTest() {
  onTestFinished(() => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createAppKit(options()).destroy()
    warn.mockRestore()
  })
}

/** Reports the config the hooks below the provider read. */
function Spy({
  onConfig,
  children,
}: {
  onConfig: (config: unknown) => void
  children?: ReactNode
}) {
  onConfig(useConfig())
  return children
}

function Network() {
  const { caipNetworkId } = useAppKitNetwork()
  const { initialized } = useAppKitState()
  return <p>{`${caipNetworkId} ${initialized ? 'ready' : 'starting'}`}</p>
}

test('behavior: creates the modal from its props once, and the hooks below read it', async () => {
  destroyAfterTest()
  const configs = new Set<unknown>()
  const onConfig = (config: unknown) => configs.add(config)
  const view = render(
    <AppKitProvider {...options()}>
      <Spy onConfig={onConfig}>
        <Network />
      </Spy>
    </AppKitProvider>,
  )
  onTestFinished(() => view.unmount())
  expect(await screen.findByText('eip155:10 ready')).toBeTruthy()
  // A re-render with other props keeps the running modal, as AppKit's provider does.
  view.rerender(
    <AppKitProvider {...options()} networks={[mainnet]}>
      <Spy onConfig={onConfig}>
        <Network />
      </Spy>
    </AppKitProvider>,
  )
  expect(screen.getByText('eip155:10 ready')).toBeTruthy()
  expect(configs.size).toBe(1)
})

test('behavior: a second provider on the page gets the running modal (createAppKit warns once a page)', () => {
  destroyAfterTest()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => warn.mockRestore())
  const configs: unknown[] = []
  const onConfig = (config: unknown) => configs.push(config)
  const view = render(
    <>
      <AppKitProvider {...options()}>
        <Spy onConfig={onConfig} />
      </AppKitProvider>
      <AppKitProvider {...options()}>
        <Spy onConfig={onConfig} />
      </AppKitProvider>
    </>,
  )
  onTestFinished(() => view.unmount())
  expect(configs).toHaveLength(2)
  expect(new Set(configs).size).toBe(1)
})
