import {
  BaseError,
  createI18n,
  EmailLoginError,
  type EmailLoginErrorCode,
  InvalidEmailError,
  LoginChallengeRequiredError,
  SameEmailError,
} from '@latch/core'
import { latchCatalogue } from '@latch/core/locales'
import { expect, test } from 'vitest'
import { describeEmailLoginError } from './describeEmailLoginError.js'

const { t } = createI18n({ catalogue: latchCatalogue })
const describe = (error: unknown, debug = false) =>
  describeEmailLoginError(error, { t, fallback: 'email.failed', debug })
const refusal = (code: EmailLoginErrorCode, message: string, retryAfterSeconds?: number) =>
  new EmailLoginError({ code, message, retryAfterSeconds })

test('behavior: each refusal is told by its code, never by its English', () => {
  expect(
    [
      refusal('throttled', 'Anything at all', 42),
      refusal('invalid_code', 'Nope.'),
      refusal('invalid_email', 'Nope.'),
      refusal('same_email', 'Nope.'),
      refusal('email_in_use', 'Nope.'),
      new InvalidEmailError(),
      new SameEmailError(),
      new LoginChallengeRequiredError(),
    ].map((error) => describe(error)),
  ).toEqual([
    'Please try again after 42 seconds',
    t('email_otp.invalid'),
    t('email.invalid'),
    t('update_email.same'),
    t('update_email.in_use'),
    t('email.invalid'),
    t('update_email.same'),
    t('email.challenge_refused'),
  ])
})

test("behavior: the server's old sentences without a code are an unknown failure", () => {
  for (const message of [
    'Please try again after 30 seconds',
    'Invalid code.',
    'Invalid email address.',
    'Another account of this project uses this email.',
  ])
    expect(describe(new BaseError(message))).toBe(t('email.failed'))
  // A throttle without its seconds has no words of its own either.
  expect(describe(refusal('throttled', 'Wait.'))).toBe(t('email.failed'))
  expect(describe(refusal('nope' as EmailLoginErrorCode, 'Odd.'))).toBe(t('email.failed'))
})

test('behavior: in debug mode an unknown failure adds its raw message, cut to 200 characters', () => {
  expect(describe(new BaseError('The mail server is down.'), true)).toBe(
    `${t('email.failed')} (The mail server is down.)`,
  )
  expect(describe('x'.repeat(300), true)).toBe(`${t('email.failed')} (${'x'.repeat(200)})`)
})
