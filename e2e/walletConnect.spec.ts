// Before the SDK loads in this process: its verify and telemetry clients stay offline in tests.
process.env.IS_VITEST = 'true'

import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { e2e } from '../playwright.config.js'
import { chainReader, expect, modal, openConnect, readManifest, test } from './fixtures.js'
import { createTestWallet, type TestWallet } from './support/testWallet.js'

const relayUrl = `ws://127.0.0.1:${e2e.apiPort}/relay`
let wallet: TestWallet

test.beforeEach(async () => {
  wallet = await createTestWallet({ relayUrl, manifest: readManifest() })
})

test.afterEach(async () => {
  await wallet.disconnectAll().catch(() => undefined)
  await wallet.close()
})

/** Reads the pairing URI the way a phone does: by decoding the QR code on screen. */
async function scanQrCode(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: 'QR code for connecting a wallet' })
  await expect(qr).toBeVisible()
  const image = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  expect(decoded, 'the QR code decodes').not.toBeNull()
  // The URI is also what the copy button copies; both must agree.
  const shown = await page.locator('.latch-pairing[data-state="ready"]').getAttribute('data-uri')
  expect(decoded!.data).toBe(shown)
  expect(decoded!.data).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return decoded!.data
}

async function openWalletConnectQr(page: Page) {
  await openConnect(page)
  await page.getByTestId('latch-wallet-walletConnect').click()
  await expect(page.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
}

test('pairs by QR code: both namespaces, signatures, a transaction, reload, wallet disconnect', async ({
  page,
}) => {
  const manifest = readManifest()
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  const session = await wallet.pair(await scanQrCode(page))
  expect(session).toBeDefined()

  // One session, two namespaces, each with its own account and balance read from its own RPC.
  await expect(page.getByTestId('latch-modal')).toBeHidden()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('demo-solana-address')).toContainText(wallet.solanaAddress!)
  await expect(page.getByTestId('demo-solana-address')).toContainText('100 SOL')
  expect(Object.keys(session!.namespaces).sort()).toEqual(['eip155', 'solana'])

  // personal_sign and typed data through the session, verified against the phone's address.
  await page.getByTestId('demo-sign').click()
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toContainText('Verified: signed by the connected address')
  const signature = /0x[0-9a-f]{130}/.exec((await signResult.textContent()) ?? '')?.[0] as Hex
  expect(
    await verifyMessage({
      address: wallet.address,
      message: 'Hello from the Latch demo',
      signature,
    }),
  ).toBe(true)
  await page.getByTestId('demo-typed').click()
  await expect(page.getByTestId('demo-typed-result')).toContainText('Verified')

  // A transaction the phone signs and anvil mines.
  await page.getByTestId('demo-send').click()
  const sendResult = page.getByTestId('demo-send-result')
  await expect(sendResult).toContainText('Status success')
  const hash = /0x[0-9a-f]{64}/.exec((await sendResult.textContent()) ?? '')?.[0] as Hex
  const receipt = await chainReader(0).client.getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(receipt.status).toBe('success')
  expect(wallet.requests.map((r) => r.method)).toEqual([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
  ])

  // Switching to another chain of the session is local; requests and reads follow it.
  await page.getByTestId('latch-network-button').click()
  await page.getByTestId('latch-network-eip155:31338').click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  // The balance is read from Devnet B's own RPC.
  await expect(page.getByTestId('latch-account-button-balance')).toContainText('ETH')
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31338' })
  expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_switchEthereumChain')

  // A reload restores the live session without a new QR code or proposal.
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('demo-solana-address')).toContainText(wallet.solanaAddress!)
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  expect(wallet.proposals).toHaveLength(1)
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')

  // The phone ends the session: every namespace that used it is disconnected.
  await wallet.disconnectAll()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('demo-solana-address')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  expect(manifest.solana).toBeDefined()
})

