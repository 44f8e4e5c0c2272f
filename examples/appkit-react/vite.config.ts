// The harness that runs the ported example against the devnet: the example's own code (latch/)
// stays as a site would have it; this file gives it the environment a site's .env would
// (the chains' ids and RPC URLs, the project id, the Latch server) and plays the browser
// extension with the dev wallet, which the example itself knows nothing about.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { DevnetManifest } from '@latch/devnet/wallet'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { alias } from '../../vitest.config.js'

const defaultManifest = fileURLToPath(
  new URL('../../packages/devnet/.devnet/manifest.json', import.meta.url),
)

function readManifest(): DevnetManifest | null {
  const path = process.env.LATCH_DEVNET_MANIFEST ?? defaultManifest
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as DevnetManifest) : null
}

const manifest = readManifest()
const [first, second] = manifest?.chains ?? []

/** The dev wallet, announced by EIP-6963 as an installed extension would be. */
function devWalletExtension(): Plugin {
  // Outside the app's root, so the page names it by an id of its own, which this plugin resolves
  // (a relative path above the root is a 404 on the dev server).
  const id = '/@latch-dev-wallet-extension'
  const file = fileURLToPath(new URL('./harness/devWalletExtension.ts', import.meta.url))
  return {
    name: 'latch-dev-wallet-extension',
    resolveId: (source) => (source === id ? file : undefined),
    // `pre`: the tag goes in before Vite bundles the page's scripts, so it is bundled too.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { type: 'module', src: id }, injectTo: 'head-prepend' },
      ],
    },
  }
}

const env = {
  VITE_PROJECT_ID: process.env.DEV_PROJECT_ID ?? 'latch-demo',
  VITE_LOCAL_CHAIN_ID: String(first?.chainId ?? 31337),
  VITE_LOCAL_RPC_URL: first?.rpcUrl ?? 'http://127.0.0.1:8545',
  VITE_SECOND_CHAIN_ID: String(second?.chainId ?? 31338),
  VITE_SECOND_RPC_URL: second?.rpcUrl ?? 'http://127.0.0.1:8546',
  VITE_LATCH_API_URL: process.env.LATCH_API_URL ?? 'http://127.0.0.1:8787',
}

export default defineConfig({
  root: fileURLToPath(new URL('./latch', import.meta.url)),
  plugins: [react(), devWalletExtension()],
  resolve: { alias },
  define: {
    __DEVNET_MANIFEST__: JSON.stringify(manifest),
    ...Object.fromEntries(
      Object.entries(env).map(([name, value]) => [
        `import.meta.env.${name}`,
        JSON.stringify(value),
      ]),
    ),
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
})
