import type { TestIdentity } from './testIdentities'

/**
 * Apple's id_token claims for an identity
 * (https://developer.apple.com/documentation/sign_in_with_apple/authenticating-users-with-sign-in-with-apple).
 * Apple writes `email_verified` and `is_private_email` as the strings "true" and "false", and never
 * puts the name in the id_token: the name only comes once, in the `user` form field.
 */
export function appleClaims(identity: TestIdentity) {
  return {
    sub: identity.apple.sub,
    nonce_supported: true,
    ...(identity.email === undefined
      ? {}
      : {
          email: identity.email,
          email_verified: identity.emailVerified ? 'true' : 'false',
          is_private_email: 'false',
        }),
  }
}

/**
 * The `user` form field Apple posts on an identity's first authorization of a client: the name
 * when the `name` scope was asked for and the email when the `email` scope was, as JSON.
 */
export function appleUserField(
  identity: TestIdentity,
  scopes: ReadonlySet<string>,
): string | undefined {
  const user: { name?: { firstName: string; lastName: string }; email?: string } = {}
  if (scopes.has('name')) {
    user.name = { firstName: identity.givenName, lastName: identity.familyName }
  }
  if (scopes.has('email') && identity.email !== undefined) user.email = identity.email
  return Object.keys(user).length === 0 ? undefined : JSON.stringify(user)
}
