import { createEvmAdapter } from '@latch/evm'
import { createAppKit } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installWallet } from '../installWallet.js'
import { demoNetworks } from '../networks.js'
import { HeadlessPage } from './HeadlessPage.js'
import '../demo.css'

// The demo as a site with a connect screen of its own (`features.headless`: no modal), built on
// AppKit's headless hooks (e2e/headless.spec.ts). `?wallet=none`: no browser wallet.
const parameters = new URLSearchParams(location.search)
if (parameters.get('wallet') !== 'none') installWallet()

const apiUrl = __LATCH_API_URL__
createAppKit({
  adapters: [createEvmAdapter()],
  networks: demoNetworks,
  projectId: 'latch-demo',
  apiUrl,
  relayUrl: `${apiUrl.replace(/^http/, 'ws')}/relay`,
  metadata: { name: 'Latch demo', description: 'Headless', url: location.origin, icons: [] },
  features: { headless: true },
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <HeadlessPage />
    </StrictMode>,
  )
