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
    provider: 'github',
    scopes: ['read:user', 'user:email'],
    identityName,
  })

describe('github', () => {
  it('default: /user and /user/emails in GitHub shapes for Ada', async () => {
    const token = await signIn('Ada Lovelace')
    const user = await getWithToken(`${idp.url}/github/user`, token)
    expect(user.status).toBe(200)
    expect(user.body).toMatchObject({
      login: 'ada',
      id: 1815,
      node_id: 'U_kgDOAAAHFw',
      avatar_url: `${idp.url}/avatars/ada.svg`,
      html_url: `${idp.url}/github/ada`,
      type: 'User',
      site_admin: false,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
    })
    expect(typeof (user.body as { id: unknown }).id).toBe('number')
    const emails = await getWithToken(`${idp.url}/github/user/emails`, token)
    expect(emails).toEqual({
      status: 200,
      body: [{ email: 'ada@example.test', primary: true, verified: true, visibility: 'public' }],
    })
    const avatar = await fetch(`${idp.url}/avatars/ada.svg`)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    expect(await avatar.text()).toContain('>AL</text>')
  })

  it('behavior: Bob has a private, unverified primary email', async () => {
    const token = await signIn('Bob Builder')
    const user = await getWithToken(`${idp.url}/github/user`, token)
    expect(user.body).toMatchObject({ login: 'bob-builder', id: 1998, email: null })
    const emails = await getWithToken(`${idp.url}/github/user/emails`, token)
    expect(emails.body).toEqual([
      { email: 'bob@example.test', primary: true, verified: false, visibility: 'private' },
    ])
  })

  it('behavior: Carol has no email', async () => {
    const token = await signIn('Carol Shaw')
    const user = await getWithToken(`${idp.url}/github/user`, token)
    expect(user.body).toMatchObject({ login: 'carol-shaw', id: 1955, email: null })
    expect(await getWithToken(`${idp.url}/github/user/emails`, token)).toEqual({
      status: 200,
      body: [],
    })
  })

  it('error: 401 without a token, with a bad one and with another provider’s token', async () => {
    const unauthorized = {
      status: 401,
      body: {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      },
    }
    expect(await getWithToken(`${idp.url}/github/user`, undefined)).toEqual(unauthorized)
    expect(await getWithToken(`${idp.url}/github/user`, 'not-a-token')).toEqual(unauthorized)
    const discordToken = await accessTokenForTest(idp.url, {
      provider: 'discord',
      scopes: ['identify'],
      identityName: 'Ada Lovelace',
    })
    expect(await getWithToken(`${idp.url}/github/user`, discordToken)).toEqual(unauthorized)
    expect(await getWithToken(`${idp.url}/github/user/emails`, discordToken)).toEqual(unauthorized)
  })

  it('behavior: /user/emails needs the user:email scope', async () => {
    const token = await accessTokenForTest(idp.url, {
      provider: 'github',
      scopes: ['read:user'],
      identityName: 'Ada Lovelace',
    })
    expect((await getWithToken(`${idp.url}/github/user`, token)).status).toBe(200)
    expect((await getWithToken(`${idp.url}/github/user/emails`, token)).status).toBe(404)
  })
})
