import type { Page } from '@playwright/test'
import { maxUint256, verifyTypedData } from 'viem'
import { e2e } from '../playwright.config.js'
import { expect, readManifest, test } from './fixtures.js'
import { createEmailWallet, freshEmail, secureFrame } from './support/emailWallet.js'

// SECURITY.md T7: a high-risk request goes to the approval popup on every browser, Chromium with
// IntersectionObserver v2 included; an ordinary one is still approved in the frame.

const frameOrigin = `http://127.0.0.1:${e2e.framePort}`

type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/** Asks the embedded wallet's provider, from the page, as the site would. */
const providerRequest = (page: Page, method: string, params: unknown[] = []) =>
  page.evaluate(
    ({ method, params }) => {
      const appKit = (window as unknown as { __latchAppKit: { getWalletProvider(): unknown } })
        .__latchAppKit
      return (appKit.getWalletProvider() as Provider).request({ method, params })
    },
    { method, params },
  )

/** An EIP-2612 Permit of the devnet's token for max uint256: the drainer's signature. */
function unlimitedPermit(owner: `0x${string}`, chainId: number) {
  const chain = readManifest().chains[0]!
  return {
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: {
      name: 'Latch USD',
      version: '1',
      chainId,
      verifyingContract: chain.contracts.usd.address,
    },
    message: {
      owner,
      spender: readManifest().accounts[1]!.address,
      value: maxUint256,
      nonce: 0n,
      deadline: 1893456000n,
    },
  } as const
}

test('an unlimited permit is approved in the popup even with IntersectionObserver v2, and its signature verifies; an ordinary request stays in the frame', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await createEmailWallet(page, freshEmail('high-risk'))
  const [address] = (await providerRequest(page, 'eth_accounts')) as `0x${string}`[]
  const chainId = Number(await providerRequest(page, 'eth_chainId'))
  // This Chromium has IntersectionObserver v2, in the frame as on the page.
  expect(await page.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(true)

  const typedData = unlimitedPermit(address!, chainId)
  const json = JSON.stringify(typedData, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  const signing = providerRequest(page, 'eth_signTypedData_v4', [address, json])

  const frame = secureFrame(page)
  const review = frame.getByRole('button', { name: 'Review in a new window' })
  await expect(review).toBeVisible()
  await expect(frame.getByText('Unlimited').first()).toBeVisible()
  await expect(frame.getByTestId('latch-approval-approve')).toHaveCount(0)

  const opened = page.context().waitForEvent('page')
  await review.click()
  const popup = await opened
  expect(new URL(popup.url()).origin).toBe(frameOrigin)
  const main = popup.getByRole('main')
  await expect(main.getByText('Unlimited').first()).toBeVisible()
  const closed = popup.waitForEvent('close')
  await main.getByRole('button', { name: 'Approve' }).click()
  await closed

  const signature = (await signing) as `0x${string}`
  expect(await verifyTypedData({ address: address!, ...typedData, signature })).toBe(true)
  await expect(page.getByTestId('latch-modal')).toBeHidden()

  // An ordinary request (the demo's personal_sign) is approved in the frame, as before.
  await page.getByTestId('demo-sign').click()
  await expect(frame.getByText('Hello from the Latch demo')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Review in a new window' })).toHaveCount(0)
  await frame.getByTestId('latch-approval-approve').click()
  await expect(page.getByTestId('demo-sign-result')).toContainText(
    'Verified: signed by the connected address',
  )
})
