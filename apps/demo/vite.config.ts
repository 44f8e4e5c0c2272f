import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { alias } from '../../vitest.config.js'

const defaultManifest = fileURLToPath(
  new URL('../../packages/devnet/.devnet/manifest.json', import.meta.url),
)

/** The devnet's addresses and keys, baked into the demo so it needs no server to find them. */
function readManifest(): unknown {
  const path = process.env.LATCH_DEVNET_MANIFEST ?? defaultManifest
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

/**
 * For `npm run bench`: react and the dev wallet (both loaded up front, whole) get chunks of their
 * own, so the benchmark can report them apart. Everything else keeps the default splitting,
 * which is what keeps the views and the WalletConnect path lazy.
 */
function benchChunkName(moduleId: string): string | null {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(moduleId)) return 'vendor-react'
  if (moduleId.includes('/packages/devnet/')) return 'devwallet'
  // Other libraries keep the default splitting: a group would pull what only lazy code imports
  // (the WalletConnect SDK shares viem and @noble with the demo) into the initial load.
  return null
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias },
  define: {
    __DEVNET_MANIFEST__: JSON.stringify(readManifest()),
    // The Latch server that `npm start` runs beside the demo.
    __LATCH_API_URL__: JSON.stringify(process.env.LATCH_API_URL ?? 'http://127.0.0.1:8787'),
    // The secure frame of the embedded wallet, served by that server on its own port.
    __LATCH_FRAME_URL__: JSON.stringify(process.env.LATCH_FRAME_URL ?? 'http://127.0.0.1:8788'),
    // 'pow' when the server asks for the demo's proof of work (the e2e tests): the demo solves it.
    __LATCH_LOGIN_CHALLENGE__: JSON.stringify(process.env.LATCH_LOGIN_CHALLENGE ?? ''),
    // The demo's site backend (`npm start` runs it on the API port + 4): it checks SIWX tokens.
    __LATCH_SITE_BACKEND_URL__: JSON.stringify(
      process.env.LATCH_SITE_BACKEND_URL ?? 'http://127.0.0.1:8791',
    ),
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
    rolldownOptions:
      process.env.LATCH_BENCH === '1'
        ? {
            // No `input`: Vite's default, the host page alone, which is all the bench measures;
            // the wallet page's entry would otherwise reshape the shared chunks it reports.
            output: { codeSplitting: { groups: [{ name: benchChunkName, debugName: 'bench' }] } },
          }
        : {
            // The pages: the host site, the "mobile wallet" that pairs with it (WalletConnect), and
            // the same site as tags only.
            input: {
              main: fileURLToPath(new URL('./index.html', import.meta.url)),
              wallet: fileURLToPath(new URL('./wallet.html', import.meta.url)),
              // AppKit's tags on a page without React code (e2e/webComponents.spec.ts).
              elements: fileURLToPath(new URL('./elements.html', import.meta.url)),
              // The host site on wagmi's hooks, with @latch/wagmi (e2e/wagmi.spec.ts).
              wagmi: fileURLToPath(new URL('./wagmi.html', import.meta.url)),
              // A connect screen of the site's own on the headless hooks (e2e/headless.spec.ts).
              headless: fileURLToPath(new URL('./headless.html', import.meta.url)),
            },
          },
  },
})
