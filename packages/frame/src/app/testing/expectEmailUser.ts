import type { FrameUser } from '@latch/core'
import { expect } from 'vitest'

/**
 * Asserts spec section 3's user of an email login on chain 1 (GET_USER): one EOA account, the
 * wallet's address, and no user name under either spelling. `address` may be an asymmetric
 * matcher. Test-only.
 *
 * @example
 * expectEmailUser(await callHandler(handlers, 'GET_USER', {}), {
 *   email: 'alice@example.com',
 *   address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
 * })
 */
export function expectEmailUser(user: FrameUser, expected: { email: string; address: unknown }) {
  expect(user).toEqual({
    email: expected.email,
    address: expected.address,
    chainId: 1,
    accounts: [{ address: user.address, type: 'eoa' }],
    authProvider: 'email',
    accountType: 'eoa',
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  })
  expect(user).not.toHaveProperty('userName')
  expect(user).not.toHaveProperty('username')
}
