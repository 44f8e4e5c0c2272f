import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import demo from '../demo/vite.config.js'

/**
 * The demo's wagmi page on wagmi 2: the same source as the demo's wagmi.html, with `wagmi` and
 * `@wagmi/core` resolved from this app's node_modules (wagmi 2.19, @wagmi/core 2.22) wherever
 * they are imported, @latch/wagmi's source included. `dedupe` resolves a package from this root,
 * which is what picks the older major; React, TanStack Query and viem stay the workspace's own.
 */
export default defineConfig({
  ...demo,
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    ...demo.resolve,
    dedupe: ['wagmi', '@wagmi/core', 'react', 'react-dom', '@tanstack/react-query', 'viem'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
  },
})
