import { formatSiwxMessage } from '@latch/core/siwx'
import type { APIRequestContext, Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { e2e } from '../playwright.config.js'
import { approveInWallet, expect, modal, openConnect, readManifest, test } from './fixtures.js'
import { enterLoginCode, expectAccessible, freshEmail, secureFrame } from './support/emailWallet.js'

const apiUrl = `http://127.0.0.1:${e2e.apiPort}`
const siteBackendUrl = `http://127.0.0.1:${e2e.apiPort + 4}`
const demoOrigin = `http://127.0.0.1:${e2e.demoPort}`
const projectId = 'latch-demo'

/** ConnectingSiwe, found by the dialog's title. */
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in', exact: true })

/** The session token the demo got, as the site would send it to its backend. */
const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const appKit = (
      window as unknown as {
        __latchAppKit: { getState(): { siwx?: { session?: { token?: string } } } }
      }
    ).__latchAppKit
    return appKit.getState().siwx?.session?.token
  })

/** `GET /siwx/v1/session` with a token: the server's word on whether the session is live. */
const sessionStatus = async (request: APIRequestContext, token: string) =>
  (
    await request.get(`${apiUrl}/siwx/v1/session?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status()

/** Connects the browser dev wallet through the modal; ConnectingSiwe follows. */
async function connectDevWallet(page: Page) {
  await openConnect(page)
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await approveInWallet(page)
  await expect(signInDialog(page)).toBeVisible()
}

test('browser wallet: sign in after connecting, the token verified by the site backend, a reload keeps it, a disconnect signs out', async ({
  page,
}) => {
  const address = readManifest().accounts[0]!.address
  await page.goto('/?siwx=optional')
  await connectDevWallet(page)
  const dialog = signInDialog(page)
  await expect(
    dialog.getByText('Latch demo asks you to sign a message to prove that this account is yours.'),
  ).toBeVisible()
  await expect(dialog.getByTestId('latch-siwe-account')).toContainText('on Latch Devnet A')
  await expectAccessible(page)

  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByText('Sign the message in your wallet')).toBeVisible()
  // The dev wallet shows the EIP-4361 text it is asked to sign.
  await expect(page.getByTestId('devwallet-prompt')).toContainText(
    '127.0.0.1:5190 wants you to sign in with your Ethereum account:',
  )
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed_in')
  await expect(page.getByTestId('demo-siwx-address')).toHaveText(address)
  await expect(page.getByTestId('demo-siwx-chain')).toHaveText('eip155:31337')
  await expect(page.getByTestId('demo-siwx-backend')).toHaveText(
    `verified by the site backend: eip155:31337:${address}`,
  )
  const token = await tokenOf(page)
  expect(token).toBeTruthy()
  expect(await sessionStatus(page.request, token!)).toBe(200)

  // The site backend checks the token's signature against the JWKS: a forged one is refused.
  const [header, payload] = token!.split('.')
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: `eip155:31337:${readManifest().accounts[1]!.address}` })).toString('base64url')}.${token!.split('.')[2]}`
  const refused = await page.request.get(`${siteBackendUrl}/me`, {
    headers: { authorization: `Bearer ${forged}` },
  })
  expect(refused.status()).toBe(401)

  // A reload restores the connection and the session: no new prompt.
  await page.reload()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed_in')
  await expect(page.getByTestId('demo-siwx-backend')).toContainText('verified by the site backend')
  await expect(modal(page)).toBeHidden()
  expect(await tokenOf(page)).toBe(token)

  // Disconnecting signs out on the server: the token is refused from then on.
  await page.getByTestId('latch-account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => sessionStatus(page.request, token!)).toBe(401)
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('idle')
})

test('required: declined in the wallet shows a retry; Cancel disconnects', async ({ page }) => {
  await page.goto('/?siwx=required')
  await connectDevWallet(page)
  const dialog = signInDialog(page)
  await expect(dialog.getByText('Cancelling disconnects your wallet.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('devwallet-reject').click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Sign-in declined')
  await expect(alert).toContainText('The request was rejected in the wallet.')
  await expectAccessible(page)
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('optional: Cancel keeps the wallet; a reused nonce slipped in by the page is refused, and a retry signs in', async ({
  page,
}) => {
  await page.goto('/?siwx=optional')
  await connectDevWallet(page)
  await signInDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('dismissed')

  // A nonce that was used already, handed to the page in place of a fresh one.
  const nonce = (await (
    await page.request.post(`${apiUrl}/siwx/v1/nonce?projectId=${projectId}`)
  ).json()) as { nonce: string }
  const account = privateKeyToAccount(readManifest().accounts[2]!.privateKey)
  const used = messageFor(account.address, { nonce: nonce.nonce })
  const first = await verify(page.request, used, await account.signMessage({ message: used }))
  expect(first.status()).toBe(200)
  await page.route('**/siwx/v1/nonce?*', (route) =>
    route.fulfill({ json: { nonce: nonce.nonce, expiresAt: new Date().toISOString() } }),
  )

  await page.getByTestId('demo-siwx-sign-in').click()
  const dialog = signInDialog(page)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await approveInWallet(page)
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Sign-in failed')
  await expect(alert).toContainText('The sign-in was not accepted. Try again with a new message.')

  await page.unroute('**/siwx/v1/nonce?*')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await approveInWallet(page)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-backend')).toContainText('verified by the site backend')
})

/** A message as the demo page writes it, signed in to from the page's origin unless told otherwise. */
function messageFor(
  address: string,
  fields: {
    nonce: string
    domain?: string
    uri?: string
    issuedAt?: string
    expirationTime?: string
  },
) {
  const now = Date.now()
  return formatSiwxMessage({
    domain: fields.domain ?? `127.0.0.1:${e2e.demoPort}`,
    address,
    uri: fields.uri ?? demoOrigin,
    version: '1',
    chainId: 'eip155:31337',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt ?? new Date(now).toISOString(),
    expirationTime: fields.expirationTime ?? new Date(now + 300_000).toISOString(),
  })
}

async function verify(
  request: APIRequestContext,
  message: string,
  signature: string,
  origin = demoOrigin,
) {
  return request.post(`${apiUrl}/siwx/v1/verify?projectId=${projectId}`, {
    headers: { origin },
    data: { message, signature },
  })
}

test('the server refuses a reused nonce, an expired message, a wrong domain and a message for another origin', async ({
  request,
}) => {
  const account = privateKeyToAccount(readManifest().accounts[3]!.privateKey)
  const nonce = async () =>
    (
      (await (
        await request.post(`${apiUrl}/siwx/v1/nonce?projectId=${projectId}`, {
          headers: { origin: demoOrigin },
        })
      ).json()) as { nonce: string }
    ).nonce
  const refusal = async (message: string, origin = demoOrigin) => {
    const response = await verify(request, message, await account.signMessage({ message }), origin)
    return {
      status: response.status(),
      code: ((await response.json()) as { error?: { code?: string } }).error?.code,
    }
  }

  // Reused: the same signed message works once.
  const once = messageFor(account.address, { nonce: await nonce() })
  const signature = await account.signMessage({ message: once })
  expect((await verify(request, once, signature)).status()).toBe(200)
  const replay = await verify(request, once, signature)
  expect(replay.status()).toBe(409)
  expect(await replay.json()).toMatchObject({ error: { code: 'nonce_used' } })

  // Expired: past its Expiration Time.
  const past = Date.now() - 120_000
  expect(
    await refusal(
      messageFor(account.address, {
        nonce: await nonce(),
        issuedAt: new Date(past).toISOString(),
        expirationTime: new Date(past + 60_000).toISOString(),
      }),
    ),
  ).toEqual({ status: 400, code: 'message_expired' })

  // A domain that is not the URI's host.
  expect(
    await refusal(messageFor(account.address, { nonce: await nonce(), domain: 'evil.example' })),
  ).toEqual({ status: 403, code: 'domain_not_allowed' })

  // A message for an origin the project does not allow (localhost is not 127.0.0.1 here).
  expect(
    await refusal(
      messageFor(account.address, {
        nonce: await nonce(),
        domain: `localhost:${e2e.demoPort}`,
        uri: `http://localhost:${e2e.demoPort}`,
      }),
    ),
  ).toEqual({ status: 403, code: 'domain_not_allowed' })

  // A message for the demo's origin, sent from another origin the server lets in (the frame's).
  expect(
    await refusal(
      messageFor(account.address, { nonce: await nonce() }),
      `http://127.0.0.1:${e2e.framePort}`,
    ),
  ).toEqual({ status: 403, code: 'origin_mismatch' })
})

test('WalletConnect (the mobile wallet page): sign in on eip155, then again on Solana after a switch', async ({
  page,
  context,
}) => {
  const manifest = readManifest()
  const phoneAddress = manifest.accounts[1]!.address
  await page.goto('/?wallet=none&siwx=optional')
  await openConnect(page)
  await page.getByTestId('latch-wallet-walletConnect').click()
  const pairing = page.locator('.latch-pairing[data-state="ready"]')
  await expect(pairing).toBeVisible()
  const uri = (await pairing.getAttribute('data-uri'))!

  const phone = await context.newPage()
  await phone.goto('/wallet.html')
  await phone.getByTestId('wallet-uri').fill(uri)
  await phone.getByTestId('wallet-pair').click()
  await phone.getByTestId('wallet-proposal').getByTestId('wallet-approve').click()

  const dialog = signInDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('latch-siwe-account')).toContainText(phoneAddress.slice(0, 6))
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  const request = phone.getByTestId('wallet-request')
  await expect(request).toContainText('personal_sign')
  await expect(request).toContainText('wants you to sign in with your Ethereum account:')
  await request.getByTestId('wallet-request-approve').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-backend')).toHaveText(
    `verified by the site backend: eip155:31337:${phoneAddress}`,
  )

  const solana = manifest.solana
  test.skip(!solana, 'the devnet runs without Solana here')
  const solanaAddress = (await page.getByTestId('demo-solana-address').textContent())?.split(' ')[0]
  expect(solanaAddress).toBeTruthy()
  await page.getByTestId('latch-network-button').click()
  await page.getByTestId(`latch-network-solana:${solana!.chainReference}`).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  const solanaRequest = phone.getByTestId('wallet-request')
  await expect(solanaRequest).toContainText('solana_signMessage')
  await expect(solanaRequest).toContainText('wants you to sign in with your Solana account:')
  await solanaRequest.getByTestId('wallet-request-approve').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-chain')).toHaveText(`solana:${solana!.chainReference}`)
  // A local cluster is `localnet` in a Sign In With Solana message, and so in the token.
  await expect(page.getByTestId('demo-siwx-backend')).toHaveText(
    `verified by the site backend: solana:localnet:${solanaAddress}`,
  )
  await phone.getByTestId('wallet-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('email wallet: the secure frame shows the message over ConnectingSiwe', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/?siwx=optional')
  await enterLoginCode(page, freshEmail('siwx'))
  const frame = secureFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible({
    timeout: 20_000,
  })
  await frame.getByRole('checkbox', { name: 'I have saved my recovery code' }).check()
  await frame.getByRole('button', { name: 'Continue' }).click()

  const dialog = signInDialog(page)
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#w3m-iframe')).toHaveAttribute('data-state', 'shown')
  await expect(frame.getByText('wants you to sign in with your Ethereum account:')).toBeVisible()
  await expectAccessible(page)
  await frame.getByTestId('latch-approval-approve').click()
  await expect(modal(page)).toBeHidden()
  const address = await page.getByTestId('demo-address').textContent()
  await expect(page.getByTestId('demo-siwx-backend')).toHaveText(
    `verified by the site backend: eip155:31337:${address}`,
  )
})
