import type { Request } from '@playwright/test'
import { e2e } from '../playwright.config.js'
import { expect, openConnect, test } from './fixtures.js'
import { codesFor, createEmailWallet, freshEmail, submitEmail } from './support/emailWallet.js'

// Issue 11, item 3: under a login flood the server mails a code only when the operator's
// `verifyChallenge` accepts the request. The e2e server asks for the demo's proof of work on every
// login mail (LATCH_LOGIN_CHALLENGE=pow, LOGIN_CHALLENGE_THRESHOLD=0); the demo solves it in the
// page through `loginChallenge`, and the secure frame sends the answer as X-Latch-Challenge.

/** The login-mail requests the secure frame sends, with the challenge header they carry. */
function watchLoginMails(page: import('@playwright/test').Page) {
  const sent: { challenge: string | undefined; status: Promise<number | undefined> }[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (
      request.method() !== 'POST' ||
      url.port !== String(e2e.apiPort) ||
      url.pathname !== '/auth/v1/email/start'
    )
      return
    sent.push({
      challenge: request.headers()['x-latch-challenge'],
      status: request.response().then((response) => response?.status()),
    })
  })
  return sent
}

test("an email login passes the server's challenge: the page solves the proof of work, the frame sends it, the code arrives", async ({
  page,
}) => {
  const sent = watchLoginMails(page)
  const email = freshEmail('challenge')
  await page.goto('/')
  await createEmailWallet(page, email)
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()

  // Refused without a challenge, then sent with the page's answer, from the frame's origin.
  expect(sent.map((request) => request.challenge)).toEqual([
    undefined,
    expect.stringMatching(/^\d+\.\d+$/),
  ])
  expect(await Promise.all(sent.map((request) => request.status))).toEqual([403, 200])
  expect(await codesFor(page.context(), email)).toHaveLength(1)
})

test('a site without an answer to the challenge tells the visitor, and no code is sent', async ({
  page,
}) => {
  const sent = watchLoginMails(page)
  const email = freshEmail('nochallenge')
  await page.goto('/?challenge=none')
  await openConnect(page)
  await submitEmail(page, email)
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Too many sign-ins right now. Try again later.',
  )
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeHidden()
  expect(sent.map((request) => request.challenge)).toEqual([undefined])
  expect(await Promise.all(sent.map((request) => request.status))).toEqual([403])
  expect(await codesFor(page.context(), email)).toEqual([])
})
