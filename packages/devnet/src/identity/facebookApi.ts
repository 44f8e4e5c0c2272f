import { avatarUrl } from './avatar'
import type { JsonReply } from './jsonReply'
import type { ProviderApiRequest } from './providerApiRequest'
import type { TestIdentity } from './testIdentities'

const knownFields = ['id', 'name', 'first_name', 'last_name', 'email', 'picture'] as const

/**
 * The Graph API's `GET /me?fields=…` (https://developers.facebook.com/docs/graph-api/reference/user)
 * with only the fields asked for. `email` needs the `email` permission and is missing when the
 * person has none; Facebook reports no verified flag.
 */
function facebookUser(
  identity: TestIdentity,
  fields: readonly string[],
  scopes: ReadonlySet<string>,
  issuer: string,
) {
  const values: Record<(typeof knownFields)[number], unknown> = {
    id: identity.facebook.id,
    name: identity.name,
    first_name: identity.givenName,
    last_name: identity.familyName,
    email: scopes.has('email') ? identity.email : undefined,
    picture: {
      data: { height: 50, is_silhouette: false, url: avatarUrl(issuer, identity), width: 50 },
    },
  }
  const user: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field as (typeof knownFields)[number]]
    if (value !== undefined) user[field] = value
  }
  return user
}

function graphError(status: number, message: string, code: number): JsonReply {
  return {
    status,
    body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'LatchDevTrace' } },
  }
}

/** Answers a request to the imitated Graph API, in its OAuthException error style. */
export function answerFacebookApi(request: ProviderApiRequest): JsonReply {
  const { auth, method, path, query } = request
  if (path !== '/me' || method !== 'GET') {
    return graphError(400, 'Unknown path components: the dev Graph API serves /me only', 2500)
  }
  // The Graph API answers a bad token with 400; 401 here matches the other imitated providers.
  if (!auth) return graphError(401, 'Invalid OAuth access token - Cannot parse access token', 190)
  const fields = (query.get('fields') ?? 'id,name').split(',').filter(Boolean)
  const unknown = fields.find((field) => !(knownFields as readonly string[]).includes(field))
  if (unknown !== undefined) {
    return graphError(400, `(#100) Tried accessing nonexisting field (${unknown})`, 100)
  }
  return { status: 200, body: facebookUser(auth.identity, fields, auth.scopes, request.issuer) }
}
