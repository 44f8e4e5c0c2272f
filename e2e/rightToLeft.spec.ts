import AxeBuilder from '@axe-core/playwright'
import { expect, modal, test } from './fixtures.js'

// The modal in a right-to-left language (issue 15): laid out from the right, arrows mirrored,
// kept by a screenshot (this machine's Chromium, 1280×800) and by geometry; axe passes.
test.use({ viewport: { width: 1280, height: 800 } })

/** Opens the Connect view of the demo in Arabic (`?locale=ar`) from the page's button. */
async function openArabicConnect(page: import('@playwright/test').Page) {
  await page.goto('/?locale=ar&theme=light')
  // The page's button speaks Arabic once the catalogue has loaded.
  await page.getByRole('button', { name: 'ربط المحفظة' }).click()
  await expect(page.getByRole('dialog', { name: 'ربط المحفظة' })).toBeVisible()
}

test('Connect in Arabic: laid out from the right, the close button on the left', async ({
  page,
}) => {
  await openArabicConnect(page)
  const root = page.locator('latch-modal [data-latch]')
  await expect(root).toHaveAttribute('dir', 'rtl')
  await expect(root).toHaveAttribute('lang', 'ar')

  // The header's close button sits at the dialog's left edge; the title reads from the right.
  const dialog = (await modal(page).boundingBox())!
  const close = (await modal(page).getByRole('button', { name: 'إغلاق' }).boundingBox())!
  expect(close.x - dialog.x).toBeLessThan(dialog.width / 4)
  // A wallet row starts at the right: its icon is right of its name.
  const wallet = page.getByTestId('latch-wallet-dev.latch.wallet')
  const icon = (await wallet.locator('img, svg').first().boundingBox())!
  const name = (await wallet.getByText('Latch Dev Wallet').boundingBox())!
  expect(icon.x).toBeGreaterThan(name.x)

  await expect(page.getByTestId('latch-all-wallets')).toContainText('130')
  await expect(modal(page)).toHaveScreenshot('connect-ar-light.png')
})

test('All wallets in Arabic: the back arrow is on the right and points right', async ({ page }) => {
  await openArabicConnect(page)
  await page.getByTestId('latch-all-wallets').click()
  await expect(page.getByRole('dialog', { name: 'كل المحافظ' })).toBeVisible()
  const back = modal(page).getByRole('button', { name: 'رجوع' })
  const dialog = (await modal(page).boundingBox())!
  const box = (await back.boundingBox())!
  expect(box.x + box.width).toBeGreaterThan(dialog.x + (dialog.width * 3) / 4)
  // Mirrored: a horizontal scale of -1.
  const transform = await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)
  expect(transform).toMatch(/^matrix\(-1, 0, 0, 1, 0, 0\)$/)
})

test('axe finds no serious violation in the Arabic Connect view', async ({ page }) => {
  await openArabicConnect(page)
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})
