import AxeBuilder from '@axe-core/playwright'
import { expect, modal, test } from './fixtures.js'
import { expectAccessible, freshEmail, nthCode, secureFrame } from './support/emailWallet.js'

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

test('the secure frame in Arabic: its steps right to left, addresses and the recovery code left to right', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = freshEmail('rtl')
  await openArabicConnect(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email)
  await dialog.getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' }).click()
  await expect(page.getByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible()
  await dialog
    .getByRole('textbox', { name: 'رمز الدخول' })
    .fill(await nthCode(page.context(), email))

  // The device step: the frame loaded its Arabic words (a chunk of the frame's origin).
  const frame = secureFrame(page)
  const step = frame.locator('.latch-device')
  await expect(frame.getByRole('heading', { name: 'احفظ رمز الاسترداد' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(step).toHaveAttribute('dir', 'rtl')
  await expect(step).toHaveAttribute('lang', 'ar')
  const code = frame.getByTestId('latch-recovery-code')
  await expect(code).toHaveAttribute('dir', 'ltr')
  const groups = code.locator('.latch-device__code-group')
  expect((await groups.nth(0).boundingBox())!.x).toBeLessThan(
    (await groups.nth(1).boundingBox())!.x,
  )
  await expectAccessible(page)
  await frame.getByRole('checkbox', { name: 'لقد حفظت رمز الاسترداد' }).check()
  await frame.getByRole('button', { name: 'متابعة' }).click()
  await expect(page.getByTestId('latch-modal')).toBeHidden()

  // The approval view: Arabic, right to left; the account's address reads in its own order.
  await page.getByTestId('demo-sign').click()
  const approval = frame.getByTestId('latch-approval')
  await expect(approval).toBeVisible()
  await expect(approval).toHaveAttribute('dir', 'rtl')
  await expect(approval).toHaveAttribute('lang', 'ar')
  await expect(frame.getByTestId('latch-approval-approve')).toHaveText('موافقة')
  const address = approval.locator('code.latch-address').first()
  await expect(address).toHaveAttribute('dir', 'ltr')
  const first = (await address.locator('span').nth(0).boundingBox())!
  const second = (await address.locator('span').nth(1).boundingBox())!
  expect(first.x).toBeLessThan(second.x)
  // A long address wraps between its groups, never inside one: every group is one line high.
  const rectangles = await address
    .locator('span')
    .evaluateAll((spans) => spans.map((span) => span.getClientRects().length))
  expect(rectangles.every((count) => count === 1)).toBe(true)
  await expectAccessible(page)
  await frame.getByTestId('latch-approval-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
})
