import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenForTest, getWithToken, testCallbackUrl } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
})
afterAll(() => idp.close())

const signIn = (identityName: string) =>
  accessTokenForTest(idp.url, {
    provider: 'x',
    scopes: ['users.read', 'tweet.read'],
    identityName,
  })

describe('x', () => {
  it('default: /2/users/me answers id, name and username only', async () => {
    const token = await signIn('Ada Lovelace')
    expect(await getWithToken(`${idp.url}/x/2/users/me`, token)).toEqual({
      status: 200,
      body: { data: { id: '1815121000000000001', name: 'Ada Lovelace', username: 'ada_lovelace' } },
    })
  })

  it('parameters: user.fields adds profile_image_url, and X never gives an email', async () => {
    const token = await signIn('Bob Builder')
    const url = `${idp.url}/x/2/users/me?user.fields=profile_image_url,confirmed_email`
    expect(await getWithToken(url, token)).toEqual({
      status: 200,
      body: {
        data: {
          id: '1998111400000000002',
          name: 'Bob Builder',
          username: 'bob_builder',
          profile_image_url: `${idp.url}/avatars/bob.svg`,
        },
      },
    })
  })

  it('error: 401 without a token and with another provider’s token', async () => {
    const unauthorized = {
      status: 401,
      body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    }
    expect(await getWithToken(`${idp.url}/x/2/users/me`, undefined)).toEqual(unauthorized)
    const facebookToken = await accessTokenForTest(idp.url, {
      provider: 'facebook',
      scopes: ['email', 'public_profile'],
      identityName: 'Ada Lovelace',
    })
    expect(await getWithToken(`${idp.url}/x/2/users/me`, facebookToken)).toEqual(unauthorized)
  })
})
