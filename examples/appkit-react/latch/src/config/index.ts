import { type AppKitNetwork, defineChain, mainnet } from '@latch/core/networks'
import { WagmiAdapter } from '@latch/wagmi'

// The project id of the modal's backend.
export const projectId = import.meta.env.VITE_PROJECT_ID
if (!projectId) throw new Error('VITE_PROJECT_ID is not set')

export const metadata = {
  name: 'Counter Shop',
  description: 'An AppKit React example with wagmi',
  url: window.location.origin,
  icons: [`${window.location.origin}/icon.svg`],
}

// Two local chains (anvil), declared the way the docs declare a custom network.
export const localChain = defineChain({
  id: Number(import.meta.env.VITE_LOCAL_CHAIN_ID),
  caipNetworkId: `eip155:${import.meta.env.VITE_LOCAL_CHAIN_ID}`,
  chainNamespace: 'eip155',
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_LOCAL_RPC_URL] } },
})

export const secondLocalChain = defineChain({
  id: Number(import.meta.env.VITE_SECOND_CHAIN_ID),
  caipNetworkId: `eip155:${import.meta.env.VITE_SECOND_CHAIN_ID}`,
  chainNamespace: 'eip155',
  name: 'Second Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_SECOND_RPC_URL] } },
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [localChain, secondLocalChain, mainnet]

export const wagmiAdapter = new WagmiAdapter({ projectId, networks })

export const config = wagmiAdapter.wagmiConfig
