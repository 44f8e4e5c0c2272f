import AxeBuilder from '@axe-core/playwright'
import { connectDevWallet, expect, readManifest, test } from './fixtures.js'

// Issue 13: the account view shows what the devnet seeded, read by the server's own indexer
// (CHAIN_DATA_INDEX in scripts/start.ts) and answered by /chain/v1/*.

/** A base-unit amount as the Tokens tab writes it: whole units, at most 4 decimals, English. */
function shown(baseUnits: string, decimals: number): string {
  const whole = Number(baseUnits) / 10 ** decimals
  return new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(whole)
}

test('the account view shows the seeded tokens, NFTs and history of the dev account', async ({
  page,
}) => {
  const manifest = readManifest()
  const chain = manifest.chains[0]!
  const holdings = chain.seeded.holdings[0]!
  expect(holdings.address.toLowerCase()).toBe(manifest.accounts[0]!.address.toLowerCase())
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('latch-account-button').click()

  // Tokens: the exact ERC-20 balances of the seeding, with their symbols.
  const tokens = page.getByTestId('latch-account-panel-tokens')
  const usd = holdings.erc20.find((entry) => entry.token === chain.contracts.usd.address)!
  const token = holdings.erc20.find((entry) => entry.token === chain.contracts.token.address)!
  await expect(tokens.getByTestId('latch-token-LUSD').getByTestId('latch-token-amount')).toHaveText(
    `${shown(usd.balance, 6)} LUSD`,
    { timeout: 20_000 },
  )
  await expect(tokens.getByTestId('latch-token-LTK').getByTestId('latch-token-amount')).toHaveText(
    `${shown(token.balance, 18)} LTK`,
  )
  await expect(tokens.getByTestId('latch-account-total')).toContainText('$')

  // NFTs: one tile per ERC-721 token and per ERC-1155 id the account holds, with an image.
  await page.getByRole('tab', { name: 'NFTs' }).click()
  const grid = page.getByTestId('latch-nft-grid')
  await expect(grid.getByRole('listitem')).toHaveCount(
    holdings.erc721.length + holdings.erc1155.length,
    { timeout: 20_000 },
  )
  const image = grid.locator('img').first()
  await expect(image).toHaveAttribute('src', /\/public\/getAssetImage\//)
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)

  // Activity: the account's transactions, newest first, on the first page.
  await page.getByRole('tab', { name: 'Activity' }).click()
  const involved = new Set(
    chain.seeded.transfers
      .filter((transfer) =>
        [transfer.from, transfer.to].some(
          (address) => address.toLowerCase() === holdings.address.toLowerCase(),
        ),
      )
      .map((transfer) => transfer.hash),
  )
  await expect(page.getByTestId('latch-activity-item')).toHaveCount(Math.min(involved.size, 20), {
    timeout: 20_000,
  })
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  expect(results.violations).toEqual([])
})
