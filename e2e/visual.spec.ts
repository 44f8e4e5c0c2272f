import type { Locator, Page } from '@playwright/test'
import { connectDevWallet, expect, modal, openConnect, test } from './fixtures.js'

// Each view's look, light and dark, kept by a screenshot (baselines made with this machine's
// Chromium, at 1280×800), and the layout rules the screenshots show, kept by geometry.
test.use({ viewport: { width: 1280, height: 800 } })

const themes = ['light', 'dark'] as const

/** A second browser wallet (EIP-6963), announced before the page loads. */
function announceSecondWallet() {
  const provider = { request: async () => null, on() {}, removeListener() {} }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: '8d2f6a1e-3c4b-4e5f-8a9b-1c2d3e4f5a6b',
            name: 'Second Wallet',
            icon: '',
            rdns: 'test.second',
          },
          provider,
        }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** The part of `inner` that shows inside `outer`'s box, as a fraction of its height. */
async function shownFraction(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!
  const b = (await outer.boundingBox())!
  const shown = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return Math.max(0, shown) / a.height
}

/** Whether an input's placeholder fits its text box. */
const placeholderFits = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const room =
      element.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight)
    return context.measureText(element.placeholder).width <= room
  })

for (const theme of themes) {
  test(`Connect (${theme}): the email login shows without scrolling, one or two installed wallets`, async ({
    page,
  }) => {
    for (const wallets of [1, 2]) {
      if (wallets === 2) await page.addInitScript(announceSecondWallet)
      await page.goto(`/?theme=${theme}`)
      await openConnect(page)
      const body = page.getByTestId('latch-view-Connect')
      await expect(body.locator('[data-wallet-item]').first()).toBeVisible()
      await expect(page.getByTestId('latch-all-wallets')).toContainText('130')
      const input = page.getByTestId('latch-email-input')
      const submit = page.getByTestId('latch-email-submit')
      expect(await shownFraction(input, body)).toBe(1)
      expect(await shownFraction(submit, body)).toBe(1)
      expect((await input.boundingBox())!.width).toBeGreaterThan(280)
      expect(await placeholderFits(input)).toBe(true)
      await expect(modal(page)).toHaveScreenshot(`connect-${wallets}-${theme}.png`)
    }
  })
}

test('Connect: a list longer than the dialog fades at its bottom edge until scrolled to the end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 560 })
  await page.goto('/')
  await openConnect(page)
  const body = page.getByTestId('latch-view-Connect')
  await expect(body).toHaveAttribute('data-more-below', '')
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect(body).not.toHaveAttribute('data-more-below', '')
})

for (const theme of themes) {
  test(`All wallets (${theme}): tiles keep their width, names read whole, the dialog keeps still`, async ({
    page,
  }) => {
    await page.goto(`/?theme=${theme}`)
    await openConnect(page)
    await page.getByTestId('latch-all-wallets').click()
    const cards = page.locator('[data-testid^="latch-registry-wallet-"]')
    await expect(cards).toHaveCount(40)
    const fullWidth = (await cards.first().boundingBox())!.width
    const top = async () => (await modal(page).boundingBox())!.y
    const listTop = await top()
    const search = page.getByRole('searchbox')
    await search.fill('trust wallet')
    await expect(cards).toHaveCount(1)
    expect((await cards.first().boundingBox())!.width).toBeCloseTo(fullWidth, 0)
    const name = cards.first().locator('.latch-wallet-card-name')
    await expect(name).toHaveText('Trust Wallet')
    expect(
      await name.evaluate(
        (element) =>
          element.scrollHeight <= element.clientHeight &&
          element.scrollWidth <= element.clientWidth,
      ),
    ).toBe(true)
    expect(await top()).toBeCloseTo(listTop, 0)
    await expect(modal(page)).toHaveScreenshot(`all-wallets-trust-${theme}.png`)
    await search.fill('no such wallet here')
    await expect(cards).toHaveCount(0)
    await expect(page.getByText(/No wallet matches/)).toBeVisible()
    expect(await top()).toBeCloseTo(listTop, 0)
  })
}

