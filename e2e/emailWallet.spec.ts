import type { Page } from '@playwright/test'
import { formatEther, verifyMessage, verifyTypedData } from 'viem'
import { demoMessage, demoTypedData } from '../apps/demo/src/demoRequests.js'
import { e2e } from '../playwright.config.js'
import { chainReader, expect, openConnect, readManifest, test } from './fixtures.js'
import {
  codesFor,
  createEmailWallet,
  enterLoginCode,
  expectAccessible,
  freshEmail,
  nthCode,
  secureFrame,
  submitEmail,
} from './support/emailWallet.js'

const signatureOf = (text: string | null) =>
  text?.match(/Signature (0x[0-9a-f]+)/i)?.[1] as `0x${string}`

/** The full address of the connected account, from the Account view. */
async function connectedAddress(page: Page) {
  await page.getByTestId('latch-account-button').click()
  const address = await page.getByTestId('latch-account-address').getAttribute('title')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('latch-modal')).toBeHidden()
  return address as `0x${string}`
}

/** Sends the email, waiting out the server's 30 s limit from the message it shows. */
async function submitEmailWhenAllowed(page: Page, email: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await submitEmail(page, email)
    const throttled = page.getByText(/^Please try again after \d+ seconds$/)
    const next = await Promise.race([
      page
        .getByRole('heading', { name: 'Confirm your email' })
        .waitFor()
        .then(() => 'code' as const),
      throttled.waitFor().then(() => 'throttled' as const),
    ])
    if (next === 'code') return
    const seconds = Number((await throttled.textContent())?.match(/\d+/)?.[0])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(30)
    await page.waitForTimeout(seconds * 1000 + 500)
  }
  throw new Error('The email was never accepted.')
}

