// Before the SDK loads in this process: its verify and telemetry clients stay offline in tests.
process.env.IS_VITEST = 'true'

import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex } from 'viem'
import { e2e } from '../playwright.config.js'
import { chainReader, expect, modal, readManifest, test } from './fixtures.js'
import {
  connectTestWallet,
  expectActivityRow,
  historyAmount,
  shownAmount,
  tokenAmount,
} from './support/accountView.js'
import {
  approvalField,
  createEmailWallet,
  expectAccessible,
  freshEmail,
  secureFrame,
} from './support/emailWallet.js'
import {
  confirmSend,
  fillSendForm,
  openSendView,
  pickToken,
  reviewedSend,
} from './support/sendForm.js'
import { createTestWallet } from './support/testWallet.js'

// Issue 13: a send goes through the connected wallet whatever its connector. send.spec.ts covers
// the browser dev wallet and sendSolana.spec.ts WalletConnect on Solana; here the email wallet
// (approved in the secure frame) and a WalletConnect EVM wallet, on Devnet A. Only a fresh email
// wallet, dev account #3 and dev account #4 (the receiver) change: no other spec reads them.

/** `to 0x1234…abcdef`, as an Activity row names the receiver. */
const sentTo = (address: string) => `to ${address.slice(0, 6)}…${address.slice(-6)}`

test('the email wallet sends ETH through the Send view, approved in the secure frame', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const reader = chainReader(0)
  const receiver = readManifest().accounts[4]!.address
  const amount = '0.123456789'
  const sent = parseEther(amount)
  // What is left before gas ends in 5 at the 5th decimal: the Tokens tab rounds it up without
  // the gas and down with it, so the gas paid shows in the balance it writes.
  const left = parseEther('1.03455')
  const funded = sent + left

  await page.goto('/')
  await createEmailWallet(page, freshEmail('send'))
  const address = (await page.getByTestId('demo-address').textContent()) as `0x${string}`
  expect(await reader.balance(address)).toBe(0n)
  await reader.client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(funded)] as never,
  })
  const receiverBefore = await reader.balance(receiver)

  await openSendView(page)
  await pickToken(page, 'ETH')
  await fillSendForm(page, amount, receiver)
  const review = await reviewedSend(page)
  expect(review).toEqual({ amount: `${amount} ETH`, receiver })

  // The frame shows what the Send view reviewed, and Approve waits before it can be clicked.
  const frame = secureFrame(page)
  const approve = frame.getByTestId('latch-approval-approve')
  await confirmSend(page, async () => {
    await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(approve).toBeDisabled()
    await expect(approvalField(page, 'To')).toHaveText(review.receiver!)
    await expect(approvalField(page, 'Value')).toHaveText(review.amount!)
    await expect(approvalField(page, 'Nonce')).toHaveText('0')
    await expectAccessible(page)
    await approve.click()
  })

  // On the chain: the receiver got exactly the amount; the sender paid it and some gas.
  expect(await reader.balance(receiver)).toBe(receiverBefore + sent)
  const balance = await reader.balance(address)
  expect(balance).toBeLessThan(left)
  expect(shownAmount(balance, 18)).not.toBe(shownAmount(left, 18))

  // Activity: the send on top; Tokens: the balance after gas.
  await modal(page).getByRole('button', { name: 'Done' }).click()
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await modal(page).getByRole('tab', { name: 'Activity' }).click()
  const items = page.getByTestId('latch-activity-item')
  await expect(items).toHaveCount(1, { timeout: 20_000 })
  await expectActivityRow(items.first(), {
    operation: 'Sent',
    party: sentTo(receiver),
    amounts: [`−${historyAmount(sent, 18)} ETH`],
  })
  // In place: the read sendToken forces after the receipt revalidates past the server's balance
  // cache, which the indexer (1 s polls) may not have refreshed yet.
  await modal(page).getByRole('tab', { name: 'Tokens' }).click()
  await expect(tokenAmount(page, 'ETH')).toHaveText(`${shownAmount(balance, 18)} ETH`, {
    timeout: 20_000,
  })
})

test('a WalletConnect EVM wallet sends the 6-decimal LUSD through the Send view', async ({
  page,
}) => {
  const manifest = readManifest()
  const reader = chainReader(0)
  const usd = reader.chain.contracts.usd
  const receiver = manifest.accounts[4]!.address
  const amount = '3.141592'
  const sent = parseUnits(amount, usd.decimals)
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
    accountIndex: 3,
  })
  try {
    const [senderBefore, receiverBefore] = await Promise.all([
      reader.tokenBalance(wallet.address),
      reader.tokenBalance(receiver),
    ])
    await page.goto('/?wallet=none')
    await connectTestWallet(page, wallet)
    await expect(page.getByTestId('demo-network')).toContainText(`eip155:${reader.chain.chainId}`)
    await openSendView(page)
    await pickToken(page, 'LUSD')
    await fillSendForm(page, amount, receiver)
    expect(await reviewedSend(page)).toEqual({ amount: `${amount} LUSD`, receiver })
    await confirmSend(page, async () => undefined)

    // The wallet was asked for exactly one transfer of the amount to the receiver.
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([
      {
        method: 'eth_sendTransaction',
        chainId: `eip155:${reader.chain.chainId}`,
        params: [
          {
            from: wallet.address,
            to: usd.address,
            value: '0x0',
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [receiver, sent],
            }),
          },
        ],
      },
    ])
    const [senderNow, receiverNow] = await Promise.all([
      reader.tokenBalance(wallet.address),
      reader.tokenBalance(receiver),
    ])
    expect(receiverNow).toBe(receiverBefore + sent)
    expect(senderNow).toBe(senderBefore - sent)

    await modal(page).getByRole('button', { name: 'Done' }).click()
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const items = page.getByTestId('latch-activity-item')
    await expectActivityRow(
      items.first(),
      {
        operation: 'Sent',
        party: sentTo(receiver),
        amounts: [`−${historyAmount(sent, usd.decimals)} LUSD`],
      },
      20_000,
    )
    await modal(page).getByRole('tab', { name: 'Tokens' }).click()
    await expect(tokenAmount(page, 'LUSD')).toHaveText(
      `${shownAmount(senderNow, usd.decimals)} LUSD`,
      { timeout: 20_000 },
    )
  } finally {
    await wallet.disconnectAll().catch(() => undefined)
    await wallet.close()
  }
})