for (const theme of themes) {
  test(`Networks (${theme})`, async ({ page }) => {
    await page.goto(`/?theme=${theme}`)
    await page.getByTestId('latch-network-button').click()
    await expect(page.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
    // The local Solana cluster's id (so its badge's colour) changes with every devnet start.
    const solanaBadge = page.getByTestId(/^latch-network-solana:/).locator('.latch-network-image')
    await expect(modal(page)).toHaveScreenshot(`networks-${theme}.png`, { mask: [solanaBadge] })
  })
}

test('dark mode: without a themeMode the modal follows the system, and a themeMode wins', async ({
  page,
}) => {
  const theme = () => page.locator('.latch-root').getAttribute('data-theme')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect.poll(theme).toBe('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(theme).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(theme).toBe('dark')
  await page.goto('/?theme=light')
  await expect(page.getByTestId('latch-network-button')).toBeVisible()
  expect(await theme()).toBe('light')
})

/** The relative luminance (0-255) of an element's background inside a button's shadow root. */
const buttonBackground = (page: Page, testId: string, selector: string) =>
  page
    .getByTestId(testId)
    .locator(selector)
    .evaluate((element) => {
      const value = getComputedStyle(element).backgroundColor
      const numbers = value.match(/[\d.]+/g)!.map(Number)
      // A background through color-mix() (AppKit's colour mix) computes to `color(srgb r g b)`,
      // its channels from 0 to 1.
      const [r = 0, g = 0, b = 0] = value.startsWith('color(')
        ? numbers.map((channel) => channel * 255)
        : numbers
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    })

test('the buttons in the dark theme on a light page: light pills, not black ones', async ({
  page,
}) => {
  await page.goto('/?theme=dark')
  await expect(page.locator('.latch-root')).toHaveAttribute('data-theme', 'dark')
  expect(
    await buttonBackground(page, 'latch-network-button', '.latch-network-button'),
  ).toBeGreaterThan(200)
  await expect(page.locator('.demo-header')).toHaveScreenshot('buttons-dark-theme-light-page.png')
})

for (const theme of themes) {
  test(`Account tabs, Receive and Send (${theme})`, async ({ page }) => {
    await page.goto(`/?theme=${theme}`)
    await connectDevWallet(page)
    await page.getByTestId('latch-account-button').click()
    // Amounts and values move as other tests send from this account: masked, the layout kept.
    const amounts = [
      page.getByTestId('latch-account-balance'),
      page.getByTestId('latch-account-total'),
      page
        .getByTestId('latch-token-list')
        .locator('.latch-asset-value, [data-testid="latch-token-amount"]'),
    ]
    await expect(page.getByTestId('latch-token-LUSD')).toBeVisible({ timeout: 20_000 })
    await expect(modal(page)).toHaveScreenshot(`account-tokens-${theme}.png`, { mask: amounts })
    await modal(page).getByRole('tab', { name: 'NFTs' }).click()
    const images = page.getByTestId('latch-nft-grid').locator('img')
    await expect(images.first()).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() =>
        images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true)
    await expect(modal(page)).toHaveScreenshot(`account-nfts-${theme}.png`, {
      mask: amounts.slice(0, 1),
    })
    await page.getByTestId('latch-wallet-feature-receive').click()
    await expect(page.getByTestId('latch-receive-address')).toBeVisible()
    await expect(modal(page)).toHaveScreenshot(`receive-${theme}.png`)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await modal(page).getByRole('tab', { name: 'Tokens' }).click()
    await page.getByTestId('latch-wallet-feature-send').click()
    await expect(page.getByTestId('latch-send-token')).toBeVisible()
    await expect(modal(page)).toHaveScreenshot(`send-${theme}.png`, {
      mask: [page.getByTestId('latch-send-fee')],
    })
  })
}
