// The repository's Next.js example (examples/nextjs) as a site runs it: installed from the packed
// packages, `next build`, `next start`, then opened in Chromium with the dev wallet: the visitor
// connects in the modal (Latch writes its cookies) and comes back. The reload must show the
// stored connection in the server's HTML and hydrate it without a warning; then the wallet
// restores it.
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { devAccounts } from '@latch/devnet'
import { chromium, type Page } from 'playwright-core'
import { build, type Rolldown } from 'vite'
import { chromiumLaunchOptions } from '../chromium.js'
import { install, run, seconds, siteEnv } from './siteCommands.js'

const example = new URL('../../examples/nextjs/', import.meta.url).pathname

/** The visitor's wallet: @latch/devnet's dev wallet with Anvil's first account, on Base. */
const [visitor] = devAccounts(1)
const account = visitor!.address
const walletRdns = 'dev.latch.wallet'

/**
 * The dev wallet as a browser extension installs itself: bundled for the browser, announced by
 * EIP-6963 once the document is parsed, approving its prompts itself, and remembering the site's
 * grant across reloads (in the page's localStorage) as a real wallet does. It answers
 * eth_chainId and the accounts itself; the chain's RPC is never reached (none runs here).
 */
async function devWalletScript(): Promise<string> {
  const entry = new URL('../../packages/devnet/src/exports/wallet.ts', import.meta.url).pathname
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'LatchDevWallet', fileName: 'devWallet' },
    },
  })
  const [bundle] = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[]
  const code = bundle?.output[0].code
  if (!code) throw new Error('the dev wallet did not bundle')
  const options = {
    accounts: [visitor],
    chains: [{ chainId: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9/' }],
    autoApprove: true,
  }
  // Its prompt's element goes into the body, which exists once the document is parsed.
  return `${code}\ndocument.addEventListener('DOMContentLoaded', () => LatchDevWallet.installDevWallet(${JSON.stringify(options)}))`
}

/**
 * React's hydration complaints: the development wording, and production's error codes (a text
 * mismatch in `next start` is "Minified React error #418", thrown as a page error).
 */
const hydrationComplaint =
  /hydrat|did not match|didn't match|react\.dev\/errors\/(418|419|421|422|423|425)\b/i

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

async function startNext(site: string, port: number): Promise<ChildProcess> {
  const bin = join(site, 'node_modules/.bin/next')
  // Its own process group, so that stopping it stops whatever it started.
  const next = spawn(bin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: site,
    env: siteEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  next.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  next.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  for (let attempt = 0; attempt < 120; attempt++) {
    if (next.exitCode !== null) throw new Error(`next start exited:\n${output}`)
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return next
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop(next)
  throw new Error(`next start did not answer on ${port}:\n${output}`)
}

function stop(next: ChildProcess): void {
  if (next.pid !== undefined && next.exitCode === null) process.kill(-next.pid, 'SIGTERM')
}

/** The text of a test id in the server's HTML (the response, before any script ran). */
function serverText(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1]
}

async function connectThenReturn(page: Page, origin: string): Promise<void> {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && hydrationComplaint.test(message.text()))
      complaints.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`))

  // A first visit, with nothing stored: the page hydrates as the server rendered it. The
  // visitor connects their wallet in the modal, and Latch writes its cookies.
  await page.goto(origin)
  await page.getByTestId('latch-connect-button').locator('button').click()
  await page.getByTestId(`latch-wallet-${walletRdns}`).click()
  await page.getByTestId('account-address').filter({ hasText: account }).waitFor()
  const cookies = await page.context().cookies()
  const written = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]))
  const almostHalfAYearAhead = Date.now() / 1000 + 170 * 24 * 60 * 60
  for (const [name, value] of [
    ['latch.connectorId.eip155', walletRdns],
    ['latch.lastChain.eip155', encodeURIComponent('eip155:8453')],
  ] as const) {
    const cookie = written[name]
    if (
      cookie?.value !== value ||
      cookie.sameSite !== 'Lax' ||
      cookie.path !== '/' ||
      cookie.expires < almostHalfAYearAhead
    )
      throw new Error(`Latch did not write ${name} as expected: ${JSON.stringify(cookie)}`)
  }

  // The returning visitor.
  const response = await page.reload()
  const html = (await response?.text()) ?? ''
  const rendered = {
    status: serverText(html, 'account-status'),
    network: serverText(html, 'account-network'),
    button: html.includes('data-testid="latch-connect-button"'),
  }
  if (rendered.status !== 'connecting' || rendered.network !== 'eip155:8453' || !rendered.button)
    throw new Error(
      `the server did not render the stored connection: ${JSON.stringify(rendered)}\n${html}`,
    )

  // The wallet restores the connection after hydration: the account and its button show.
  await page.getByTestId('account-address').filter({ hasText: account }).waitFor()
  await page.getByTestId('latch-account-button').locator('button').waitFor()
  if ((await page.getByTestId('account-status').textContent()) !== 'connected')
    throw new Error('the stored connection was not restored')
  if (complaints.length > 0) throw new Error(`hydration:\n${complaints.join('\n')}`)
}

export async function checkNextExample(work: string, tarballs: string[]): Promise<void> {
  const since = performance.now()
  const site = join(work, 'next-example')
  await cp(example, site, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.next)([\\/]|$)/.test(source),
  })
  // The published names resolve to the packed tarballs, as after a site's `npm install`.
  const manifestPath = join(site, 'package.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>
  }
  for (const name of Object.keys(manifest.dependencies))
    if (name.startsWith('@latch/')) delete manifest.dependencies[name]
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2))
  await install(site, tarballs)
  await run('npm', ['run', 'build'], site)
  const built = seconds(since)

  const port = await freePort()
  const next = await startNext(site, port)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext()
    await context.addInitScript({ content: await devWalletScript() })
    await connectThenReturn(await context.newPage(), `http://127.0.0.1:${port}`)
  } finally {
    await browser.close()
    stop(next)
  }
  console.log(
    `sites: examples/nextjs built (${built}) and reloaded by a returning visitor with no hydration warning (${seconds(since)})`,
  )
}
