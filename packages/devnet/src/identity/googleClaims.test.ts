import { generateState } from 'arctic'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWithToken, signInForTest, testCallbackUrl } from './signInForTest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, callbackUrl: testCallbackUrl })
})
afterAll(() => idp.close())

/** Signs in with Google's scopes and a nonce; answers the verified id_token and the userinfo. */
async function signIn(identityName: string) {
  const nonce = generateState()
  const { redeem, settings } = await signInForTest(idp.url, {
    provider: 'google',
    scopes: ['openid', 'email', 'profile'],
    identityName,
    parameters: { nonce },
  })
  const tokens = await redeem()
  const keys = createRemoteJWKSet(new URL(settings.endpoints?.jwks ?? ''))
  const { payload, protectedHeader } = await jwtVerify(tokens.idToken(), keys, {
    issuer: settings.endpoints?.issuer ?? '',
    audience: settings.clientId,
  })
  expect(protectedHeader.alg).toBe('RS256')
  expect(payload.nonce).toBe(nonce)
  const userInfo = await getWithToken(settings.endpoints?.userInfo ?? '', tokens.accessToken())
  expect(userInfo.status).toBe(200)
  return { idToken: payload, userInfo: userInfo.body, accessToken: tokens.accessToken() }
}

describe('google', () => {
  it('default: Ada’s id_token and userinfo carry Google’s claims', async () => {
    const { idToken, userInfo } = await signIn('Ada Lovelace')
    const claims = {
      sub: '104181512101815121001',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: `${idp.url}/avatars/ada.svg`,
      email: 'ada@example.test',
      email_verified: true,
      locale: 'en-GB',
    }
    expect(userInfo).toEqual(claims)
    expect(idToken).toMatchObject({ ...claims, iss: idp.url, aud: 'latch-dev-google' })
    expect(idToken.exp! - idToken.iat!).toBe(3600)
  })

  it('behavior: Bob’s email is not verified', async () => {
    const { idToken, userInfo } = await signIn('Bob Builder')
    expect(userInfo).toMatchObject({ email: 'bob@example.test', email_verified: false })
    expect(idToken).toMatchObject({ email: 'bob@example.test', email_verified: false })
  })

  it('behavior: Carol has no email', async () => {
    const { idToken, userInfo } = await signIn('Carol Shaw')
    expect(userInfo).toEqual(expect.objectContaining({ sub: '104195509011955090103' }))
    expect(userInfo).not.toHaveProperty('email')
    expect(userInfo).not.toHaveProperty('email_verified')
    expect(idToken).not.toHaveProperty('email')
  })

  it('error: userinfo is 401 without a token and with another client’s token', async () => {
    const unauthorized = {
      status: 401,
      body: { error: 'invalid_token', error_description: 'Invalid Credentials' },
    }
    expect(await getWithToken(`${idp.url}/me`, undefined)).toEqual(unauthorized)
    expect(await getWithToken(`${idp.url}/me`, 'not-a-token')).toEqual(unauthorized)
    const { redeem } = await signInForTest(idp.url, {
      provider: 'github',
      scopes: ['read:user'],
      identityName: 'Ada Lovelace',
    })
    const githubToken = (await redeem()).accessToken()
    expect(await getWithToken(`${idp.url}/me`, githubToken)).toEqual(unauthorized)
  })

  it('behavior: a Google token does not open the other providers’ APIs', async () => {
    const { accessToken } = await signIn('Ada Lovelace')
    for (const path of ['/github/user', '/discord/users/@me', '/x/2/users/me', '/facebook/me']) {
      expect((await getWithToken(`${idp.url}${path}`, accessToken)).status).toBe(401)
    }
  })
})
