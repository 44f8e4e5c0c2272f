import { createAppKit } from '@latch/react'
import { createSolanaAdapter } from '@latch/solana'
import { WagmiAdapter } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { installWallet } from '../installWallet.js'
import { solveLoginChallenge } from '../loginChallenge.js'
import { demoNetworks, solanaNetworks } from '../networks.js'
import { WagmiPage } from './WagmiPage.js'
import '../demo.css'

/**
 * The wagmi page, set up as a site moving from AppKit's wagmi adapter would: a `WagmiAdapter`
 * in `createAppKit`, its `wagmiConfig` in `WagmiProvider`. The wagmi 3 page (the demo's
 * wagmi.html) and the wagmi 2 page (apps/wagmi2) both start here; their builds pick the major.
 */
export function startWagmiDemo(): void {
  const parameters = new URLSearchParams(location.search)
  // `?wallet=none` shows the page as a visitor without any browser wallet sees it.
  if (parameters.get('wallet') !== 'none') installWallet()
  const apiUrl = __LATCH_API_URL__
  // `ssr: true` as AppKit's wagmi examples set it: wagmi's stored state hydrates after mount, and
  // its reconnect then runs in an effect (the path a server-rendered site takes).
  const wagmiAdapter = new WagmiAdapter({
    networks: demoNetworks,
    projectId: 'latch-demo',
    ssr: true,
  })
  const appKit = createAppKit({
    adapters: [wagmiAdapter, ...(solanaNetworks.length > 0 ? [createSolanaAdapter()] : [])],
    networks: demoNetworks,
    projectId: 'latch-demo',
    apiUrl,
    relayUrl: `${apiUrl.replace(/^http/, 'ws')}/relay`,
    frameUrl: __LATCH_FRAME_URL__,
    loginChallenge:
      __LATCH_LOGIN_CHALLENGE__ === 'pow'
        ? ({ email }) => solveLoginChallenge({ projectId: 'latch-demo', email })
        : undefined,
    metadata: {
      name: 'Latch demo on wagmi',
      description: "wagmi's hooks with Latch's modal",
      url: location.origin,
      icons: [],
    },
    debug: true,
  })
  // For the end-to-end tests and for trying both APIs from the console.
  Object.assign(window, { __latchAppKit: appKit, __wagmiConfig: wagmiAdapter.wagmiConfig })
  const queryClient = new QueryClient()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <WagmiPage />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
