import { chainReader, connectDevWallet, expect, modal, readManifest, test } from './fixtures.js'
import {
  expectNoAxeViolations,
  openAccountView,
  shownAmount,
  tokenAmount,
} from './support/accountView.js'

// Issue 13 and spec sections 8 and 9: a failed token-balance read shows the toast "Token Balance
// Unavailable", and no read is tried again for 30 s (packages/core/src/actions/fetchTokenBalances.ts).
// A read is asked for each time the Tokens tab mounts (opening the Account view, coming back to
// the tab); nothing retries on a timer. The page's clock is Playwright's, so the 30 s pass at once.

test('a failed token-balance read shows the toast and is not tried again for 30 s', async ({
  page,
}) => {
  const address = readManifest().accounts[0]!.address
  const reader = chainReader(0)
  await page.clock.install()

  // The browser's requests to the real server's balances route: answered 500 while `failing`.
  let failing = true
  const requests: string[] = []
  await page.route('**/chain/v1/balances**', (route) => {
    requests.push(route.request().url())
    if (!failing) return route.fallback()
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Down for the test.' } }),
    })
  })
  // The modal's toasts (role alert, under the title): this one alone.
  const toast = modal(page).locator('.latch-alert[role="alert"]')
  const panel = page.getByTestId('latch-account-panel-tokens')
  const noNewRequest = async (count: number) => {
    // A read would start at once (the tab's mount effect): a moment is enough to see none.
    await page.waitForTimeout(500)
    expect(requests).toHaveLength(count)
  }

  await page.goto('/')
  await connectDevWallet(page)
  // Connecting reads no token balance: only the Tokens tab asks.
  await noNewRequest(0)

  await openAccountView(page)
  await expect(toast).toHaveText(['Token Balance Unavailable'])
  await expect(toast).toHaveAttribute('data-variant', 'error')
  expect(requests).toHaveLength(1)
  expect(new URL(requests[0]!).searchParams.get('account')).toBe(
    `eip155:${reader.chain.chainId}:${address}`,
  )
  // The tab says so too, and offers no Try again: a retry has to wait.
  await expect(panel.getByRole('alert')).toHaveText('Token Balance Unavailable')
  await expect(panel.getByRole('button')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Within 30 s: back to the Tokens tab, then the Account view opened again, read nothing.
  await page.getByRole('tab', { name: 'NFTs' }).click()
  await page.getByRole('tab', { name: 'Tokens' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Token Balance Unavailable')
  await noNewRequest(1)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.clock.fastForward(20_000)
  await openAccountView(page)
  await expect(panel.getByRole('alert')).toHaveText('Token Balance Unavailable')
  await noNewRequest(1)
  // The toast was the earlier opening's: a new opening starts without it.
  await expect(toast).toHaveCount(0)

  // Past the 30 s, with the server answering again: the tab showing the error tries again by
  // itself 30 s after it showed it (here from the second opening, 20 s in), not before...
  failing = false
  await page.clock.fastForward(11_000)
  await noNewRequest(1)
  // ...and then reads once, and the balances are the chain's.
  await page.clock.fastForward(20_000)
  await expect(tokenAmount(page, 'LUSD')).toHaveText(
    `${shownAmount(await reader.tokenBalance(address), 6)} LUSD`,
    { timeout: 20_000 },
  )
  expect(requests).toHaveLength(2)
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(toast).toHaveCount(0)
})
