import { createEvmAdapter } from '@latch/evm'
import { createAppKit } from '@latch/react'
import { installWallet } from '../installWallet.js'
import { demoNetworks } from '../networks.js'

// The page of a site that writes no React: the tags in elements.html render once this runs.
installWallet()

const evmNetworks = demoNetworks.filter((network) => network.chainNamespace === 'eip155')
const [first] = evmNetworks
if (!first) throw new Error('The demo has no EVM network.')

const appKit = createAppKit({
  adapters: [createEvmAdapter()],
  networks: [first, ...evmNetworks.slice(1)],
  projectId: 'latch-demo',
  apiUrl: __LATCH_API_URL__,
  relayUrl: `${__LATCH_API_URL__.replace(/^http/, 'ws')}/relay`,
  metadata: {
    name: 'Latch demo (web components)',
    description: 'AppKit tags on a page without React code',
    url: location.origin,
    icons: [],
  },
})

// For the end-to-end tests and for trying the instance API from the console.
;(window as unknown as { __latchAppKit: typeof appKit }).__latchAppKit = appKit
