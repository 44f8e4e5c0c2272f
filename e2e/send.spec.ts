import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  approveInWallet,
  chainReader,
  connectDevWallet,
  expect,
  modal,
  readManifest,
  test,
} from './fixtures.js'
import { shownAmount } from './support/accountView.js'
import { confirmSend, fillSendForm, openSendView, pickToken } from './support/sendForm.js'

// Issue 13: the Send view sends the native currency and an ERC-20 (the 6-decimal LUSD) through
// the connected dev wallet on the devnet; each send is checked on the chain, then in Activity
// and Tokens. The form's refusals are checked with their messages, and a transfer the token
// reverts shows the token's reason (the dev wallet's gas estimate sees the revert before
// broadcast; a revert after mining is replayed for its reason, in core's sendToken tests).

/** The address with one letter's case flipped: a mixed-case address whose checksum is wrong. */
function badChecksum(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const char = address[index]!
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`
}

async function sendFromReview(page: Page) {
  await expect(page.getByTestId('latch-send-step-review')).toBeVisible()
  await confirmSend(page, () => approveInWallet(page))
}

test('the Send view sends ETH and LUSD to another dev account and refuses bad input', async ({
  page,
}) => {
  const manifest = readManifest()
  const from = manifest.accounts[0]!.address
  const to = manifest.accounts[2]!.address
  const reader = chainReader(0)
  const ethBefore = await reader.balance(to)
  const usdBefore = await reader.tokenBalance(to)
  await page.goto('/')
  await connectDevWallet(page)
  await openSendView(page)

  // Refusals, each with its message.
  const error = page.getByTestId('latch-send-error')
  await page.getByTestId('latch-send-review').click()
  await expect(error).toHaveText('A token is required')
  await pickToken(page, 'LUSD')
  await fillSendForm(page, '', to)
  await expect(error).toHaveText('An amount and receiver address are required')
  await fillSendForm(page, '1', '0x1234')
  await expect(error).toHaveText('This is not a valid address')
  await fillSendForm(page, '1', badChecksum(to))
  await expect(error).toHaveText('This is not a valid address')
  await fillSendForm(page, '0', to)
  await expect(error).toHaveText('Enter an amount above zero')
  await fillSendForm(page, '1.1234567', to)
  await expect(error).toHaveText('LUSD has at most 6 decimals')
  await fillSendForm(page, '100000000000', to)
  await expect(error).toHaveText('Not enough LUSD')
  await expect(page.getByTestId('latch-send-fee')).toContainText('Network fee')
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  expect(results.violations).toEqual([])

  // Sent to the token's own contract: the token refuses with a reason, which the form shows.
  await fillSendForm(page, '1', reader.chain.contracts.usd.address)
  await page.getByTestId('latch-send-confirm').click()
  await approveInWallet(page)
  await expect(error).toHaveText(
    'The transaction failed: LatchToken: tokens sent to the token contract would be lost',
    { timeout: 20_000 },
  )

  // LUSD: 1.5 of 6 decimals.
  await fillSendForm(page, '1.5', to)
  await expect(page.getByTestId('latch-send-review-amount')).toHaveText('1.5 LUSD')
  const review = await new AxeBuilder({ page }).include('latch-modal').analyze()
  expect(review.violations).toEqual([])
  await sendFromReview(page)
  expect(await reader.tokenBalance(to)).toBe(usdBefore + 1_500_000n)
  await modal(page).getByRole('button', { name: 'Done' }).click()

  // ETH: 0.01, the form was reset after the first send.
  await expect(page.getByTestId('latch-send-amount')).toHaveValue('')
  await pickToken(page, 'ETH')
  await fillSendForm(page, '0.01', to)
  await sendFromReview(page)
  expect(await reader.balance(to)).toBe(ethBefore + 10n ** 16n)

  // Activity lists both sends at once, newest first; Tokens shows the balance read again.
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await modal(page).getByRole('tab', { name: 'Activity' }).click()
  const items = page.getByTestId('latch-activity-item')
  await expect(items.first()).toContainText('ETH', { timeout: 20_000 })
  await expect(items.first()).toContainText('Sent')
  await expect(items.nth(1)).toContainText('LUSD')
  const usdNow = await reader.client.readContract({
    address: reader.chain.contracts.usd.address,
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{ name: 'account', type: 'address' }],
        outputs: [{ type: 'uint256' }],
      },
    ] as const,
    functionName: 'balanceOf',
    args: [from],
  })
  await modal(page).getByRole('tab', { name: 'Tokens' }).click()
  await expect(page.getByTestId('latch-token-LUSD').getByTestId('latch-token-amount')).toHaveText(
    `${shownAmount(usdNow, 6)} LUSD`,
    { timeout: 20_000 },
  )
})
