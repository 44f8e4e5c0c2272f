import { createAppKit } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { metadata, networks, projectId, wagmiAdapter } from './config'
import './index.css'

const queryClient = new QueryClient()

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  apiUrl: import.meta.env.VITE_LATCH_API_URL, // Latch: your Latch server (wallet list, images)
  metadata,
  themeMode: 'light',
  themeVariables: {
    '--w3m-accent': '#1f6f5c',
    '--w3m-border-radius-master': '2px',
  },
  features: {
    analytics: true,
    email: false,
    socials: false,
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')

createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
