/**
 * `npm run bench`, the sign-in part: runs `npm start` (preview build, its own ports, a database in
 * memory) and measures the social login in Chromium against the dev identity provider, median of
 * 5 each:
 * - a social button clicked → the provider's sign-in page shown in the popup (cold page each run);
 * - the identity chosen → the wallet connected, for a returning visitor on this device (the
 *   consent is allowed at once; the popup's round trip through the server and the frame's login).
 * - Sign In With X with the browser dev wallet: Sign in clicked → the session verified (a nonce,
 *   the message, the wallet's signature approved at once, `/siwx/v1/verify`), each run on a cold
 *   page; and the server's part alone from Node (nonce → signature → verify).
 * It prints numbers; it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSiwxMessage } from '@latch/core/siwx'
import type { DevnetManifest } from '@latch/devnet'
import { chromium, type Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { chromiumLaunchOptions } from './chromium.js'

const ports = { demo: 5196, api: 18797, frame: 18798, idp: 18799, chains: '18747,18748' }
const demoUrl = `http://127.0.0.1:${ports.demo}/`
const runs = 5

const manifestPath = join(mkdtempSync(join(tmpdir(), 'latch-bench-')), 'manifest.json')

function startStack(): ChildProcess {
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      LATCH_DEMO_PORT: String(ports.demo),
      LATCH_API_PORT: String(ports.api),
      LATCH_FRAME_PORT: String(ports.frame),
      LATCH_IDP_PORT: String(ports.idp),
      LATCH_CHAIN_PORTS: ports.chains,
      LATCH_DEVNET_MANIFEST: manifestPath,
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

  // Sign In With X, in the page: Sign in clicked → signed in, the dev wallet approving at once.
  const siwxInPage: number[] = []
  for (let run = 0; run < runs; run++) {
    const siwxContext = await browser.newContext()
    const siwxPage = await siwxContext.newPage()
    await siwxPage.goto(`${demoUrl}?siwx=optional`)
    await openConnect(siwxPage)
    await siwxPage.getByTestId('latch-wallet-dev.latch.wallet').click()
    await siwxPage.getByTestId('devwallet-approve').click()
    const signIn = siwxPage
      .getByRole('dialog', { name: 'Sign in', exact: true })
      .getByRole('button', { name: 'Sign in' })
    await signIn.waitFor()
    const started = performance.now()
    await signIn.click()
    await siwxPage.getByTestId('devwallet-approve').click()
    await siwxPage.getByText('signed_in', { exact: true }).waitFor()
    siwxInPage.push(performance.now() - started)
    await siwxContext.close()
  }

  // The server's part alone: nonce → signature (viem, in this process) → verify.
  const api = `http://127.0.0.1:${ports.api}/siwx/v1`
  const origin = `http://127.0.0.1:${ports.demo}`
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as DevnetManifest
  const signer = privateKeyToAccount(manifest.accounts[3]!.privateKey)
  const siwxServer: number[] = []
  for (let run = 0; run <= runs; run++) {
    const started = performance.now()
    const nonceResponse = await fetch(`${api}/nonce?projectId=latch-demo`, {
      method: 'POST',
      headers: { origin },
    })
    const { nonce } = (await nonceResponse.json()) as { nonce: string }
    const now = Date.now()
    const message = formatSiwxMessage({
      domain: `127.0.0.1:${ports.demo}`,
      address: signer.address,
      uri: origin,
      version: '1',
      chainId: 'eip155:31337',
      nonce,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 300_000).toISOString(),
    })
    const signature = await signer.signMessage({ message })
    const verified = await fetch(`${api}/verify?projectId=latch-demo`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    if (!verified.ok) throw new Error(`SIWX verify answered ${verified.status}`)
    // The first run warms the server's RPC client and the key; it is not counted.
    if (run > 0) siwxServer.push(performance.now() - started)
  }
  await browser.close()

  console.log('\nSocial login (Google, against the dev identity provider on loopback):')
  console.log(`  click → provider's sign-in page in the popup: ${median(toProviderPage)}`)
  console.log(`  identity chosen → wallet connected (returning visitor): ${median(toConnected)}`)
  console.log('\nSign In With X (browser dev wallet, devnet chain 31337, loopback):')
  console.log(`  Sign in clicked → session verified, in the page (cold): ${median(siwxInPage)}`)
  console.log(`  nonce → signature → verify, from Node: ${median(siwxServer)}`)
} finally {
  if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
}
