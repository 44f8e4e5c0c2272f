import { loadConfig, startServer } from '@latch/server'
import type { Page } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, modal, openConnect, test } from './fixtures.js'

const api = `http://127.0.0.1:${e2e.apiPort}`
const cards = (page: Page) => page.locator('[data-testid^="latch-registry-wallet-"]')
const isWalletsRequest = (url: string, search?: string) => {
  const parsed = new URL(url)
  if (!parsed.pathname.endsWith('/getWallets')) return false
  return search === undefined
    ? !parsed.searchParams.has('search')
    : parsed.searchParams.get('search') === search
}

async function openAllWallets(page: Page) {
  await openConnect(page)
  const firstPage = page.waitForResponse(
    (r) => isWalletsRequest(r.url()) && r.url().includes('entries=40'),
  )
  await page.getByTestId('latch-all-wallets').click()
  await expect(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
  return (await (await firstPage).json()) as { data: { id: string; name: string }[]; count: number }
}

/** A wallet extension claiming MetaMask's rdns, announced before the page loads. */
function announceMetaMaskLike() {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
      if (method === 'eth_chainId') return '0x7a69'
      return null
    },
    on() {},
    removeListener() {},
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: '6f3c1a2b-0d4e-4f5a-9b8c-7d6e5f4a3b2c',
            name: 'MetaMask',
            icon: '',
            rdns: 'io.metamask',
          },
          provider,
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

test('pages of 40, more as the visitor scrolls', async ({ page }) => {
  await page.goto('/')
  const first = await openAllWallets(page)
  expect(first.count).toBeGreaterThan(80)
  await expect(cards(page)).toHaveCount(40)
  const second = page.waitForResponse(
    (r) => isWalletsRequest(r.url()) && r.url().includes('page=2'),
  )
  await cards(page).nth(39).scrollIntoViewIfNeeded()
  await second
  await expect(cards(page)).toHaveCount(80)
  // Logos: the first 20 of a page load at once, the rest lazily.
  await expect(cards(page).nth(0).locator('img')).toHaveAttribute('loading', 'eager')
  await expect(cards(page).nth(25).locator('img')).toHaveAttribute('loading', 'lazy')
})

test('search waits 300 ms, asks for 100, ignores case and accents', async ({ page }) => {
  await page.goto('/')
  await openAllWallets(page)
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/getWallets') && url.searchParams.has('search'))
      searches.push(`${url.searchParams.get('search')}:${url.searchParams.get('entries')}`)
  })
  await page.getByTestId('latch-wallet-search').pressSequentially('RÀINBOW', { delay: 40 })
  await expect(cards(page).first()).toContainText('Rainbow')
  // One request for the whole word, not one per key.
  expect(searches).toEqual(['RÀINBOW:100'])
  await page.getByTestId('latch-wallet-search').fill('zzzz-no-such-wallet')
  await expect(modal(page).getByText('No wallet matches “zzzz-no-such-wallet”.')).toBeVisible()
  await page.getByTestId('latch-wallet-search').fill('')
  await expect(cards(page)).toHaveCount(40)
})

test('featured wallets first in the site’s order; excluded ones hidden', async ({ page }) => {
  await page.goto('/')
  const { data } = await openAllWallets(page)
  const [a, b, c] = [data[5]!, data[2]!, data[7]!]
  await page.goto(
    `/?featured=${a.id},${b.id}&exclude=${c.id},${encodeURIComponent(data[8]!.name.toUpperCase())}`,
  )
  await openConnect(page)
  const featured = modal(page).locator('[data-section="featured"] [data-wallet-item]')
  await expect(featured).toHaveCount(2)
  await expect(featured.nth(0)).toContainText(a.name)
  await expect(featured.nth(1)).toContainText(b.name)
  // Featured wallets are not repeated among the recommended ones.
  await expect(modal(page).locator('[data-section="recommended"]')).not.toContainText(a.name)
  await page.getByTestId('latch-all-wallets').click()
  await expect(cards(page)).toHaveCount(40)
  await expect(page.getByTestId(`latch-registry-wallet-${c.id}`)).toHaveCount(0)
  await expect(page.getByTestId(`latch-registry-wallet-${data[8]!.id}`)).toHaveCount(0)
})

test('includeWalletIds restricts the list', async ({ page }) => {
  await page.goto('/')
  const { data } = await openAllWallets(page)
  await page.goto(`/?include=${data[1]!.id},${data[4]!.id}`)
  await openConnect(page)
  await page.getByTestId('latch-all-wallets').click()
  await expect(cards(page)).toHaveCount(2)
})

