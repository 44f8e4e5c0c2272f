import { expect, modal, openConnect, test } from './fixtures.js'

/** Announces wallets whose names and icons try to run script or hide in the list. */
function announceHostileWallets() {
  const provider = { request: async () => [] }
  const announce = (uuid: string, name: string, icon: string, rdns: string) =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: { uuid, name, icon, rdns }, provider }),
      }),
    )
  const svgWithScript = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=2</script></svg>')}`
  const send = () => {
    announce(
      '11111111-1111-4111-8111-111111111111',
      '<img src=x onerror="window.__pwned=3">Evil',
      svgWithScript,
      'com.evil.markup',
    )
    announce(
      '22222222-2222-4222-8222-222222222222',
      'Script URL',
      'javascript:window.__pwned=4',
      'com.evil.scripturl',
    )
    announce(
      '33333333-3333-4333-8333-333333333333',
      'Huge Icon',
      `data:image/png;base64,${'A'.repeat(200_000)}`,
      'com.evil.huge',
    )
    announce(
      '44444444-4444-4444-8444-444444444444',
      `Long\u202Ename${'x'.repeat(200)}`,
      'data:text/html,<script>window.__pwned=5</script>',
      'com.evil.long',
    )
    announce('55555555-5555-4555-8555-555555555555', 'Latch Dev Wallet', '', 'dev.latch.wallet')
    // The same uuid again must not replace the first claim.
    announce('11111111-1111-4111-8111-111111111111', 'Replaced', '', 'com.evil.replaced')
  }
  window.addEventListener('eip6963:requestProvider', send)
  send()
}

test('malicious wallet names and icons are shown as text or dropped, never run', async ({
  page,
}) => {
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text())
  })
  await page.addInitScript(announceHostileWallets)
  await page.goto('/')
  await openConnect(page)

  const markup = page.getByTestId('latch-wallet-com.evil.markup')
  await expect(markup).toContainText('<img src=x onerror="window.__pwned=3">Evil')
  // The SVG is allowed as an image: rendered by <img>, where it cannot run script.
  await expect(markup.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect(page.getByTestId('latch-wallet-com.evil.scripturl').locator('img')).toHaveCount(0)
  await expect(page.getByTestId('latch-wallet-com.evil.huge').locator('img')).toHaveCount(0)
  const long = page.getByTestId('latch-wallet-com.evil.long')
  const longName = (await long.locator('.latch-wallet-name').textContent()) ?? ''
  expect(longName).not.toContain('\u202E')
  expect([...longName].length).toBeLessThanOrEqual(64)
  await expect(long.locator('img')).toHaveCount(0)
  await expect(page.getByTestId('latch-wallet-com.evil.replaced')).toHaveCount(0)

  // Two wallets claim the dev wallet's rdns: both are flagged.
  await expect(modal(page).getByText('Another extension claims to be this wallet')).toHaveCount(2)

  await page.waitForTimeout(300)
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined()
  expect(
    await page.evaluate(() => document.querySelectorAll('latch-modal img[onerror]').length),
  ).toBe(0)
  expect(cspViolations).toEqual([])
})
