import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenForTest, getWithToken, testCallbackUrl } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
})
afterAll(() => idp.close())

const me = (token: string | undefined) => getWithToken(`${idp.url}/discord/users/@me`, token)
const signIn = (identityName: string, scopes = ['identify', 'email']) =>
  accessTokenForTest(idp.url, { provider: 'discord', scopes, identityName })

describe('discord', () => {
  it('default: /users/@me in Discord’s shape for Ada, with the email scope', async () => {
    expect(await me(await signIn('Ada Lovelace'))).toEqual({
      status: 200,
      body: {
        id: '181512100000000001',
        username: 'ada.lovelace',
        discriminator: '0',
        global_name: 'Ada Lovelace',
        avatar: 'a1da7e1ace1815a1da7e1ace1815a1da',
        avatar_decoration_data: null,
        banner: null,
        accent_color: null,
        mfa_enabled: false,
        locale: 'en-GB',
        premium_type: 0,
        public_flags: 0,
        flags: 0,
        email: 'ada@example.test',
        verified: true,
      },
    })
  })

  it('parameters: without the email scope there is no email and no verified flag', async () => {
    const { body } = await me(await signIn('Ada Lovelace', ['identify']))
    expect(body).toMatchObject({ id: '181512100000000001', username: 'ada.lovelace' })
    expect(body).not.toHaveProperty('email')
    expect(body).not.toHaveProperty('verified')
  })

  it('behavior: Bob is not verified, Carol has no email', async () => {
    expect((await me(await signIn('Bob Builder'))).body).toMatchObject({
      id: '199811140000000002',
      username: 'bob.builder',
      email: 'bob@example.test',
      verified: false,
    })
    expect((await me(await signIn('Carol Shaw'))).body).toMatchObject({
      id: '195509010000000003',
      avatar: null,
      email: null,
      verified: false,
    })
  })

  it('error: 401 without a token and with another provider’s token', async () => {
    const unauthorized = { status: 401, body: { message: '401: Unauthorized', code: 0 } }
    expect(await me(undefined)).toEqual(unauthorized)
    const xToken = await accessTokenForTest(idp.url, {
      provider: 'x',
      scopes: ['users.read', 'tweet.read'],
      identityName: 'Ada Lovelace',
    })
    expect(await me(xToken)).toEqual(unauthorized)
  })
})
