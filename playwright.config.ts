import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.js'

/** Ports of their own, so the tests run beside a developer's `npm start`. */
export const e2e = {
  demoPort: 5190,
  /** The demo's wagmi 2 page (apps/wagmi2), which scripts/start.ts serves on the next port. */
  wagmi2Port: 5191,
  /** The AppKit React example ported to Latch (examples/appkit-react), on the port after. */
  appKitExamplePort: 5192,
  apiPort: 18787,
  framePort: 18788,
  adminToken: 'e2e-admin-token-not-a-secret',
  chainPorts: [18645, 18646],
  manifestPath: fileURLToPath(
    new URL('./packages/devnet/.devnet/e2e-manifest.json', import.meta.url),
  ),
}

/** The real WalletConnect registry export beside the checkout (../shared), read in place. */
const registryDir = fileURLToPath(
  new URL('../shared/data/walletconnect-registry-v1', import.meta.url),
)

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2e.demoPort}`,
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${e2e.demoPort}`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      LATCH_DEMO_PORT: String(e2e.demoPort),
      LATCH_CHAIN_PORTS: e2e.chainPorts.join(','),
      LATCH_DEVNET_MANIFEST: e2e.manifestPath,
      LATCH_DEMO_MODE: 'preview',
      LATCH_QUIET: '1',
      LATCH_API_PORT: String(e2e.apiPort),
      LATCH_FRAME_PORT: String(e2e.framePort),
      // A fresh registry per run: the seed, then the real export on top of it.
      DATABASE_URL: 'sqlite::memory:',
      ...(existsSync(registryDir) ? { LATCH_REGISTRY_IMPORT: registryDir } : {}),
      // Only 127.0.0.1 is allowed, so http://localhost shows an origin that is not.
      DEV_ORIGINS: [e2e.demoPort, e2e.wagmi2Port, e2e.appKitExamplePort]
        .map((port) => `http://127.0.0.1:${port}`)
        .join(','),
      ADMIN_TOKEN: e2e.adminToken,
      // Every login mail needs the demo's proof of work (issue 11, item 3): the server's
      // verifyChallenge and the demo's loginChallenge, so each email login passes the challenge.
      LATCH_LOGIN_CHALLENGE: 'pow',
      LOGIN_CHALLENGE_THRESHOLD: '0',
    },
  },
})
