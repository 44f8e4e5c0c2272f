// The ported AppKit example (examples/appkit-react/latch: an AppKit React + wagmi app written
// from AppKit's documentation, moved to Latch by changing its imports) runs its flows here:
// connect with `<appkit-button>`, AppKit's hooks and wagmi's hooks read the account, a message
// is signed, a transaction is mined on anvil, the network switches, and it disconnects.
import { type Hex, verifyMessage } from 'viem'
import { e2e } from '../playwright.config.js'
import { approveInWallet, chainReader, expect, modal, readManifest, test } from './fixtures.js'

const exampleUrl = `http://127.0.0.1:${e2e.appKitExamplePort}/`

test('the ported AppKit example connects, signs, sends, switches and disconnects', async ({
  page,
}) => {
  const manifest = readManifest()
  const account = manifest.accounts[0]!.address
  const [first, second] = manifest.chains
  const chain = chainReader(0)
  await page.goto(exampleUrl)
  await expect(page.getByTestId('connected')).toHaveText('false')
  await expect(page.getByTestId('theme')).toHaveText('light')

  // <appkit-button> renders Latch's button in its shadow root.
  await page.locator('appkit-button').getByRole('button', { name: 'Connect wallet' }).click()
  await expect(page.getByTestId('modal-open')).toHaveText('true')
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()

  // AppKit's hooks and wagmi's agree on the account and the chain.
  await expect(page.getByTestId('address')).toHaveText(account)
  await expect(page.getByTestId('caip-address')).toHaveText(`eip155:${first!.chainId}:${account}`)
  await expect(page.getByTestId('connected')).toHaveText('true')
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('chain-id')).toHaveText(String(first!.chainId))
  await expect(page.getByTestId('caip-network-id')).toHaveText(`eip155:${first!.chainId}`)
  await expect(page.getByTestId('wallet-name')).toHaveText('Latch Dev Wallet')
  await expect(page.getByTestId('wagmi-account')).toHaveText(
    `connected ${account} ${first!.chainId}`,
  )

  // useAppKitBalance: a formatted amount, as AppKit gives it, equal to the chain's balance.
  await page.getByRole('button', { name: 'Get balance' }).click()
  const wei = await chain.balance(account)
  const shown = (await page.getByTestId('balance').textContent()) ?? ''
  const [amount, symbol] = shown.replace('Balance: ', '').split(' ')
  expect(symbol).toBe('ETH')
  expect(Number(amount)).toBeCloseTo(Number(wei) / 1e18, 2)

  // wagmi's useSignMessage through the dev wallet: a real signature by the account.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInWallet(page)
  const signature = (await page.getByTestId('signature').textContent())?.replace('Signature: ', '')
  expect(
    await verifyMessage({
      address: account,
      message: 'Hello from Counter Shop',
      signature: signature as Hex,
    }),
  ).toBe(true)

  // wagmi's useSendTransaction, mined on anvil.
  const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const before = await chain.balance(receiver)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('receipt')).toHaveText('Receipt: success')
  expect(await chain.balance(receiver)).toBe(before + 10n ** 15n)

  // useAppKitNetwork's switchNetwork: the modal, AppKit's hooks and wagmi follow.
  // The dev wallet does not know the second chain yet: it asks to add it, as MetaMask would.
  await page.getByRole('button', { name: 'Switch to Second Local Chain' }).click()
  await expect(page.getByText('Add network?')).toBeVisible()
  await approveInWallet(page)
  await expect(page.getByTestId('chain-id')).toHaveText(String(second!.chainId))
  await expect(page.getByTestId('wagmi-account')).toHaveText(
    `connected ${account} ${second!.chainId}`,
  )

  // useAppKit().open({ view: 'Networks' }) and useAppKitState.
  await page.getByRole('button', { name: 'Open networks' }).click()
  await expect(page.getByTestId('modal-open')).toHaveText('true')
  await expect(modal(page).getByRole('heading', { name: /network/i })).toBeVisible()
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('modal-open')).toHaveText('false')

  // useDisconnect: both sides end.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('connected')).toHaveText('false')
  await expect(page.getByTestId('wagmi-account')).toHaveText('disconnected')
})
