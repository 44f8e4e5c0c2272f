import { approveInWallet, connectDevWallet, expect, modal, test } from './fixtures.js'

const walletChainId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.__latchDevWallet?.provider.request({ method: 'eth_chainId' }))

test('switches both ways, adding the chain the wallet does not know', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('latch-network-button').click()
  const dialog = page.getByRole('dialog', { name: 'Choose network' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('latch-network-eip155:31337')).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The bundled catalogue is listed too.
  await expect(page.getByTestId('latch-network-eip155:1')).toBeVisible()
  await expect(page.getByTestId('latch-network-eip155:8453')).toBeVisible()

  // The dev wallet only knows Devnet A: switching answers 4902, so the modal adds Devnet B.
  await page.getByTestId('latch-network-eip155:31338').click()
  await expect(modal(page).getByText('Approve the switch in your wallet')).toBeVisible()
  await expect(page.getByTestId('devwallet-prompt')).toContainText('31338')
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('latch-network-button')).toContainText('Latch Devnet B')
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  expect(await walletChainId(page)).toBe('0x7a6a')
  await expect(page.getByTestId('latch-account-button-balance')).toContainText('ETH')

  // Back to A: the wallet knows it, so no prompt.
  await page.getByTestId('latch-network-button').click()
  await page.getByTestId('latch-network-eip155:31337').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  expect(await walletChainId(page)).toBe('0x7a69')
})

test('a declined add-chain prompt is reported and the network stays', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('latch-network-button').click()
  await page.getByTestId('latch-network-eip155:31338').click()
  await page.getByTestId('devwallet-reject').click()
  await expect(modal(page).getByRole('alert')).toHaveText('The switch was declined in the wallet')
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await expect(page.getByTestId('latch-network-eip155:31337')).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('an unsupported chain opens UnsupportedChain, which switches back', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  // The visitor moves the wallet to a chain the site did not request.
  await page.evaluate(() => window.__latchDevWallet?.switchChain(31339))
  const dialog = page.getByRole('dialog', { name: 'Switch network' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("This app doesn't support your wallet's current network")
  await expect(page.getByTestId('demo-network')).toContainText('not supported')
  await expect(page.getByTestId('latch-network-button')).toContainText('Unknown network')
  await page.getByTestId('latch-network-eip155:31337').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await expect(page.getByTestId('demo-network')).not.toContainText('not supported')
})

test('UnsupportedChain offers disconnecting', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.evaluate(() => window.__latchDevWallet?.switchChain(31339))
  const dialog = page.getByRole('dialog', { name: 'Switch network' })
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('account and chain changes in the wallet update the page', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  const second = await page.evaluate(() => {
    window.__latchDevWallet?.selectAccount(1)
    return window.__latchDevWallet?.provider.request({ method: 'eth_accounts' })
  })
  await expect(page.getByTestId('demo-address')).toHaveText((second as string[])[0]!)
  await page.evaluate(() => window.__latchDevWallet?.disconnect())
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})
