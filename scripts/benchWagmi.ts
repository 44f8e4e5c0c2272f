/**
 * `npm run bench`, the wagmi part: what a site on wagmi loads up front, built for production with
 * Vite and loaded in Chromium (initial JS, gzip: the entry and its static imports), for four pages:
 * - a bare React page, and the minimal Latch host page (`createEvmAdapter`) of benchMinimalHost;
 * - a wagmi page without Latch (`createConfig` with wagmi's `injected` connector, `WagmiProvider`,
 *   TanStack Query, `useAccount`), as a wagmi site starts;
 * - the wagmi host page: the same hooks with `WagmiAdapter` in `createAppKit` and `AppKitButton`.
 * It reports @latch/wagmi's own share of the wagmi host page, and what Latch adds to the wagmi
 * page. All use the same five networks. It prints numbers; it asserts nothing.
 */
import { chromium } from 'playwright-core'
import { barePage, hostPage, measurePage } from './benchMinimalHost.js'
import { chromiumLaunchOptions } from './chromium.js'

const port = 5199

const wagmiPage = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains'
import { createConfig, http, injected, useAccount, WagmiProvider } from 'wagmi'
const chains = [mainnet, base, optimism, arbitrum, polygon] as const
const config = createConfig({
  chains,
  connectors: [injected()],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})
function Account() {
  const { address, status } = useAccount()
  return <p>A page {status} {address}</p>
}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}><Account /></QueryClientProvider>
  </WagmiProvider>,
)
`

const wagmiHostPage = `import { arbitrum, base, mainnet, optimism, polygon } from '@latch/core/networks'
import { AppKitButton, createAppKit } from '@latch/react'
import { WagmiAdapter } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { useAccount, WagmiProvider } from 'wagmi'
const networks = [mainnet, base, optimism, arbitrum, polygon]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'bench' })
createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'bench' })
function Account() {
  const { address, status } = useAccount()
  return <p>A page {status} {address} <AppKitButton /></p>
}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}><Account /></QueryClientProvider>
  </WagmiProvider>,
)
`

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const bare = await measurePage(browser, barePage, port)
  const host = await measurePage(browser, hostPage, port)
  const wagmi = await measurePage(browser, wagmiPage, port)
  const wagmiHost = await measurePage(browser, wagmiHostPage, port)
  const own = wagmiHost.byPackage.get('@latch/wagmi') ?? 0
  console.log('\nLatch on wagmi (production builds, Chromium, initial JS gzip)\n')
  console.log(`  bare React page: ${kb(bare.initialGzip)}`)
  console.log(`  Latch host page (createEvmAdapter): ${kb(host.initialGzip)}`)
  console.log(`  wagmi page without Latch (injected connector): ${kb(wagmi.initialGzip)}`)
  console.log(
    `  wagmi host page (WagmiAdapter, createAppKit, AppKitButton): ${kb(wagmiHost.initialGzip)}`,
  )
  console.log(
    `  @latch/wagmi's own share of it: ${kb(own)} (estimated: each chunk's gzip shared by rendered length)`,
  )
  console.log(
    `  Latch on a wagmi page: ${kb(wagmiHost.initialGzip - wagmi.initialGzip)} more than the wagmi page without it`,
  )
  console.log(
    `  wagmi on a Latch page: ${kb(wagmiHost.initialGzip - host.initialGzip)} more than the Latch host page (wagmi, TanStack Query, @latch/wagmi)`,
  )
  for (const [name, bytes] of [...wagmiHost.byPackage].sort((a, b) => b[1] - a[1]))
    console.log(`    ${name}: ${kb(bytes)}`)
} finally {
  await browser.close()
}
