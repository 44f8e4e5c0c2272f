import type { Page } from '@playwright/test'
import { parseEther, verifyMessage } from 'viem'
import { e2e } from '../playwright.config.js'
import {
  approveInWallet,
  chainReader,
  connectDevWallet,
  expect,
  modal,
  openConnect,
  readManifest,
  test,
} from './fixtures.js'
import { createEmailWallet, freshEmail, secureFrame } from './support/emailWallet.js'
import { createTestWallet } from './support/testWallet.js'

/** The same wagmi page (apps/demo/src/wagmi) built on each wagmi major. */
const pages = [
  { major: 3, url: '/wagmi.html' },
  { major: 2, url: `http://127.0.0.1:${e2e.wagmi2Port}/` },
]

const message = 'Hello from a wagmi site'

// An error thrown in a click handler leaves no trace on the page: each test checks there was none.
let pageErrors: string[] = []
test.beforeEach(({ page }) => {
  pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
})
test.afterEach(() => {
  expect(pageErrors, 'uncaught errors on the page').toEqual([])
})
const wagmi = (page: Page, field: string) => page.getByTestId(`wagmi-${field}`)

/** What `useAccount` shows once the modal connected `address` on `chainId`. */
async function expectWagmiConnected(page: Page, address: string, chainId: number) {
  await expect(wagmi(page, 'status')).toHaveText('connected')
  await expect(wagmi(page, 'address')).toHaveText(address)
  await expect(wagmi(page, 'chain-id')).toHaveText(String(chainId))
  await expect(wagmi(page, 'connector')).toHaveText('Latch')
}

async function expectWagmiDisconnected(page: Page) {
  await expect(wagmi(page, 'status')).toHaveText('disconnected')
  await expect(wagmi(page, 'address')).toHaveText('—')
}

for (const { major, url } of pages) {
  test(`wagmi ${major}: connect in the modal, then send, sign, switch and disconnect with wagmi's hooks`, async ({
    page,
  }) => {
    const manifest = readManifest()
    const [from, to] = manifest.accounts.map((account) => account.address)
    const reader = chainReader(0)
    await page.goto(url)
    await expect(page.getByText(new RegExp(`Latch demo on wagmi ${major}\\.`))).toBeVisible()
    await expectWagmiDisconnected(page)

    await connectDevWallet(page)
    await expectWagmiConnected(page, from!, 31337)

    // useSendTransaction, then useWaitForTransactionReceipt: mined on anvil.
    const before = await reader.balance(to!)
    await wagmi(page, 'send').click()
    await approveInWallet(page)
    await expect(wagmi(page, 'receipt-status')).toHaveText('success', { timeout: 20_000 })
    const hash = (await wagmi(page, 'tx-hash').textContent()) as `0x${string}`
    const receipt = await reader.client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from!.toLowerCase())
    expect(await reader.balance(to!)).toBe(before + parseEther('0.001'))

    // useSignMessage: the signature verifies against the connected address.
    await wagmi(page, 'sign').click()
    await approveInWallet(page)
    await expect(wagmi(page, 'signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await wagmi(page, 'signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: from!, message, signature })).toBe(true)

    // useSwitchChain: the wallet adds and switches to Devnet B, and the modal's network follows.
    await wagmi(page, 'switch-31338').click()
    await expect(page.getByTestId('devwallet-prompt')).toContainText('31338')
    await approveInWallet(page)
    await expect(wagmi(page, 'chain-id')).toHaveText('31338')
    await expect(page.getByTestId('latch-network-button')).toContainText('Latch Devnet B')
    await expect(wagmi(page, 'switch-error')).toHaveText('')

    // useDisconnect: the modal is disconnected too, and forgets the connection.
    await wagmi(page, 'disconnect').click()
    await expectWagmiDisconnected(page)
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('latch.connectorId.eip155'))).toBeNull()
  })

  test(`wagmi ${major}: a reload restores both without a prompt; the wallet's account change and the modal's disconnect reach wagmi`, async ({
    page,
  }) => {
    const [first, second] = readManifest().accounts.map((account) => account.address)
    await page.goto(url)
    await connectDevWallet(page)
    await expectWagmiConnected(page, first!, 31337)

    await page.reload()
    await expectWagmiConnected(page, first!, 31337)
    await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
    await expect(page.getByTestId('devwallet-prompt')).toBeHidden()

    await page.evaluate(() => window.__latchDevWallet?.selectAccount(1))
    await expect(wagmi(page, 'address')).toHaveText(second!)

    await page.getByTestId('latch-account-button').click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectWagmiDisconnected(page)
  })
}

test('wagmi 3: the embedded wallet (email) connects wagmi, which sends through its frame', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/wagmi.html')
  await createEmailWallet(page, freshEmail('wagmi'))
  await expect(wagmi(page, 'status')).toHaveText('connected')
  const address = (await wagmi(page, 'address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const reader = chainReader(0)
  await reader.client.request({
    method: 'anvil_setBalance' as never,
    params: [address, '0x8ac7230489e80000'] as never,
  })

  await wagmi(page, 'send').click()
  await secureFrame(page).getByTestId('latch-approval-approve').click()
  await expect(wagmi(page, 'receipt-status')).toHaveText('success', { timeout: 30_000 })
  const hash = (await wagmi(page, 'tx-hash').textContent()) as `0x${string}`
  const receipt = await reader.client.getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  await wagmi(page, 'disconnect').click()
  await expectWagmiDisconnected(page)
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})

test('wagmi 3: a WalletConnect wallet connects wagmi, sends through it, and its disconnect reaches wagmi', async ({
  page,
}) => {
  const manifest = readManifest()
  const wallet = await createTestWallet({
    relayUrl: `ws://127.0.0.1:${e2e.apiPort}/relay`,
    manifest,
  })
  try {
    await page.goto('/wagmi.html?wallet=none')
    await openConnect(page)
    await page.getByTestId('latch-wallet-walletConnect').click()
    const uri = await page.locator('.latch-pairing[data-state="ready"]').getAttribute('data-uri')
    await wallet.pair(uri!)
    await expectWagmiConnected(page, wallet.address, 31337)

    await wagmi(page, 'send').click()
    await expect(wagmi(page, 'receipt-status')).toHaveText('success', { timeout: 20_000 })
    expect(wallet.requests.map((request) => request.method)).toContain('eth_sendTransaction')
    const hash = (await wagmi(page, 'tx-hash').textContent()) as `0x${string}`
    const receipt = await chainReader(0).client.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())

    await wallet.disconnectAll()
    await expectWagmiDisconnected(page)
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  } finally {
    await wallet.close()
  }
})