test('the pairing key never leaves the page: no request, header, relay frame or console line carries the symKey (SECURITY.md T34)', async ({
  page,
}) => {
  // Everything the page (frames included) sends or logs, and every relay frame both ways.
  const seen: string[] = []
  page.on('request', (request) => {
    seen.push(`${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`)
  })
  page.on('websocket', (socket) => {
    seen.push(socket.url())
    socket.on('framesent', (frame) => seen.push(String(frame.payload)))
    socket.on('framereceived', (frame) => seen.push(String(frame.payload)))
  })
  page.on('console', (message) => seen.push(message.text()))

  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  const uri = await scanQrCode(page)
  const [, topic, query] = /^wc:([0-9a-f]{64})@2\?(.*)$/.exec(uri) ?? []
  const symKey = new URLSearchParams(query).get('symKey')
  expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  await wallet.pair(uri)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')

  // The capture does see the pairing: its topic went to the relay (a subscription).
  expect(seen.some((entry) => entry.includes(topic!))).toBe(true)
  expect(seen.filter((entry) => entry.includes(symKey!))).toEqual([])
})

test('the dapp disconnects: the session ends on the phone too, and WalletConnect is offered again', async ({
  page,
}) => {
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  await wallet.pair(await scanQrCode(page))
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  // Connected through WalletConnect, the Connect view does not offer it (spec section 2).
  await page.evaluate(`window.__latchAppKit.open({ view: 'Connect' })`)
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('latch-wallet-walletConnect')).toHaveCount(0)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await page.getByTestId('latch-account-button-address').click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('demo-solana-address')).toHaveCount(0)
  await expect.poll(() => wallet.sessions().length).toBe(0)
  await openConnect(page)
  await expect(page.getByTestId('latch-wallet-walletConnect')).toBeVisible()
})

test('a rejected proposal says so and a new code connects', async ({ page }) => {
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  wallet.decide('reject')
  const first = await scanQrCode(page)
  await wallet.pair(first)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Connection declined')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  wallet.decide('approve-eip155-only')
  await page.getByRole('button', { name: 'Get a new code' }).click()
  const second = await scanQrCode(page)
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  // The phone shared no Solana account, so that namespace stays disconnected.
  await expect(page.getByTestId('demo-solana-address')).toHaveCount(0)
})

test('an expired code is shown as expired; the old code connects nothing, a new one does', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  const old = await scanQrCode(page)
  // A laptop that slept through the code's 5 minutes: the clock jumps, no timer ran meanwhile.
  await page.clock.setSystemTime(Date.now() + 6 * 60_000)
  await expect(page.getByRole('alert')).toContainText('This code has expired')
  await expect(page.getByRole('img', { name: 'QR code for connecting a wallet' })).toHaveCount(0)

  // The page dropped that pairing: a phone that scans it now connects nothing.
  await wallet.tryPair(old).catch(() => undefined)
  await page.clock.runFor(2_000)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Get a new code' }).click()
  const fresh = await scanQrCode(page)
  expect(fresh).not.toBe(old)
  await wallet.pair(fresh)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
})

test('a code is replaced before it expires, and the new one connects', async ({ page }) => {
  await page.clock.install()
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  const first = await scanQrCode(page)
  // Four minutes pass with the QR code on screen: a fresh code replaces it a minute early.
  await page.clock.runFor(4 * 60_000 + 10_000)
  await expect
    .poll(() => page.locator('.latch-pairing[data-state="ready"]').getAttribute('data-uri'))
    .not.toBe(first)
  await expect(page.getByRole('alert')).toHaveCount(0)
  const second = await scanQrCode(page)
  await wallet.pair(second)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
})

