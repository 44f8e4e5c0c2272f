import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.js'

/** Ports of their own, so the tests run beside a developer's `npm start`. */
export const e2e = {
  demoPort: 5190,
  chainPorts: [18645, 18646],
  manifestPath: fileURLToPath(
    new URL('./packages/devnet/.devnet/e2e-manifest.json', import.meta.url),
  ),
}

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
    },
  },
})
