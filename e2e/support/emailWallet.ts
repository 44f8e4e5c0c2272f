import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { e2e } from '../../playwright.config.js'
import { expect, openConnect } from '../fixtures.js'

const apiUrl = `http://127.0.0.1:${e2e.apiPort}`

/** A fresh address per test: the server allows one code per email per 30 s. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

/** The secure frame, as the visitor sees it when the modal shows it. */
export const secureFrame = (page: Page) => page.frameLocator('#w3m-iframe')

/**
 * Runs axe on the modal and the secure frame (when shown): no serious or critical violation. The
 * frame is another origin; axe analyses it in place.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('latch-modal')
    .include('#w3m-iframe')
    .analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** Every login code the dev mailbox holds for an address, newest first. */
export async function codesFor(context: BrowserContext, email: string): Promise<string[]> {
  const response = await context.request.get(`${apiUrl}/dev/mailbox.json`)
  const body = (await response.json()) as { mails?: { to: string[]; text: string }[] }
  if (!body.mails) throw new Error(`The dev mailbox answered ${JSON.stringify(body)}`)
  return body.mails
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
    .filter((code): code is string => code !== undefined)
}

/** Waits for the `count`-th code sent to an address and returns it. */
export async function nthCode(context: BrowserContext, email: string, count = 1): Promise<string> {
  let codes: string[] = []
  await expect
    .poll(async () => {
      codes = await codesFor(context, email)
      return codes.length
    })
    .toBeGreaterThanOrEqual(count)
  // The mailbox lists the newest first.
  return codes[codes.length - count]!
}

/** Types an email into the Connect view and sends it. */
export async function submitEmail(page: Page, email: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
}

/** Opens Connect, sends the email and enters the code from the dev mailbox. */
export async function enterLoginCode(page: Page, email: string, nth = 1, axe = false) {
  await openConnect(page)
  await submitEmail(page, email)
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible()
  if (axe) await expectAccessible(page)
  const code = await nthCode(page.context(), email, nth)
  await page.getByRole('dialog').getByRole('textbox', { name: 'Login code' }).fill(code)
  return code
}

/**
 * Logs a new user in through the modal: email, code, then the frame's "Save your recovery
 * code" step. Returns the recovery code the frame showed.
 */
export async function createEmailWallet(
  page: Page,
  email: string,
  options: { axe?: boolean } = {},
): Promise<string> {
  await enterLoginCode(page, email, 1, options.axe)
  return confirmRecoveryCode(page, options)
}

/**
 * The frame's step for a new wallet, after any login (email, social, Farcaster): waits for
 * "Save your recovery code", confirms it was saved, and waits for the account. Returns the code.
 */
export async function confirmRecoveryCode(page: Page, options: { axe?: boolean } = {}) {
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible({
    timeout: 20_000,
  })
  if (options.axe) await expectAccessible(page)
  const recoveryCode = (await frame.getByTestId('latch-recovery-code').textContent()) ?? ''
  await frame.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('latch-modal')).toBeHidden()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
  return recoveryCode.replace(/\s+/g, '')
}

/** A field's value in the frame's approval view, by its label (`To`, `Value`, `Nonce`). */
export const approvalField = (page: Page, label: string) =>
  secureFrame(page).getByTestId('latch-approval').locator(`dt:text-is("${label}") + dd`)
