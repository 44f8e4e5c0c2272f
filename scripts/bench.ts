/**
 * `npm run bench`: builds the demo for production and measures, in Chromium:
 * - the JS a host page loads before the modal is opened (gzip), split by origin;
 * - the JS loaded to show the Connect view;
 * - click → wallet list visible, median of 5 cold page loads with 4x CPU throttling;
 * - WalletConnect over the server's loopback relay: click → QR code on screen, and the wallet's
 *   approval → account shown (median of 5 each), and the JS the WalletConnect path loads.
 * It prints numbers; it asserts nothing.
 */

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startDevnet } from '@latch/devnet'
import { createLogger, loadConfig, startServer } from '@latch/server'
import { chromium, type Page } from 'playwright-core'
import { build, preview } from 'vite'
import { chromiumLaunchOptions } from './chromium.js'

const demoPort = 5195
const configFile = fileURLToPath(new URL('../apps/demo/vite.config.ts', import.meta.url))
const manifestPath = join(mkdtempSync(join(tmpdir(), 'latch-bench-')), 'manifest.json')

const devnet = await startDevnet({
  chains: [
    { chainId: 31337, port: 18745, name: 'Latch Devnet A' },
    { chainId: 31338, port: 18746, name: 'Latch Devnet B' },
  ],
  manifestPath,
})
process.env.LATCH_DEVNET_MANIFEST = manifestPath
process.env.LATCH_BENCH = '1'
// The Latch server with its relay, so the WalletConnect path is measured on loopback.
const apiPort = 18795
Object.assign(process.env, {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATABASE_URL: 'sqlite::memory:',
  DEV_PROJECT_ID: 'latch-demo',
  DEV_ORIGINS: `http://127.0.0.1:${demoPort}`,
  RELAY_ENABLED: 'true',
  LATCH_API_URL: `http://127.0.0.1:${apiPort}`,
  // Before the SDK loads in this process (the bench's wallet): no verify or telemetry calls.
  IS_VITEST: 'true',
})
const api = await startServer({
  config: loadConfig(),
  logger: createLogger({ level: 'warn' }),
  handleSignals: false,
})
await build({ configFile, logLevel: 'warn' })
const server = await preview({ configFile, preview: { port: demoPort }, logLevel: 'warn' })
const url = `http://127.0.0.1:${demoPort}/`

const browser = await chromium.launch(chromiumLaunchOptions)

type Loaded = { url: string; gzip: number }

/**
 * Records every script the page loads, in the order the responses arrive; the gzip size is
 * computed from the bytes served. An entry is added at once, so that a snapshot of the list
 * taken between two steps holds exactly the scripts that arrived before it, even when reading a
 * body is slow; `settled` waits for the sizes.
 */
function recordScripts(page: Page): Loaded[] & { settled(): Promise<void> } {
  const loaded: Loaded[] = []
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const entry: Loaded = { url: response.url(), gzip: 0 }
    loaded.push(entry)
    reads.push(
      response
        .body()
        .then((body) => {
          entry.gzip = gzipSync(body, { level: 9 }).length
        })
        .catch(() => undefined),
    )
  })
  return Object.assign(loaded, { settled: () => Promise.all(reads).then(() => undefined) })
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const groupOf = (scriptUrl: string) => {
  const name = new URL(scriptUrl).pathname.split('/').pop() ?? ''
  if (name.startsWith('vendor-react')) return 'react + react-dom'
  if (name.startsWith('devwallet')) return 'dev wallet (development only)'
  return 'Latch, the demo app and the libraries they load up front (viem, …)'
}

/**
 * Clicks Connect and waits in the page for the first wallet row inside the modal's shadow root.
 * Plain source text: tsx would add helpers to a function that the page does not have.
 */
const measureInPage = `new Promise((resolve) => {
  const start = performance.now()
  document.querySelector('[data-testid="latch-connect-button"]').shadowRoot.querySelector('button').click()
  const check = () => {
    const row = document.querySelector('latch-modal')?.shadowRoot?.querySelector('[data-wallet-item]')
    if (row && row.getClientRects().length > 0) resolve(performance.now() - start)
    else requestAnimationFrame(check)
  }
  check()
})`

async function timeToWalletList(page: Page): Promise<number> {
  return (await page.evaluate(measureInPage)) as number
}

// 1 and 2: bytes before opening, and bytes loaded by opening.
const page = await browser.newPage()
const scripts = recordScripts(page)
await page.goto(url, { waitUntil: 'networkidle' })
const beforeOpen = [...scripts]
await page.getByRole('button', { name: 'Connect wallet' }).click()
await page.getByTestId('latch-wallet-dev.latch.wallet').waitFor()
await page.waitForLoadState('networkidle')
const forConnect = scripts.slice(beforeOpen.length)
await scripts.settled()
await page.close()

