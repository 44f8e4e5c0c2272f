import type { DevSocialProvider } from './devSocialProvider'

/** The key a test identity is picked by (also accepted as `login_hint`). */
export type TestIdentityKey = 'ada' | 'bob' | 'carol'

/**
 * A person the dev identity provider can sign in as, with a stable account at every provider.
 * Ids are fixed so that a returning identity maps to the same Latch user across restarts.
 */
export type TestIdentity = {
  key: TestIdentityKey
  name: string
  givenName: string
  familyName: string
  /** Undefined when no provider reports an email for this identity. */
  email: string | undefined
  /** Whether every provider that reports verification says the email is verified. */
  emailVerified: boolean
  /** What the sign-in page says about the identity, so a newcomer knows which one to pick. */
  summary: string
  /** A BCP 47 tag that Google and Discord both accept. */
  locale: string
  google: { sub: string }
  github: { id: number; login: string; nodeId: string; publicEmail: boolean }
  discord: { id: string; username: string; avatar: string | null }
  x: { id: string; username: string }
  facebook: { id: string }
  apple: { sub: string }
}

/** The test identities, in the order the sign-in page offers them. */
export const testIdentities: readonly TestIdentity[] = [
  {
    key: 'ada',
    name: 'Ada Lovelace',
    givenName: 'Ada',
    familyName: 'Lovelace',
    email: 'ada@example.test',
    emailVerified: true,
    summary: 'ada@example.test, verified',
    locale: 'en-GB',
    google: { sub: '104181512101815121001' },
    github: { id: 1815, login: 'ada', nodeId: 'U_kgDOAAAHFw', publicEmail: true },
    discord: {
      id: '181512100000000001',
      username: 'ada.lovelace',
      avatar: 'a1da7e1ace1815a1da7e1ace1815a1da',
    },
    x: { id: '1815121000000000001', username: 'ada_lovelace' },
    facebook: { id: '100001815121001' },
    apple: { sub: '001234.ada00000000000000000000000001815.0101' },
  },
  {
    key: 'bob',
    name: 'Bob Builder',
    givenName: 'Bob',
    familyName: 'Builder',
    email: 'bob@example.test',
    emailVerified: false,
    summary: 'bob@example.test, not verified',
    locale: 'en-US',
    google: { sub: '104199811141998111402' },
    github: { id: 1998, login: 'bob-builder', nodeId: 'U_kgDOAAAHzg', publicEmail: false },
    discord: {
      id: '199811140000000002',
      username: 'bob.builder',
      avatar: 'b0bb0bb0bb1998b0bb0bb0bb1998b0bb',
    },
    x: { id: '1998111400000000002', username: 'bob_builder' },
    facebook: { id: '100001998111402' },
    apple: { sub: '001234.b0b00000000000000000000000001998.0102' },
  },
  {
    key: 'carol',
    name: 'Carol Shaw',
    givenName: 'Carol',
    familyName: 'Shaw',
    email: undefined,
    emailVerified: false,
    summary: 'no email address',
    locale: 'en-US',
    google: { sub: '104195509011955090103' },
    github: { id: 1955, login: 'carol-shaw', nodeId: 'U_kgDOAAAHow', publicEmail: false },
    discord: { id: '195509010000000003', username: 'carol.shaw', avatar: null },
    x: { id: '1955090100000000003', username: 'carol_shaw' },
    facebook: { id: '100001955090103' },
    apple: { sub: '001234.ca401000000000000000000000001955.0103' },
  },
]

/** The test identity with this key, if any (`key` is untrusted input such as `login_hint`). */
export function findTestIdentity(key: string | undefined): TestIdentity | undefined {
  return testIdentities.find((identity) => identity.key === key)
}

/**
 * The account id an identity has at a provider. It is what oidc-provider stores as the session's
 * account, and for google and apple the id_token's `sub`.
 */
export function accountIdOf(identity: TestIdentity, provider: DevSocialProvider): string {
  switch (provider) {
    case 'google':
      return identity.google.sub
    case 'github':
      return String(identity.github.id)
    case 'discord':
      return identity.discord.id
    case 'x':
      return identity.x.id
    case 'facebook':
      return identity.facebook.id
    case 'apple':
      return identity.apple.sub
    default:
      return provider satisfies never
  }
}

/** The identity that owns an account at a provider. */
export function findIdentityByAccount(
  provider: DevSocialProvider,
  accountId: string,
): TestIdentity | undefined {
  return testIdentities.find((identity) => accountIdOf(identity, provider) === accountId)
}
