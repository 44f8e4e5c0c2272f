/**
 * `npm run bench`, the sign-in part: runs `npm start` (preview build, its own ports, a database in
 * memory) and measures the social login in Chromium against the dev identity provider, median of
 * 5 each:
 * - a social button clicked → the provider's sign-in page shown in the popup (cold page each run);
 * - the identity chosen → the wallet connected, for a returning visitor on this device (the
 *   consent is allowed at once; the popup's round trip through the server and the frame's login).
 * It prints numbers; it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.js'

const ports = { demo: 5196, api: 18797, frame: 18798, idp: 18799, chains: '18747,18748' }
const demoUrl = `http://127.0.0.1:${ports.demo}/`
const runs = 5

function startStack(): ChildProcess {
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      LATCH_DEMO_PORT: String(ports.demo),
      LATCH_API_PORT: String(ports.api),
      LATCH_FRAME_PORT: String(ports.frame),
      LATCH_IDP_PORT: String(ports.idp),
      LATCH_CHAIN_PORTS: ports.chains,
      LATCH_DEVNET_MANIFEST: join(mkdtempSync(join(tmpdir(), 'latch-bench-')), 'manifest.json'),
      LATCH_DEMO_MODE: 'preview',
      LATCH_QUIET: '1',
      DATABASE_URL: 'sqlite::memory:',
      DEV_ORIGINS: `http://127.0.0.1:${ports.demo}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  return child
}

async function waitForDemo() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(demoUrl)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('npm start did not come up')
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b)
  return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms  [${sorted.map((t) => t.toFixed(0)).join(', ')}]`
}

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor()
}

const stack = startStack()
try {
  await waitForDemo()
  const browser = await chromium.launch(chromiumLaunchOptions)

  // Click → the provider's page in the popup, each run on a fresh, cold page.
  const toProviderPage: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(demoUrl)
    await openConnect(page)
    const started = performance.now()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('latch-social-google').click(),
    ])
    await popup.getByRole('heading', { name: 'Sign in to Google' }).waitFor()
    toProviderPage.push(performance.now() - started)
    await context.close()
  }

  // Identity chosen → connected, for a returning visitor: the first login (unmeasured) makes
  // the wallet on this device; each measured run signs out and in again.
  const toConnected: number[] = []
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl)
  for (let run = 0; run <= runs; run++) {
    await openConnect(page)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('latch-social-google').click(),
    ])
    const started = performance.now()
    await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
    await popup.getByRole('button', { name: 'Allow' }).click()
    if (run === 0) {
      const frame = page.frameLocator('#w3m-iframe')
      await frame.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
      await frame.getByRole('button', { name: 'Continue' }).click()
    }
    await page.getByTestId('latch-account-button-address').waitFor()
    if (run > 0) toConnected.push(performance.now() - started)
    await page.getByTestId('latch-account-button').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('latch-account-button-address').waitFor({ state: 'hidden' })
  }
  await browser.close()

  console.log('\nSocial login (Google, against the dev identity provider on loopback):')
  console.log(`  click → provider's sign-in page in the popup: ${median(toProviderPage)}`)
  console.log(`  identity chosen → wallet connected (returning visitor): ${median(toConnected)}`)
} finally {
  if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
}
