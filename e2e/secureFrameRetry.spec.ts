import type { Page } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, openConnect, test } from './fixtures.js'
import { freshEmail, nthCode, secureFrame, submitEmail } from './support/emailWallet.js'

const frameOrigin = `http://127.0.0.1:${e2e.framePort}`

/** The banner alert inside the modal (the demo runs in debug mode, where alerts show). */
const alert = (page: Page) => page.getByTestId('latch-modal').getByRole('alert').first()

test('a frame server that is unreachable at first: the load fails at 20 s, then the next email login builds a new frame and goes through', async ({
  page,
}) => {
  // The frame's server answers 503 to the first page load only, as one that is restarting.
  const frameDocuments: number[] = []
  await page.route(`${frameOrigin}/**`, (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const status = frameDocuments.length === 0 ? 503 : 200
    frameDocuments.push(status)
    return status === 503
      ? route.fulfill({ status, contentType: 'text/plain', body: 'Service Unavailable' })
      : route.fallback()
  })
  await page.clock.install()
  await page.goto('/')
  const email = freshEmail('retry')
  await openConnect(page)
  const first = await page.locator('#w3m-iframe').elementHandle()
  // Sent while the frame is loading: it waits for READY, which never comes.
  await submitEmail(page, email)
  await page.clock.fastForward('00:21')
  await expect(alert(page)).toHaveText('The email login frame did not load.')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(/Unable to load email login dependency/)).toBeVisible()
  expect(frameDocuments).toEqual([503])

  // The visitor tries again: the old frame is torn down and a new one loads.
  await submitEmail(page, email)
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible({
    timeout: 20_000,
  })
  expect(frameDocuments).toEqual([503, 200])
  await expect(page.locator('#w3m-iframe')).toHaveCount(1)
  expect(await first?.evaluate((element) => element.isConnected)).toBe(false)

  const code = await nthCode(page.context(), email)
  await dialog.getByRole('textbox', { name: 'Login code' }).fill(code)
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible({
    timeout: 20_000,
  })
  await frame.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
})
