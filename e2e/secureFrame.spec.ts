import type { Page } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, openConnect, test } from './fixtures.js'

const frameOrigin = `http://127.0.0.1:${e2e.framePort}`
const loadFailed = 'The email login frame did not load.'

/** The banner alert inside the modal (the demo runs in debug mode, where alerts show). */
const alert = (page: Page) => page.getByTestId('latch-modal').getByRole('alert')

test('the secure frame is attached on first open, from its own origin, and reports ready', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  // Nothing is loaded for it before the modal opens.
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)
  await openConnect(page)
  const iframe = page.locator('#w3m-iframe')
  await expect(iframe).toHaveCount(1)
  const source = new URL((await iframe.getAttribute('src')) ?? '')
  expect(source.origin).toBe(frameOrigin)
  expect(Object.fromEntries(source.searchParams)).toEqual({
    projectId: 'latch-demo',
    chainId: '31337',
    version: '0.1.0',
    enableLogger: 'true',
  })
  await expect(iframe).toHaveCSS('position', 'fixed')
  await expect(iframe).toHaveAttribute('aria-hidden', 'true')
  // The frame's document came from its own origin and answered READY: no alert after 20 s.
  const frame = page.frame({ url: (url) => url.origin === frameOrigin })
  await expect.poll(() => frame?.evaluate(() => document.readyState)).toBe('complete')
  await page.clock.fastForward('00:25')
  await expect(alert(page)).toHaveCount(0)
})

test('a frame that never loads raises the alert at 20 s, not before', async ({ page }) => {
  await page.clock.install()
  await page.route(`${frameOrigin}/**`, (route) => route.abort())
  await page.goto('/')
  await openConnect(page)
  await expect(page.locator('#w3m-iframe')).toHaveCount(1)
  await page.clock.fastForward('00:19')
  await expect(alert(page)).toHaveCount(0)
  await page.clock.fastForward('00:02')
  await expect(alert(page)).toHaveText(loadFailed)
})

test('a site the project does not allow cannot frame it (CSP frame-ancestors and the check in code)', async ({
  page,
}) => {
  // The e2e project allows http://127.0.0.1:5190 only; the same demo under "localhost" is
  // another origin.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to frame/i.test(message.text())) refused.push(message.text())
  })
  await page.clock.install()
  await page.goto(`http://localhost:${e2e.demoPort}/`)
  await openConnect(page)
  await expect(page.locator('#w3m-iframe')).toHaveCount(1)
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  await page.clock.fastForward('00:21')
  await expect(alert(page)).toHaveText(loadFailed)
})

test('without a frame URL, no frame is attached', async ({ page }) => {
  await page.goto('/?frame=none')
  await openConnect(page)
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)
})
