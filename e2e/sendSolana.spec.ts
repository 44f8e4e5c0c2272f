// Before the SDK loads in this process: its verify and telemetry clients stay offline in tests.
process.env.IS_VITEST = 'true'

import AxeBuilder from '@axe-core/playwright'
import { readLamports, readSplBalance } from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { e2e } from '../playwright.config.js'
import { expect, modal, openConnect, readManifest, test } from './fixtures.js'
import { shownAmount } from './support/accountView.js'
import { confirmSend, fillSendForm, openSendView, pickToken } from './support/sendForm.js'
import { createTestWallet } from './support/testWallet.js'

// Issue 13: the Send view on Solana sends SOL and the seeded SPL token (LUSD) through a
// WalletConnect wallet, which signs and sends to Surfpool; each send is checked on the chain,
// then in Tokens. The phone holds Solana dev account #3, whose balances no other test reads.

const send = (page: Page) => confirmSend(page, async () => undefined)

test('the Send view sends SOL and LUSD on Solana through a WalletConnect wallet', async ({
  page,
}) => {
  const manifest = readManifest()
  const solana = manifest.solana
  test.skip(!solana?.splToken, 'the devnet runs without Solana here')
  const { rpcUrl, splToken } = solana!
  const lamports = (owner: string) => readLamports(rpcUrl, owner)
  const tokens = (owner: string) => readSplBalance(rpcUrl, owner, splToken!.mint)
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
    solanaAccountIndex: 3,
  })
  const solReceiver = solana!.accounts[4]!.address
  // A fresh address: the LUSD send creates its token account.
  const tokenReceiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
  try {
    const from = wallet.solanaAddress!
    const solBefore = await lamports(solReceiver)
    await page.goto('/?wallet=none')
    await openConnect(page)
    await page.getByTestId('latch-wallet-walletConnect').click()
    const uri = await page.locator('.latch-pairing[data-state="ready"]').getAttribute('data-uri')
    await wallet.pair(uri!)
    await expect(page.getByTestId('demo-solana-address')).toContainText(from)
    await page.getByTestId('latch-network-button').click()
    await page.getByTestId(`latch-network-solana:${solana!.chainReference}`).click()
    await openSendView(page)

    // Refusals with the Solana address rule and the token's 6 decimals.
    const error = page.getByTestId('latch-send-error')
    await pickToken(page, 'LUSD')
    await fillSendForm(page, '1', manifest.accounts[0]!.address)
    await expect(error).toHaveText('This is not a valid address')
    await fillSendForm(page, '1.1234567', tokenReceiver)
    await expect(error).toHaveText('LUSD has at most 6 decimals')
    await expect(page.getByTestId('latch-send-fee')).toContainText('SOL', { timeout: 20_000 })
    const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
    expect(results.violations).toEqual([])

    // LUSD to a fresh address, then SOL to dev account #4; each read back from Surfpool.
    await fillSendForm(page, '2.5', tokenReceiver)
    await expect(page.getByTestId('latch-send-review-amount')).toHaveText('2.5 LUSD')
    await send(page)
    expect(await tokens(tokenReceiver)).toBe(2_500_000n)
    await modal(page).getByRole('button', { name: 'Done' }).click()
    await pickToken(page, 'SOL')
    await fillSendForm(page, '0.75', solReceiver)
    await send(page)
    expect(await lamports(solReceiver)).toBe(solBefore + 750_000_000n)
    expect(
      wallet.requests.filter((r) => r.method === 'solana_signAndSendTransaction'),
    ).toHaveLength(2)

    // Tokens shows the sender's balances read again.
    const [solNow, usdNow] = await Promise.all([lamports(from), tokens(from)])
    await modal(page).getByRole('button', { name: 'Done' }).click()
    await modal(page).getByRole('button', { name: 'Back' }).click()
    const panel = page.getByTestId('latch-account-panel-tokens')
    await expect(
      panel.getByTestId('latch-token-LUSD').getByTestId('latch-token-amount'),
    ).toHaveText(`${shownAmount(usdNow, 6)} LUSD`, { timeout: 20_000 })
    await expect(panel.getByTestId('latch-token-SOL').getByTestId('latch-token-amount')).toHaveText(
      `${shownAmount(solNow, 9)} SOL`,
    )
  } finally {
    await wallet.disconnectAll().catch(() => undefined)
    await wallet.close()
  }
})