test('email login end to end: code from the SMTP sink, recovery code shown once, the same wallet after a reload, sign out', async ({
  page,
}) => {
  const email = freshEmail('login')
  await page.goto('/')
  // axe on the code view and on the frame's recovery-code view, on the way.
  await createEmailWallet(page, email, { axe: true })
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The frame is hidden again once the device step is done.
  await expect(page.locator('#w3m-iframe')).not.toHaveAttribute('data-state', 'shown')

  // The device share sits in the frame origin's IndexedDB under a key that cannot be exported.
  const frameDocument = page.frame({ url: (url) => url.port === String(e2e.framePort) })!
  const exported = await frameDocument.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('latch-keys')
    open.onsuccess = () => {
      const request = open.result.transaction('deviceKeys').objectStore('deviceKeys').getAll()
      request.onsuccess = async () => {
        const key = request.result.map((entry) => entry.key ?? entry).find((value) => value instanceof CryptoKey)
        if (!key) return resolve('no key')
        try { await crypto.subtle.exportKey('raw', key); resolve('exported') } catch { resolve('refused') }
      }
    }
  })`)
  expect(exported).toBe('refused')

  await page.getByTestId('latch-account-button').click()
  await expect(page.getByTestId('latch-account-email')).toContainText(email)
  await page.keyboard.press('Escape')

  // A reload keeps the session: the stored AUTH connection comes back through the frame.
  await page.reload()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible({ timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)

  // The site forgets its connection, the frame keeps its login: the same email connects again
  // without a new code.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('latch.connectorId')) localStorage.removeItem(key)
  })
  await page.reload()
  await openConnect(page)
  await submitEmail(page, email)
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
  expect(await codesFor(page.context(), email)).toHaveLength(1)
  expect(await connectedAddress(page)).toBe(address)

  // Sign out; a reload does not bring the account back.
  await page.getByTestId('latch-account-button').click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await page.reload()
  await page.waitForTimeout(2000)
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('latch-account-button-address')).toBeHidden()
})

test('a reload while the recovery code is shown: no account until a code is confirmed, and the same email shows a new one (recovery.mandatory)', async ({
  page,
}) => {
  const email = freshEmail('reload')
  await page.goto('/')
  await enterLoginCode(page, email)
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible({
    timeout: 20_000,
  })
  const firstCode = (await frame.getByTestId('latch-recovery-code').textContent()) ?? ''
  // One title shows (the frame's; the dialog keeps its name for screen readers), and the code
  // reads whole: the prefix joined to the first group, no short group at the end.
  await expect(page.getByRole('dialog', { name: 'Set up this device' })).toBeVisible()
  const dialogTitle = (await page.locator('#latch-title span').boundingBox())!
  expect(dialogTitle.width * dialogTitle.height).toBeLessThanOrEqual(1)
  const groups = await frame.locator('.latch-device__code-group').allTextContents()
  expect(groups[0]).toMatch(/^latch-r1-\S{3,4}$/)
  for (const group of groups.slice(1)) expect(group.length).toBeGreaterThanOrEqual(3)
  await expect(page.getByTestId('latch-modal')).toHaveScreenshot('recovery-light.png', {
    mask: [frame.getByTestId('latch-recovery-code')],
  })
  // The browser may clear the frame's storage (a cross-site frame gets no persistent storage):
  // the view says the code is then the only way back in.
  await expect(frame.getByText(/Your recovery code is then the only way back in\./)).toBeVisible()

  // The page reloads before Continue: the wallet is not connected, now or after a wait.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await page.waitForTimeout(2000)
  await expect(page.getByTestId('latch-account-button-address')).toBeHidden()

  // The same email goes straight to a new code (no new login code is mailed).
  await openConnect(page)
  await submitEmail(page, email)
  await expect(frame.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible({
    timeout: 20_000,
  })
  expect(await codesFor(page.context(), email)).toHaveLength(1)
  await expect(
    frame.getByText(
      'Any recovery code you saw before for this wallet no longer works. Save this one.',
    ),
  ).toBeVisible()
  const code = (await frame.getByTestId('latch-recovery-code').textContent()) ?? ''
  expect(code.replace(/\s+/g, '')).not.toBe(firstCode.replace(/\s+/g, ''))
  await expectAccessible(page)
  await frame.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
  expect(await connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('the modal refuses a second code within 30 s, a wrong code, and a code after five wrong tries', async ({
  page,
}) => {
  const email = freshEmail('limits')
  await page.goto('/')
  await openConnect(page)
  await submitEmail(page, email)
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible()
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  const code = await nthCode(page.context(), email)
  const wrong = code === '000000' ? '111111' : '000000'
  // Resend waits for the spec's 30 s.
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()

  const input = page.getByRole('dialog').getByRole('textbox', { name: 'Login code' })
  await input.fill(wrong)
  await expect(page.getByText('Invalid code. Check the email and try again.')).toBeVisible()
  // Four more wrong tries burn the code: the right one no longer works.
  for (let attempt = 0; attempt < 4; attempt++) {
    await input.fill('')
    await input.fill(wrong)
    await expect(page.getByText('Invalid code. Check the email and try again.')).toBeVisible()
  }
  await input.fill('')
  await input.fill(code)
  await expect(page.getByText('Invalid code. Check the email and try again.')).toBeVisible()
  await expect(page.getByTestId('latch-account-button-address')).toBeHidden()

  // Asking for a new code at once is refused by the server, in the spec's words.
  await page.getByRole('button', { name: 'Back' }).click()
  await submitEmail(page, email)
  await expect(page.getByText(/^Please try again after \d+ seconds$/)).toBeVisible()
})

test('another browser logs in as the same user and gets the same address with the recovery code', async ({
  page,
  browser,
}) => {
  // One wait of the server's 30 s limit: the second device needs a new code for the same email.
  test.setTimeout(120_000)
  const email = freshEmail('devices')
  await page.goto('/')
  const recoveryCode = await createEmailWallet(page, email)
  expect(recoveryCode).toMatch(/^latch-r1-/)
  const address = await connectedAddress(page)

  const other = await browser.newContext()
  try {
    const device = await other.newPage()
    await device.goto('/')
    await openConnect(device)
    await submitEmailWhenAllowed(device, email)
    const codeField = device.getByRole('dialog').getByRole('textbox', { name: 'Login code' })
    // The first device's code was used (and a new send retired it): refused here.
    await codeField.fill(await nthCode(other, email, 1))
    await expect(device.getByText('Invalid code. Check the email and try again.')).toBeVisible()
    await codeField.fill('')
    await codeField.fill(await nthCode(other, email, 2))
    const frame = secureFrame(device)
    await expect(frame.getByRole('heading', { name: 'Verify this device' })).toBeVisible({
      timeout: 20_000,
    })
    const field = frame.getByRole('textbox', { name: 'Recovery code' })
    await field.fill('latch-r1-not-a-code')
    await frame.getByRole('button', { name: 'Continue' }).click()
    await expect(frame.getByText('This is not a recovery code.')).toBeVisible()
    await field.fill(recoveryCode)
    await frame.getByRole('button', { name: 'Continue' }).click()
    await expect(device.getByTestId('latch-account-button-address')).toBeVisible({
      timeout: 20_000,
    })
    expect(await connectedAddress(device)).toBe(address)
  } finally {
    await other.close()
  }
})

test('signatures and a transaction are shown in the frame, approved or rejected there', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = freshEmail('approve')
  await page.goto('/')
  await createEmailWallet(page, email)
  const address = await connectedAddress(page)
  const reader = chainReader(0)
  await reader.client.request({
    method: 'anvil_setBalance' as never,
    params: [address, '0x8ac7230489e80000'] as never,
  })
  const frame = secureFrame(page)

  // personal_sign: the frame shows the message text and the page's origin; Approve signs.
  await page.getByTestId('demo-sign').click()
  await expect(page.locator('#w3m-iframe')).toHaveAttribute('data-state', 'shown')
  await expect(frame.getByText('Hello from the Latch demo')).toBeVisible()
  await expect(frame.getByText('http://127.0.0.1:5190')).toBeVisible()
  await expectAccessible(page)
  await frame.getByTestId('latch-approval-approve').click()
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toContainText('Verified: signed by the connected address')
  expect(
    await verifyMessage({
      address,
      message: demoMessage,
      signature: signatureOf(await signResult.textContent()),
    }),
  ).toBe(true)
  await expect(page.getByTestId('latch-modal')).toBeHidden()

  // Rejected in the frame: the page gets an error and the modal closes.
  await page.getByTestId('demo-sign').click()
  await frame.getByTestId('latch-approval-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
  await expect(page.getByTestId('latch-modal')).toBeHidden()

  // Typed data: its fields are shown; the signature verifies.
  await page.getByTestId('demo-typed').click()
  await expect(frame.getByText('Hello from Latch')).toBeVisible()
  await frame.getByTestId('latch-approval-approve').click()
  const typedResult = page.getByTestId('demo-typed-result')
  await expect(typedResult).toContainText('Verified: signed by the connected address')
  expect(
    await verifyTypedData({
      address,
      ...demoTypedData,
      signature: signatureOf(await typedResult.textContent()),
    }),
  ).toBe(true)

  // Typed data and a transaction rejected in the frame: errors on the page, nothing sent.
  await page.getByTestId('demo-typed').click()
  await frame.getByTestId('latch-approval-reject').click()
  await expect(typedResult).toHaveAttribute('data-state', 'error')
  const to = readManifest().accounts[1]!.address
  const before = await reader.balance(to)
  const nonce = await reader.client.getTransactionCount({ address })
  await page.getByTestId('demo-send').click()
  await expect(frame.getByText('0.01 ETH')).toBeVisible()
  await frame.getByTestId('latch-approval-reject').click()
  await expect(page.getByTestId('demo-send-result')).toHaveAttribute('data-state', 'error')
  expect(await reader.client.getTransactionCount({ address })).toBe(nonce)

  // A transaction: recipient and value shown, mined on anvil after Approve.
  await page.getByTestId('demo-send').click()
  await expect(frame.getByText('0.01 ETH')).toBeVisible()
  await frame.getByTestId('latch-approval-approve').click()
  await expect(page.getByTestId('demo-send-result')).toContainText('Status success', {
    timeout: 20_000,
  })
  expect(await reader.balance(to)).toBe(before + 10n ** 16n)
  await expect(page.getByTestId('demo-send-result')).toContainText(
    `New balance ${formatEther(await reader.balance(address))} ETH`,
  )
})

test('the approval cannot be clicked through a faded or covered frame (SECURITY.md T7), and a method off the list is refused', async ({
  page,
}) => {
  const email = freshEmail('clickjack')
  await page.goto('/')
  await createEmailWallet(page, email)
  const frame = secureFrame(page)
  const approve = frame.getByTestId('latch-approval-approve')

  await page.getByTestId('demo-sign').click()
  await expect(frame.getByText('Hello from the Latch demo')).toBeVisible()
  // Right after it shows, Approve waits (700 ms of visibility).
  await expect(approve).toBeDisabled()
  // A host page that fades the frame keeps Approve disabled however long it waits.
  await page.evaluate(() => {
    document.getElementById('w3m-iframe')!.style.opacity = '0.5'
  })
  await page.waitForTimeout(1500)
  await expect(approve).toBeDisabled()
  // A page element laid over the frame does the same.
  await page.evaluate(() => {
    const frameElement = document.getElementById('w3m-iframe')!
    frameElement.style.opacity = '1'
    const cover = document.createElement('div')
    cover.id = 'cover'
    const box = frameElement.getBoundingClientRect()
    Object.assign(cover.style, {
      position: 'fixed',
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      zIndex: '2147483647',
      pointerEvents: 'none',
      background: 'transparent',
      border: '1px solid transparent',
    })
    document.body.append(cover)
  })
  await page.waitForTimeout(1500)
  await expect(approve).toBeDisabled()
  // Once nothing covers it, Approve works.
  await page.evaluate(() => document.getElementById('cover')!.remove())
  await expect(approve).toBeEnabled()
  await approve.click()
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')

  // A method outside the allow-list: refused with 4200 and the message shown in the modal.
  const refusal = await page.evaluate(async () => {
    const appKit = (window as unknown as { __latchAppKit: { getWalletProvider(): unknown } })
      .__latchAppKit
    const provider = appKit.getWalletProvider() as {
      request(args: { method: string; params?: unknown[] }): Promise<unknown>
    }
    try {
      await provider.request({ method: 'eth_sign', params: ['0x00', '0x00'] })
      return 'signed'
    } catch (error) {
      return (error as { code?: number }).code
    }
  })
  expect(refusal).toBe(4200)
  await expect(page.getByTestId('latch-modal')).toBeVisible()
  await expect(page.getByText('Requested RPC call is not allowed')).toBeVisible()
})
