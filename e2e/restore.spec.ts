import { connectDevWallet, expect, readManifest, test } from './fixtures.js'

test('reload restores the connection without a prompt', async ({ page }) => {
  const address = readManifest().accounts[0]!.address
  await page.goto('/')
  await connectDevWallet(page)
  // Record every status the page shows from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __statuses: string[] }).__statuses = seen
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="demo-status"]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('devwallet-prompt')).toBeHidden()
  const statuses = await page.evaluate(
    () => (window as unknown as { __statuses: string[] }).__statuses,
  )
  // The restore is quick enough that React may first paint "connected"; what must never show is
  // a disconnected page in between (the unit tests pin connecting → connected in the state).
  expect(statuses.at(-1)).toBe('connected')
  expect(statuses).not.toContain('disconnected')
})

test('a wallet that no longer grants access leaves the page disconnected', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  // The visitor disconnected the site inside the wallet while the page was closed.
  await page.evaluate(() => localStorage.removeItem('latch-devwallet.authorized'))
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  expect(await page.evaluate(() => localStorage.getItem('latch.connectorId.eip155'))).toBeNull()
})

test('a stored wallet that is gone leaves the page disconnected', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.goto('/?wallet=none')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})