test('a registry wallet shows its own QR code with tabs, and pairs', async ({ page }) => {
  await page.goto('/?wallet=none')
  await openConnect(page)
  await page.getByRole('button', { name: /^All wallets/ }).click()
  await page.getByTestId('latch-wallet-search').fill('ledger live')
  await page.locator('[data-testid^="latch-registry-wallet-"]').first().click()
  const tabs = page.getByRole('tablist', { name: 'Ways to connect Ledger Live' })
  await expect(tabs.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true')
  const uri = await scanQrCode(page)
  await expect(page.getByText('Scan with Ledger Live on your phone.')).toBeVisible()

  // The desktop tab opens the app by its own scheme, carrying the same pairing URI.
  await tabs.getByRole('tab', { name: 'Mobile' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Desktop' })).toBeFocused()
  const open = page.getByRole('link', { name: 'Open the Ledger Live desktop app' })
  await expect(open).toHaveAttribute('href', `ledgerlive://wc?uri=${encodeURIComponent(uri)}`)

  await tabs.getByRole('tab', { name: 'Mobile' }).click()
  expect(await scanQrCode(page)).toBe(uri)
  await wallet.pair(uri)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
})

test('the typed-data signature from the phone verifies', async ({ page }) => {
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  await wallet.pair(await scanQrCode(page))
  await page.getByTestId('demo-typed').click()
  const typed = page.getByTestId('demo-typed-result')
  await expect(typed).toContainText('Verified')
  const [, json] = wallet.requests.at(-1)!.params as [string, string]
  const { domain, types, primaryType, message } = JSON.parse(json)
  const { EIP712Domain: _, ...rest } = types
  const signature = /0x[0-9a-f]{130}/.exec((await typed.textContent()) ?? '')?.[0] as Hex
  expect(
    await verifyTypedData({
      address: wallet.address,
      domain,
      types: rest,
      primaryType,
      message,
      signature,
    }),
  ).toBe(true)
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 915 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  })

  test('tapping a wallet opens its app with the pairing, and the page comes back connected', async ({
    page,
  }) => {
    // The wallet app cannot open here: record where the page sends the visitor instead.
    await page.addInitScript(() => {
      window.open = ((url?: string | URL) => {
        ;(window as unknown as { __opened: string[] }).__opened ??= []
        ;(window as unknown as { __opened: string[] }).__opened.push(String(url))
        return null
      }) as typeof window.open
    })
    await page.goto('/?wallet=none')
    await openConnect(page)
    await page.getByRole('button', { name: /^All wallets/ }).click()
    await page.getByTestId('latch-wallet-search').fill('rainbow')
    await page.locator('[data-testid^="latch-registry-wallet-"]').first().click()

    // The pairing was prepared when the modal opened, so the tap itself opens the app.
    const opened = await page.evaluate(
      () => (window as unknown as { __opened?: string[] }).__opened ?? [],
    )
    expect(opened).toHaveLength(1)
    const link = new URL(opened[0]!)
    expect(`${link.origin}${link.pathname}`).toBe('https://rnbwapp.com/wc')
    const uri = link.searchParams.get('uri')!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The view offers the same link again, in case the visitor came back without approving.
    await expect(page.getByRole('link', { name: 'Open Rainbow' })).toHaveAttribute(
      'href',
      opened[0]!,
    )
    await expect(page.getByRole('img', { name: 'QR code for connecting a wallet' })).toHaveCount(0)

    await wallet.pair(uri)
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)

    // A request brings the same app to the front, where the visitor approves it.
    await page.getByTestId('demo-sign').click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length),
      )
      .toBe(2)
    const reopened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened[1]!,
    )
    expect(reopened).toMatch(
      /^https:\/\/rnbwapp\.com\/wc\?requestId=\d+&sessionTopic=[0-9a-f]{64}$/,
    )
    await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')
  })
})

test("the demo's mobile wallet page pairs a second tab, signs, and disconnects", async ({
  page,
  context,
}) => {
  const manifest = readManifest()
  const phoneAddress = manifest.accounts[1]!.address
  await page.goto('/?wallet=none')
  await openWalletConnectQr(page)
  const uri = await scanQrCode(page)

  const phone = await context.newPage()
  await phone.goto('/wallet.html')
  await phone.getByTestId('wallet-uri').fill(uri)
  await phone.getByTestId('wallet-pair').click()
  const proposal = phone.getByTestId('wallet-proposal')
  await expect(proposal).toContainText('Latch demo')
  await proposal.getByTestId('wallet-approve').click()
  await expect(page.getByTestId('demo-address')).toHaveText(phoneAddress)
  await expect(phone.getByTestId('wallet-session')).toHaveCount(1)

  // The phone shows what it is asked to sign, decoded, and signs only when approved.
  await page.getByTestId('demo-sign').click()
  const request = phone.getByTestId('wallet-request')
  await expect(request).toContainText('personal_sign')
  await expect(request).toContainText('Hello from the Latch demo')
  await request.getByTestId('wallet-request-approve').click()
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toContainText('Verified: signed by the connected address')
  const signature = /0x[0-9a-f]{130}/.exec((await signResult.textContent()) ?? '')?.[0] as Hex
  expect(
    await verifyMessage({ address: phoneAddress, message: 'Hello from the Latch demo', signature }),
  ).toBe(true)

  // A rejection on the phone reaches the page as a rejection.
  await page.getByTestId('demo-sign').click()
  await phone.getByTestId('wallet-request').getByTestId('wallet-request-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')

  await phone.getByTestId('wallet-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(phone.getByTestId('wallet-session')).toHaveCount(0)
})
