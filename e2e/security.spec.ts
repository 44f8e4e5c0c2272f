import { approveInWallet, connectDevWallet, expect, test } from './fixtures.js'

test('a window.ethereum swapped after connecting does not receive the requests', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  // A poisoned dependency replaces the global provider (SECURITY.md T13).
  await page.evaluate(() => {
    const hijacked: string[] = []
    ;(window as unknown as { __hijacked: string[] }).__hijacked = hijacked
    ;(window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method }: { method: string }) => {
        hijacked.push(method)
        return '0xdead'
      },
      on() {},
      removeListener() {},
    }
  })
  await page.getByTestId('demo-sign').click()
  await approveInWallet(page)
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')
  expect(
    await page.evaluate(() => (window as unknown as { __hijacked: string[] }).__hijacked),
  ).toEqual([])
})
