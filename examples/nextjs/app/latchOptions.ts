import type { Options } from '@latch/core'
import { base, mainnet } from '@latch/core/networks'
import { createEvmAdapter } from '@latch/evm'

// Shared by the server (layout.tsx reads the visitor's cookie against these networks) and the
// browser (providers.tsx). No 'use client' here, so a server component can import it.
export const latchOptions = {
  adapters: [createEvmAdapter()],
  networks: [mainnet, base],
  metadata: {
    name: 'Latch on Next.js',
    description: 'A server-rendered page with Latch',
    url: 'https://example.com',
    icons: [],
  },
} satisfies Options
