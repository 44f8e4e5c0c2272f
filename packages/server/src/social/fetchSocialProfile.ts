import { z } from 'zod'
import type { SocialProviderId } from './socialProviders.js'

/** Who signed in, in one shape for every provider. */
export type SocialProfile = {
  /** The provider's stable id of the account. */
  subject: string
  email: string | null
  /** Whether the provider vouches for `email` (SECURITY.md T22): only then may it link accounts. */
  emailVerified: boolean
  /** A handle or name to show: GitHub's login, Discord's and X's username, a name otherwise. */
  username: string | null
}

/** A provider's answer that Latch cannot use (a refusal, an unexpected shape). */
class SocialProfileError extends Error {
  override name = 'SocialProfileError'
}

const requestTimeoutMs = 10_000
const text = z.string().min(1).max(512)
const optionalText = text.nullish()

async function getJson(url: string, accessToken: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(requestTimeoutMs),
    redirect: 'error',
  })
  if (!response.ok)
    throw new SocialProfileError(`${new URL(url).pathname} answered ${response.status}`)
  return (await response.json()) as unknown
}

function parse<schema extends z.ZodType>(schema: schema, value: unknown, what: string) {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new SocialProfileError(`${what} has an unexpected shape`)
  return parsed.data as z.output<schema>
}

// Google's OIDC userinfo (the id token carries the same claims and is checked separately).
const googleUser = z.object({
  sub: text,
  email: optionalText,
  email_verified: z.boolean().nullish(),
  name: optionalText,
})
// GitHub's /user: `email` is the public one only, so the verified primary comes from /user/emails.
const githubUser = z.object({ id: z.number().int().nonnegative(), login: text, name: optionalText })
const githubEmails = z
  .array(z.object({ email: text, primary: z.boolean(), verified: z.boolean() }))
  .max(100)
const discordUser = z.object({
  id: z.string().regex(/^\d{1,32}$/),
  username: text,
  global_name: optionalText,
  email: optionalText,
  verified: z.boolean().nullish(),
})
const xUser = z.object({ data: z.object({ id: z.string().regex(/^\d{1,32}$/), username: text }) })
// Facebook gives no verified flag, so its email never links accounts.
const facebookUser = z.object({
  id: z.string().regex(/^\d{1,32}$/),
  name: optionalText,
  email: optionalText,
})

/**
 * Asks the provider who the access token belongs to, at its own user-info endpoint and in its
 * own shape (`userInfo` is Google's userinfo URL, the API base of the others). Apple has no such
 * endpoint: its profile is the id token (`appleProfile`).
 */
export async function fetchSocialProfile(
  provider: Exclude<SocialProviderId, 'apple'>,
  accessToken: string,
  userInfo: string,
): Promise<SocialProfile> {
  const base = userInfo.replace(/\/+$/, '')
  switch (provider) {
    case 'google': {
      const user = parse(googleUser, await getJson(userInfo, accessToken), 'Google userinfo')
      return {
        subject: user.sub,
        email: user.email ?? null,
        emailVerified: user.email_verified === true && Boolean(user.email),
        username: user.name ?? user.email ?? null,
      }
    }
    case 'github': {
      // GitHub refuses requests without a User-Agent.
      const headers = {
        accept: 'application/vnd.github+json',
        'user-agent': 'latch-server',
        'x-github-api-version': '2022-11-28',
      }
      const [user, emails] = await Promise.all([
        getJson(`${base}/user`, accessToken, headers).then((json) =>
          parse(githubUser, json, 'GitHub user'),
        ),
        getJson(`${base}/user/emails`, accessToken, headers).then((json) =>
          parse(githubEmails, json, 'GitHub emails'),
        ),
      ])
      const primary = emails.find((entry) => entry.primary)
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified === true,
        username: user.login,
      }
    }
    case 'discord': {
      const user = parse(
        discordUser,
        await getJson(`${base}/users/@me`, accessToken),
        'Discord user',
      )
      return {
        subject: user.id,
        email: user.email ?? null,
        emailVerified: user.verified === true && Boolean(user.email),
        username: user.username,
      }
    }
    case 'x': {
      const { data } = parse(xUser, await getJson(`${base}/2/users/me`, accessToken), 'X user')
      return { subject: data.id, email: null, emailVerified: false, username: data.username }
    }
    case 'facebook': {
      const user = parse(
        facebookUser,
        await getJson(`${base}/me?fields=id,name,email`, accessToken),
        'Facebook user',
      )
      return {
        subject: user.id,
        email: user.email ?? null,
        emailVerified: false,
        username: user.name ?? null,
      }
    }
  }
}

// Apple's one-time `user` form field (first authorization only): the name is not in the token.
const appleUserField = z.object({
  name: z.object({ firstName: optionalText, lastName: optionalText }).nullish(),
})

/**
 * Apple's profile: the (already verified) id token's claims, and the name from the `user` form
 * field when Apple sends it. `email_verified` comes as the string "true" or a boolean.
 */
export function appleProfile(
  claims: Record<string, unknown>,
  userField: string | undefined,
): SocialProfile {
  const subject = parse(text, claims.sub, 'Apple id token subject')
  const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : null
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  let name: string | null = null
  if (userField !== undefined) {
    try {
      const user = appleUserField.parse(JSON.parse(userField))
      name = [user.name?.firstName, user.name?.lastName].filter(Boolean).join(' ') || null
    } catch {
      // A malformed name costs only the name.
    }
  }
  return { subject, email, emailVerified: verified && email !== null, username: name ?? email }
}
