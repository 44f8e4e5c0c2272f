import type { JsonReply } from './jsonReply'
import type { ProviderApiRequest } from './providerApiRequest'
import type { TestIdentity } from './testIdentities'

/**
 * Discord's `GET /users/@me` (https://discord.com/developers/docs/resources/user). `email` and
 * `verified` are only there when the token has the `email` scope.
 */
function discordUser(identity: TestIdentity, scopes: ReadonlySet<string>) {
  const { id, username, avatar } = identity.discord
  const user = {
    id,
    username,
    // Users who took a unique username have the discriminator "0".
    discriminator: '0',
    global_name: identity.name,
    avatar,
    avatar_decoration_data: null,
    banner: null,
    accent_color: null,
    mfa_enabled: false,
    locale: identity.locale,
    premium_type: 0,
    public_flags: 0,
    flags: 0,
  }
  if (!scopes.has('email')) return user
  return { ...user, email: identity.email ?? null, verified: identity.emailVerified }
}

/** Answers a request to the imitated Discord API, in Discord's error style. */
export function answerDiscordApi(request: ProviderApiRequest): JsonReply {
  const { auth, method, path } = request
  if (path !== '/users/@me' || method !== 'GET') {
    return { status: 404, body: { message: '404: Not Found', code: 0 } }
  }
  if (!auth) return { status: 401, body: { message: '401: Unauthorized', code: 0 } }
  return { status: 200, body: discordUser(auth.identity, auth.scopes) }
}
