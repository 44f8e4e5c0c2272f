// Before the SDK loads in this process: its verify and telemetry clients stay offline in tests.
process.env.IS_VITEST = 'true'

import type { Page } from '@playwright/test'
import { toHex } from 'viem'
import { e2e } from '../playwright.config.js'
import { chainReader, expect, modal, readManifest, test } from './fixtures.js'
import {
  connectTestWallet,
  expectActivityRow,
  expectNoAxeViolations,
  historyAmount,
  openAccountView,
  shownAmount,
  tokenAmount,
} from './support/accountView.js'
import { createEmailWallet, freshEmail } from './support/emailWallet.js'
import { createTestWallet } from './support/testWallet.js'

// Issue 13: the Account view of the other connectors. accountData.spec.ts covers the dev wallet
// and a WalletConnect Solana account; here a WalletConnect EVM account (the test wallet, dev
// account #1) and the email wallet, whose holdings the secure frame answers (`wallet_getAssets`).

/** Switches the connected eip155 account to another devnet chain from the network button. */
async function switchNetwork(page: Page, chainIndex: number) {
  const chain = readManifest().chains[chainIndex]!
  await page.getByTestId('latch-network-button').click()
  await page.getByTestId(`latch-network-eip155:${chain.chainId}`).click()
  await expect(page.getByTestId('latch-network-button')).toContainText(chain.name)
  await expect(page.getByTestId('demo-network')).toContainText(`eip155:${chain.chainId}`)
}

/** What an Activity row shows for one seeded transfer of `account`: operation, party, amount. */
function activityRow(chainIndex: number, hash: string, account: string) {
  const chain = readManifest().chains[chainIndex]!
  const transfer = chain.seeded.transfers.find((entry) => entry.hash === hash)!
  const incoming = transfer.to.toLowerCase() === account.toLowerCase()
  const party = incoming ? transfer.from : transfer.to
  const token = [chain.contracts.usd, chain.contracts.token].find(
    (contract) => contract.address.toLowerCase() === transfer.contract?.toLowerCase(),
  )
  const [symbol, decimals] =
    transfer.kind === 'native' ? ['ETH', 18] : [token!.symbol, token!.decimals]
  return {
    operation: incoming ? 'Received' : 'Sent',
    party: `${incoming ? 'from' : 'to'} ${party.slice(0, 6)}…${party.slice(-6)}`,
    amounts: [`${incoming ? '+' : '−'}${historyAmount(transfer.amount, decimals)} ${symbol}`],
  }
}

test('a WalletConnect EVM account shows its exact tokens and its activity on Devnet B', async ({
  page,
}) => {
  const manifest = readManifest()
  // Devnet B: the chain no other spec sends from or to dev account #1 on, so its history is the
  // seeding's alone.
  const chainIndex = 1
  const chain = manifest.chains[chainIndex]!
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
  })
  try {
    const holdings = chain.seeded.holdings.find(
      (entry) => entry.address.toLowerCase() === wallet.address.toLowerCase(),
    )!
    const balanceOf = (token: `0x${string}`) =>
      holdings.erc20.find((entry) => entry.token === token)!.balance
    await page.goto('/?wallet=none')
    await connectTestWallet(page, wallet)
    await switchNetwork(page, chainIndex)
    await openAccountView(page)

    // Tokens: the native balance read from the chain now, the ERC-20s of the seeding.
    const ether = await chainReader(chainIndex).balance(wallet.address)
    await expect(tokenAmount(page, 'LUSD')).toHaveText(
      `${shownAmount(balanceOf(chain.contracts.usd.address), 6)} LUSD`,
      { timeout: 20_000 },
    )
    await expect(tokenAmount(page, 'LTK')).toHaveText(
      `${shownAmount(balanceOf(chain.contracts.token.address), 18)} LTK`,
    )
    await expect(tokenAmount(page, 'ETH')).toHaveText(`${shownAmount(ether, 18)} ETH`)
    await expect(page.getByTestId('latch-token-list').getByRole('listitem')).toHaveCount(3)
    await expectNoAxeViolations(page)

    // Activity: one row per seeded transaction of the account, newest first.
    await page.getByRole('tab', { name: 'Activity' }).click()
    const involved = chain.seeded.transfers
      .filter((transfer) =>
        [transfer.from, transfer.to].some(
          (address) => address.toLowerCase() === wallet.address.toLowerCase(),
        ),
      )
      .sort((a, b) => b.blockNumber - a.blockNumber)
    const hashes = [...new Set(involved.map((transfer) => transfer.hash))]
    const items = page.getByTestId('latch-activity-item')
    await expect(items).toHaveCount(Math.min(hashes.length, 20), { timeout: 20_000 })
    for (const [index, hash] of hashes.slice(0, 3).entries())
      await expectActivityRow(items.nth(index), activityRow(chainIndex, hash, wallet.address))
    await expectNoAxeViolations(page)
  } finally {
    await wallet.disconnectAll().catch(() => undefined)
    await wallet.close()
  }
})

test('the email wallet shows the balance it was funded with, an honest empty state elsewhere, and the demo faucet’s funds', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  await createEmailWallet(page, freshEmail('tokens'))
  const address = (await page.getByTestId('demo-address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // A new wallet holds nothing; it is funded on Devnet A before the Tokens tab first reads.
  const reader = chainReader(0)
  expect(await reader.balance(address)).toBe(0n)
  const funded = 1_234_500_000_000_000_000n
  await reader.client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(funded)] as never,
  })

  await openAccountView(page)
  await expect(page.getByTestId('latch-account-address')).toHaveAttribute('title', address)
  await expect(tokenAmount(page, 'ETH')).toHaveText('1.2345 ETH', { timeout: 20_000 })
  await expect(page.getByTestId('latch-token-list').getByRole('listitem')).toHaveCount(1)
  await expectNoAxeViolations(page)
  // A balance set on the chain is no transaction: the history is empty, and says so.
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByTestId('latch-account-panel-activity')).toHaveText('No activity yet', {
    timeout: 20_000,
  })

  // On Devnet B the same address holds nothing: the Tokens tab says so, without an error.
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await switchNetwork(page, 1)
  await openAccountView(page)
  await page.getByRole('tab', { name: 'Tokens' }).click()
  const tokens = page.getByTestId('latch-account-panel-tokens')
  await expect(tokens).toHaveText('No tokens yet', { timeout: 20_000 })
  await expect(tokens.getByRole('alert')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The demo's devnet faucet funds it there, and the open modal shows it: a newcomer who logs in
  // by email gets something to send.
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-faucet').click()
  await expect(page.getByTestId('demo-faucet-result')).toHaveAttribute('data-state', 'done', {
    timeout: 20_000,
  })
  await openAccountView(page)
  await expect(tokenAmount(page, 'ETH')).toHaveText('1 ETH', { timeout: 20_000 })
  await expect(tokenAmount(page, 'LUSD')).toHaveText('100 LUSD')
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByTestId('latch-activity-item')).toHaveCount(2, { timeout: 20_000 })
})
