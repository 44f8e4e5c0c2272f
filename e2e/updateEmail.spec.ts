import { expect, test } from './fixtures.js'
import { createEmailWallet, freshEmail, nthCode } from './support/emailWallet.js'

test('the login email changes from the Account: a code from the old address, then one from the new, kept after a reload', async ({
  page,
  context,
}) => {
  // The change mails the old address, which got its login code moments ago: one wait of the
  // server's 30 s limit.
  test.setTimeout(120_000)
  const oldEmail = freshEmail('update-old')
  const newEmail = freshEmail('update-new')
  await page.goto('/')
  await createEmailWallet(page, oldEmail)

  await page.getByTestId('latch-account-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Update email' }).click()
  await dialog.getByRole('textbox', { name: 'New email' }).fill(newEmail)
  const currentCode = dialog.getByRole('textbox', { name: 'Code from your current email' })
  const throttled = dialog.getByText(/^Please try again after \d+ seconds$/)
  for (let attempt = 0; attempt < 3 && !(await currentCode.isVisible()); attempt++) {
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(currentCode.or(throttled)).toBeVisible()
    if (await throttled.isVisible()) {
      const seconds = Number((await throttled.textContent())?.match(/\d+/)?.[0])
      expect(seconds).toBeLessThanOrEqual(30)
      await page.waitForTimeout(seconds * 1000 + 500)
    }
  }
  await expect(dialog.getByText(`Enter the code we sent to ${oldEmail}`)).toBeVisible()
  // The first code the old address got was the login code.
  await currentCode.fill(await nthCode(context, oldEmail, 2))

  const newCode = dialog.getByRole('textbox', { name: 'Code from your new email' })
  await expect(dialog.getByText(`Enter the code we sent to ${newEmail}`)).toBeVisible()
  await newCode.fill(await nthCode(context, newEmail, 1))
  await expect(dialog.getByText(`Signed in as ${newEmail}`)).toBeVisible()

  // The stored login comes back through the frame with the new email.
  await page.reload()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('latch-account-button').click()
  await expect(page.getByTestId('latch-account-email')).toHaveText(`Signed in as ${newEmail}`)
})
