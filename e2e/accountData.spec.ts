// Before the SDK loads in this process: its verify and telemetry clients stay offline in tests.
process.env.IS_VITEST = 'true'

import AxeBuilder from '@axe-core/playwright'
import { e2e } from '../playwright.config.js'
import { connectDevWallet, expect, readManifest, test } from './fixtures.js'
import { connectTestWallet, shownAmount } from './support/accountView.js'
import { createTestWallet } from './support/testWallet.js'

// Issue 13: the account view shows what the devnet seeded, read by the server's own indexer
// (CHAIN_DATA_INDEX in scripts/start.ts) and answered by /chain/v1/*.

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
    `${shownAmount(usd.balance, 6)} LUSD`,
    { timeout: 20_000 },
  )
  await expect(tokens.getByTestId('latch-token-LTK').getByTestId('latch-token-amount')).toHaveText(
    `${shownAmount(token.balance, 18)} LTK`,
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

// The dev wallet connects eip155 only; a WalletConnect wallet (e2e/support/testWallet.ts, Solana
// dev account #1) connects Solana too, and the account view reads the Solana namespace's
// balances and NFTs live from Surfpool (CHAIN_DATA_SOLANA in scripts/start.ts) once it is active.
test('the account view shows the SOL and SPL balances and the Token-2022 NFTs of a Solana account', async ({
  page,
}) => {
  const manifest = readManifest()
  const solana = manifest.solana
  test.skip(!solana?.splToken, 'the devnet runs without Solana here')
  const holding = solana!.splToken!.holdings[1]!
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
  })
  try {
    expect(holding.owner).toBe(wallet.solanaAddress)
    await page.goto('/?wallet=none')
    await connectTestWallet(page, wallet)
    await expect(page.getByTestId('demo-solana-address')).toContainText(wallet.solanaAddress!)

    await page.getByTestId('latch-network-button').click()
    await page.getByTestId(`latch-network-solana:${solana!.chainReference}`).click()
    await expect(page.getByTestId('latch-network-button')).toContainText('Latch Solana Devnet')
    await page.getByTestId('latch-account-button').click()
    const tokens = page.getByTestId('latch-account-panel-tokens')
    await expect(
      tokens.getByTestId('latch-token-LUSD').getByTestId('latch-token-amount'),
    ).toHaveText(`${shownAmount(holding.amount, 6)} LUSD`, { timeout: 20_000 })
    await expect(
      tokens.getByTestId('latch-token-SOL').getByTestId('latch-token-amount'),
    ).toHaveText('100 SOL')
    await expect(tokens.getByTestId('latch-account-total')).toContainText('$')

    // NFTs: the Token-2022 NFTs seeded for #1, named by their TokenMetadata, with their images.
    const nfts = solana!.nfts!.filter((nft) => nft.owner === wallet.solanaAddress)
    expect(nfts.length).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'NFTs' }).click()
    const grid = page.getByTestId('latch-nft-grid')
    await expect(grid.getByRole('listitem')).toHaveCount(nfts.length, { timeout: 20_000 })
    for (const nft of nfts) {
      const tile = grid.getByRole('button', { name: nft.name, exact: true })
      await expect(tile).toBeVisible()
      const image = tile.locator('img')
      await expect(image).toHaveAttribute('src', /\/public\/getAssetImage\//)
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    }
    // The detail names the collection by its symbol and shows the mint, shortened.
    await grid.getByRole('button', { name: nfts[0]!.name, exact: true }).click()
    const detail = page.getByTestId('latch-nft-detail')
    await expect(detail.getByRole('heading', { name: nfts[0]!.name })).toBeVisible()
    await expect(detail.getByText(nfts[0]!.symbol, { exact: true })).toBeVisible()
    await expect(detail.getByTitle(nfts[0]!.mint)).toHaveText(
      `${nfts[0]!.mint.slice(0, 4)}…${nfts[0]!.mint.slice(-6)}`,
    )
  } finally {
    await wallet.disconnectAll().catch(() => undefined)
    await wallet.close()
  }
})
