import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { approveInWallet, expect, modal, readManifest, test } from './fixtures.js'

// apps/demo/elements.html: a page without React code, holding AppKit's tags in its HTML.

/** The <button> a tag renders (Playwright's locators pierce both shadow roots). */
const buttonOf = (page: Page, id: string) => page.locator(`#${id}`).getByRole('button')

const modalStatus = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { __latchAppKit: { getState(): { modal: { status: string } } } }
      ).__latchAppKit.getState().modal.status,
  )

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** Connects the dev wallet from the <appkit-button> tag. */
async function connectFromTag(page: Page) {
  await buttonOf(page, 'main').click()
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
}

test('the tags render the buttons, with their size, label and disabled attributes', async ({
  page,
}) => {
  await page.goto('/elements.html')
  await expect(buttonOf(page, 'main')).toHaveText('Connect wallet')
  await expect(buttonOf(page, 'connect')).toHaveText('Connect wallet')
  await expect(buttonOf(page, 'connect-small')).toHaveText('Connect (small)')
  await expect(buttonOf(page, 'network')).toBeVisible()
  // Disconnected: the account tag renders nothing.
  await expect(page.locator('#account-no-balance').getByRole('button')).toHaveCount(0)

  // size="sm" is lower than the default md.
  const md = await buttonOf(page, 'connect').boundingBox()
  const sm = await buttonOf(page, 'connect-small').boundingBox()
  expect(md && sm && sm.height < md.height).toBe(true)

  // disabled: shown, and a click at its place opens nothing.
  const disabled = buttonOf(page, 'disabled')
  await expect(disabled).toHaveText('Disabled')
  await expect(disabled).toBeDisabled()
  const box = await disabled.boundingBox()
  if (!box) throw new Error('the disabled button has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  expect(await modalStatus(page)).toBe('closed')

  // An attribute changed by the page's script renders again.
  await page.locator('#connect-small').evaluate((tag) => tag.setAttribute('label', 'Renamed'))
  await expect(buttonOf(page, 'connect-small')).toHaveText('Renamed')
  await page.locator('#disabled').evaluate((tag) => tag.removeAttribute('disabled'))
  await expect(disabled).toBeEnabled()
  await disabled.click()
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  expect(await modalStatus(page)).toBe('open')
})

test('connect from <appkit-button>: the tags show the account, its balance unless hidden, and the network', async ({
  page,
}) => {
  const account = readManifest().accounts[0]!.address
  const truncated = `${account.slice(0, 6)}…${account.slice(-6)}`
  await page.goto('/elements.html')
  await connectFromTag(page)

  const main = page.locator('#main')
  await expect(main.getByTestId('latch-account-button-address')).toHaveText(truncated)
  await expect(main.getByTestId('latch-account-button-balance')).toContainText('ETH')
  const hidden = page.locator('#account-no-balance')
  await expect(hidden.getByTestId('latch-account-button-address')).toHaveText(truncated)
  await expect(hidden.getByTestId('latch-account-button-balance')).toHaveCount(0)
  await expect(buttonOf(page, 'network')).toContainText('Latch Devnet A')
  await expectNoSeriousViolations(page)

  // The page turns the balance on: the tag renders it.
  await hidden.evaluate((tag) => tag.setAttribute('balance', 'show'))
  await expect(hidden.getByTestId('latch-account-button-balance')).toContainText('ETH')

  await buttonOf(page, 'network').click()
  await expect(page.getByRole('dialog', { name: 'Choose network' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  // Focus goes back to the button inside the tag that opened the modal.
  await expect(buttonOf(page, 'network')).toBeFocused()

  await buttonOf(page, 'main').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(buttonOf(page, 'main')).toHaveText('Connect wallet')
  await expect(hidden.getByRole('button')).toHaveCount(0)
})

test('a tag the page removes takes its button away; one it adds renders', async ({ page }) => {
  await page.goto('/elements.html')
  await expect(buttonOf(page, 'connect')).toBeVisible()
  // Removed, its React root unmounts (a microtask later, so that a move keeps it).
  const left = await page.locator('#connect').evaluate(async (tag) => {
    tag.remove()
    await new Promise((resolve) => setTimeout(resolve))
    return tag.shadowRoot?.childNodes.length
  })
  expect(left).toBe(0)
  await page.evaluate(() => {
    const tag = document.createElement('appkit-connect-button')
    tag.id = 'added'
    tag.setAttribute('label', 'Added later')
    document.querySelector('main')?.append(tag)
  })
  await expect(buttonOf(page, 'added')).toHaveText('Added later')
})
