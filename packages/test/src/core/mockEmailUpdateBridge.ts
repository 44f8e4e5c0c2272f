import { EmailLoginError } from '@latch/core'
import { fakeEmbeddedWallet } from './fakeEmbeddedWallet.js'

export type MockEmailUpdateBridgeParameters = {
  /** The first UPDATE_EMAIL is refused as the server does within 30 s of the login code. */
  throttle?: boolean | undefined
  /** What the last step answers instead of the new address (a broken frame). */
  newEmail?: string | undefined
}

const invalidCode = () => new EmailLoginError({ code: 'invalid_code', message: 'Invalid code.' })

/**
 * An embedded-wallet connector for tests that plays the frame's email update: '111111' is the code
 * sent to the current address, '222222' the one sent to the new address, anything else is
 * refused with `invalid_code`, as the frame's host connector reports it. The login methods are not used. `calls` records what was asked.
 *
 * @example
 * const { bridge, calls } = mockEmailUpdateBridge()
 * installConnector(config, bridge)
 */
export function mockEmailUpdateBridge(parameters: MockEmailUpdateBridgeParameters = {}) {
  const calls: string[] = []
  let pending = ''
  const bridge = fakeEmbeddedWallet(() => ({
    async updateEmail(email) {
      calls.push(`update:${email}`)
      if (parameters.throttle && calls.length === 1)
        throw new EmailLoginError({
          code: 'throttled',
          retryAfterSeconds: 12,
          message: 'Please try again after 12 seconds',
        })
      pending = email
      return 'VERIFY_PRIMARY_OTP'
    },
    async updateEmailPrimaryOtp(otp) {
      calls.push(`primary:${otp}`)
      if (otp !== '111111') throw invalidCode()
    },
    async updateEmailSecondaryOtp(otp) {
      calls.push(`secondary:${otp}`)
      if (otp !== '222222') throw invalidCode()
      return parameters.newEmail ?? pending
    },
  }))
  return { bridge, calls }
}