test('an installed wallet is marked and connects directly', async ({ page }) => {
  await page.addInitScript(announceMetaMaskLike)
  await page.goto('/?wallet=none')
  await openAllWallets(page)
  await page.getByTestId('latch-wallet-search').fill('metamask')
  const card = page.locator('[data-installed]').filter({ hasText: 'MetaMask' })
  await expect(card).toContainText('Installed')
  await card.click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-address')).toHaveText(
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  )
})

test('a wallet without an extension shows its QR code and its download links', async ({ page }) => {
  await page.goto('/')
  await openAllWallets(page)
  await page.getByTestId('latch-wallet-search').fill('rainbow')
  await cards(page).filter({ hasText: 'Rainbow' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Rainbow' })
  await expect(dialog.getByRole('img', { name: 'QR code for connecting a wallet' })).toBeVisible()
  await dialog.getByText("Don't have Rainbow?").click()
  const links = dialog.locator('a[href]')
  await expect(links.first()).toBeVisible()
  expect(await links.count()).toBeGreaterThan(0)
  for (const href of await links.evaluateAll((list) => list.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//)
})

test('without a relay, a wallet without an extension shows only its links', async ({ page }) => {
  await page.goto('/?relay=none')
  await openAllWallets(page)
  await page.getByTestId('latch-wallet-search').fill('rainbow')
  await cards(page).filter({ hasText: 'Rainbow' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Rainbow' })
  await expect(dialog).toContainText('Rainbow is not installed here')
  await expect(dialog).toContainText('QR codes are not set up on this site.')
  await expect(page.getByTestId('latch-wallet-walletConnect')).toHaveCount(0)
  const links = dialog.locator('a[href]')
  expect(await links.count()).toBeGreaterThan(0)
  for (const href of await links.evaluateAll((list) => list.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//)
})

test('a server that is down is said so, slow answers too, and the list recovers', async ({
  page,
}) => {
  await page.goto('/')
  await openConnect(page)
  await page.route(`${api}/getWallets**`, (route) => route.abort('connectionrefused'))
  await page.getByTestId('latch-all-wallets').click()
  await expect(modal(page).getByRole('alert')).toContainText('The wallet list could not be loaded.')
  // The server comes back, slowly.
  await page.unroute(`${api}/getWallets**`)
  await page.route(`${api}/getWallets**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3500))
    await route.continue()
  })
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page).getByText('This is taking longer than usual…')).toBeVisible()
  await expect(cards(page)).toHaveCount(40)
})

test('an origin that is not allowed shows the invalid-configuration alert', async ({ page }) => {
  await page.goto(`http://localhost:${e2e.demoPort}/`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(modal(page).getByRole('alert').first()).toContainText('Invalid app configuration')
})

test('analytics: events arrive in batches and are counted per event and day', async ({
  page,
  request,
}) => {
  const counts = async () => {
    const response = await request.get(`${api}/analytics/v1/counts?projectId=latch-demo`, {
      headers: { authorization: `Bearer ${e2e.adminToken}` },
    })
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { counts: { event: string; count: number }[] }
    const total = (event: string) =>
      body.counts.filter((c) => c.event === event).reduce((sum, c) => sum + c.count, 0)
    return { open: total('MODAL_OPEN'), initialize: total('INITIALIZE') }
  }
  const before = await counts()
  await page.goto('/')
  await openConnect(page)
  await page.keyboard.press('Escape')
  // The page hides: what is queued goes by sendBeacon.
  await page.goto('about:blank')
  await expect.poll(async () => (await counts()).open).toBe(before.open + 1)
  expect((await counts()).initialize).toBe(before.initialize + 1)
})

test('the server stopped mid-session: the modal says so, and recovers when it is back', async ({
  page,
}) => {
  const port = 18790
  const start = () =>
    startServer({
      config: loadConfig({
        env: {
          PORT: String(port),
          DATABASE_URL: 'sqlite::memory:',
          DEV_PROJECT_ID: 'latch-demo',
          DEV_ORIGINS: `http://127.0.0.1:${e2e.demoPort}`,
          LOG_LEVEL: 'silent',
        },
      }),
      handleSignals: false,
    })
  let server = await start()
  try {
    await page.goto(`/?apiUrl=http://127.0.0.1:${port}`)
    await openConnect(page)
    await page.getByTestId('latch-all-wallets').click()
    // This server holds only the built-in seed.
    await expect(cards(page).first()).toBeVisible()

    await server.close()
    await page.getByTestId('latch-wallet-search').fill('rainbow')
    await expect(modal(page).getByRole('alert')).toContainText(
      'The wallet list could not be loaded.',
    )

    server = await start()
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await expect(cards(page).first()).toContainText('Rainbow')
  } finally {
    await server.close()
  }
})
