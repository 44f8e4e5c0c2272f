import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { connectDevWallet, expect, modal, readManifest, test } from './fixtures.js'
import { expectNoAxeViolations, openAccountView } from './support/accountView.js'

// Issue 13, the Receive view: the connected address as a QR code a phone can scan, as text with
// Copy, the networks it can receive on, and the warning to send only on those.

test('Receive shows a QR code of the connected address, copies it, and lists its networks', async ({
  page,
  context,
}) => {
  const manifest = readManifest()
  const address = manifest.accounts[0]!.address
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await connectDevWallet(page)
  await openAccountView(page)
  await page.getByTestId('latch-wallet-feature-receive').click()
  await expect(modal(page).getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()

  // The QR code, read as a phone reads it: the plain address, checksummed, no URI around it.
  const qr = page.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  const image = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  expect(decoded, 'the QR code decodes').not.toBeNull()
  expect(decoded!.data).toBe(address)
  await expect(page.getByTestId('latch-receive-address')).toHaveText(address)

  // Copy puts the same address on the clipboard, and says so.
  const copy = page.getByTestId('latch-receive-copy')
  await expect(copy).toHaveText('Copy address')
  await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'))
  await copy.click()
  await expect(copy).toHaveText('Address copied')
  await expect(modal(page).getByRole('status').filter({ hasText: 'Address copied' })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  // The networks of the connected namespace the site requests (its `networks` option), in its
  // order, the devnet's first; no Solana network.
  const expected = await page.evaluate(() =>
    (
      window as unknown as {
        __latchAppKit: {
          config: { options: { networks: { name: string; chainNamespace: string }[] } }
        }
      }
    ).__latchAppKit.config.options.networks
      .filter((network) => network.chainNamespace === 'eip155')
      .map((network) => network.name),
  )
  expect(expected.slice(0, manifest.chains.length)).toEqual(
    manifest.chains.map((chain) => chain.name),
  )
  const networks = page.getByTestId('latch-receive-networks').getByRole('listitem')
  await expect(networks).toHaveCount(expected.length)
  // Each row's name, past its badge (the initial on a colour, hidden from assistive technology).
  await expect(networks.locator('> span:not([aria-hidden="true"])')).toHaveText(expected)
  await expect(
    modal(page).getByRole('heading', { name: 'Networks you can receive on' }),
  ).toBeVisible()
  await expect(modal(page).getByRole('note')).toHaveText(
    'Send only on these networks. Assets sent on any other network may be lost.',
  )
  await expectNoAxeViolations(page)
})