// 3: click → wallet list, cold each time, CPU throttled 4x.
const timings: number[] = []
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext()
  const timed = await context.newPage()
  const cdp = await context.newCDPSession(timed)
  await timed.goto(url, { waitUntil: 'networkidle' })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  timings.push(await timeToWalletList(timed))
  await context.close()
}
timings.sort((a, b) => a - b)

// 4: WalletConnect. The phone is a SignClient in this process; the page is cold each run.
const { createTestWallet } = await import('../e2e/support/testWallet.js')
const { readFileSync } = await import('node:fs')
const wallet = await createTestWallet({
  relayUrl: `ws://127.0.0.1:${apiPort}/relay`,
  manifest: JSON.parse(readFileSync(manifestPath, 'utf8')),
})
const toQr: number[] = []
const toQrHovered: number[] = []
const toAccount: number[] = []
let walletConnectJs: Loaded[] = []
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext()
  const timed = await context.newPage()
  const loaded = recordScripts(timed)
  timed.on('pageerror', (error) => console.error(`page error (run ${run}):`, error.message))
  await timed.goto(`${url}?wallet=none`, { waitUntil: 'networkidle' })
  await timed.getByRole('button', { name: 'Connect wallet' }).click({ timeout: 10_000 })
  const row = timed.getByTestId('latch-wallet-walletConnect')
  await row.waitFor()
  await timed.waitForLoadState('networkidle')
  const before = loaded.length
  const clicked = performance.now()
  await row.click()
  const panel = timed.locator('.latch-pairing[data-state="ready"]')
  await panel.waitFor()
  toQr.push(performance.now() - clicked)
  if (run === 0) {
    await loaded.settled()
    walletConnectJs = loaded.slice(before)
  }
  const uri = (await panel.getAttribute('data-uri')) ?? ''
  const pairing = wallet.pair(uri)
  await timed.getByTestId('latch-account-button-address').waitFor()
  // From the moment the phone sent its approval to the account on screen.
  toAccount.push(performance.now() - (wallet.approvalSentAt() ?? Number.NaN))
  await pairing
  await wallet.disconnectAll()
  await context.close()
}
// The same with the pointer resting on the row first, as a visitor's does: the row preloads.
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext()
  const timed = await context.newPage()
  await timed.goto(`${url}?wallet=none`, { waitUntil: 'networkidle' })
  await timed.getByRole('button', { name: 'Connect wallet' }).click({ timeout: 10_000 })
  const row = timed.getByTestId('latch-wallet-walletConnect')
  await row.hover()
  await timed.waitForLoadState('networkidle')
  await timed.waitForTimeout(1500)
  const clicked = performance.now()
  await row.click()
  await timed.locator('.latch-pairing[data-state="ready"]').waitFor()
  toQrHovered.push(performance.now() - clicked)
  await context.close()
}
await wallet.close()
toQr.sort((a, b) => a - b)
toQrHovered.sort((a, b) => a - b)
toAccount.sort((a, b) => a - b)

const byGroup = new Map<string, number>()
for (const script of beforeOpen)
  byGroup.set(groupOf(script.url), (byGroup.get(groupOf(script.url)) ?? 0) + script.gzip)
const total = (list: Loaded[]) => list.reduce((sum, script) => sum + script.gzip, 0)

console.log('\nLatch bench (demo production build, Chromium)\n')
console.log(`JS loaded before the modal is opened: ${kb(total(beforeOpen))} gzip`)
for (const [group, bytes] of byGroup) console.log(`  ${group}: ${kb(bytes)}`)
console.log(
  `JS loaded to show the Connect view: ${kb(total(forConnect))} gzip in ${forConnect.length} chunk(s)`,
)
console.log(
  `Click → wallet list visible (4x CPU throttling, cold): median ${timings[2]!.toFixed(0)} ms  [${timings.map((t) => t.toFixed(0)).join(', ')}]`,
)

console.log(
  `WalletConnect: click → QR code on screen (cold, loopback relay): median ${toQr[2]!.toFixed(0)} ms  [${toQr.map((t) => t.toFixed(0)).join(', ')}]`,
)
console.log(
  `WalletConnect: click → QR code after the pointer rested 1.5 s on the row (preloaded): median ${toQrHovered[2]!.toFixed(0)} ms  [${toQrHovered.map((t) => t.toFixed(0)).join(', ')}]`,
)
console.log(
  `WalletConnect: wallet's approval sent → account shown: median ${toAccount[2]!.toFixed(0)} ms  [${toAccount.map((t) => t.toFixed(0)).join(', ')}]`,
)
console.log(
  `JS the WalletConnect path loads (not in the initial bundle): ${kb(total(walletConnectJs))} gzip in ${walletConnectJs.length} chunk(s)`,
)

await browser.close()
await api.close()
await server.close()
await devnet.stop()
process.exit(0)
