import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenForTest, getWithToken, testCallbackUrl } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
})
afterAll(() => idp.close())

const signIn = (identityName: string, scopes = ['email', 'public_profile']) =>
  accessTokenForTest(idp.url, { provider: 'facebook', scopes, identityName })
const me = (token: string | undefined, fields = 'id,name,email,picture') =>
  getWithToken(`${idp.url}/facebook/me?fields=${fields}`, token)

describe('facebook', () => {
  it('default: /me answers the fields asked for, with no verified flag', async () => {
    expect(await me(await signIn('Ada Lovelace'))).toEqual({
      status: 200,
      body: {
        id: '100001815121001',
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        picture: {
          data: {
            height: 50,
            is_silhouette: false,
            url: `${idp.url}/avatars/ada.svg`,
            width: 50,
          },
        },
      },
    })
  })

  it('parameters: only the fields asked for; email needs the email permission', async () => {
    const token = await signIn('Bob Builder')
    expect((await me(token, 'id,name')).body).toEqual({
      id: '100001998111402',
      name: 'Bob Builder',
    })
    expect((await me(token, 'email')).body).toEqual({ email: 'bob@example.test' })
    const withoutEmail = await signIn('Bob Builder', ['public_profile'])
    expect((await me(withoutEmail, 'id,email')).body).toEqual({ id: '100001998111402' })
    expect(await me(token, 'id,birthday')).toMatchObject({
      status: 400,
      body: { error: { type: 'OAuthException', code: 100 } },
    })
  })

  it('behavior: Carol has no email field', async () => {
    const { body } = await me(await signIn('Carol Shaw'))
    expect(body).toMatchObject({ id: '100001955090103', name: 'Carol Shaw' })
    expect(body).not.toHaveProperty('email')
  })

  it('error: 401 without a token and with another provider’s token', async () => {
    expect(await me(undefined)).toMatchObject({
      status: 401,
      body: { error: { type: 'OAuthException', code: 190 } },
    })
    const githubToken = await accessTokenForTest(idp.url, {
      provider: 'github',
      scopes: ['read:user', 'user:email'],
      identityName: 'Ada Lovelace',
    })
    expect((await me(githubToken)).status).toBe(401)
  })
})
