import { erc20Abi, formatEther, formatUnits, verifyMessage, verifyTypedData } from 'viem'
import { demoMessage, demoTypedData } from '../apps/demo/src/demoRequests.js'
import {
  approveInWallet,
  chainReader,
  connectDevWallet,
  expect,
  readManifest,
  test,
} from './fixtures.js'

const signatureOf = async (text: string) =>
  text.match(/Signature (0x[0-9a-f]+)/i)?.[1] as `0x${string}`

test('personal_sign and typed data are verified against the address', async ({ page }) => {
  const address = readManifest().accounts[0]!.address
  await page.goto('/')
  await connectDevWallet(page)

  await page.getByTestId('demo-sign').click()
  await approveInWallet(page)
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toContainText('Verified: signed by the connected address')
  const signature = await signatureOf((await signResult.textContent()) ?? '')
  expect(await verifyMessage({ address, message: demoMessage, signature })).toBe(true)

  await page.getByTestId('demo-typed').click()
  await approveInWallet(page)
  const typedResult = page.getByTestId('demo-typed-result')
  await expect(typedResult).toContainText('Verified: signed by the connected address')
  const typedSignature = await signatureOf((await typedResult.textContent()) ?? '')
  expect(
    await verifyTypedData({
      address,
      ...demoTypedData,
      signature: typedSignature,
    }),
  ).toBe(true)
})

test('a signature rejected in the wallet is reported and nothing is stuck', async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByTestId('demo-sign').click()
  await page.getByTestId('devwallet-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
  await page.getByTestId('demo-sign').click()
  await approveInWallet(page)
  await expect(page.getByTestId('demo-sign-result')).toContainText('Verified')
})

test('native and ERC-20 sends land on the chain', async ({ page }) => {
  const manifest = readManifest()
  const from = manifest.accounts[0]!.address
  const to = manifest.accounts[1]!.address
  const reader = chainReader(0)
  const ethBefore = await reader.balance(to)
  const tokenBefore = await reader.tokenBalance(to)
  await page.goto('/')
  await connectDevWallet(page)

  await page.getByTestId('demo-send').click()
  await approveInWallet(page)
  await expect(page.getByTestId('demo-send-result')).toContainText('Status success')
  expect(await reader.balance(to)).toBe(ethBefore + 10n ** 16n)
  const senderBalance = await reader.balance(from)
  // The page's balance is read back from the chain, not computed.
  await expect(page.getByTestId('demo-send-result')).toContainText(
    `New balance ${formatEther(senderBalance)} ETH`,
  )

  await page.getByTestId('demo-erc20').click()
  await approveInWallet(page)
  await expect(page.getByTestId('demo-erc20-result')).toContainText('Status success')
  expect(await reader.tokenBalance(to)).toBe(tokenBefore + 1_500_000n)
  const tokenAfter = await reader.client.readContract({
    address: reader.chain.contracts.usd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [from],
  })
  await expect(page.getByTestId('demo-erc20-result')).toContainText(
    `New LUSD balance ${formatUnits(tokenAfter, 6)}`,
  )
})
