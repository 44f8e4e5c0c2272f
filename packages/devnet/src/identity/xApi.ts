import { avatarUrl } from './avatar'
import type { JsonReply } from './jsonReply'
import type { ProviderApiRequest } from './providerApiRequest'
import type { TestIdentity } from './testIdentities'

/**
 * X's `GET /2/users/me` (https://docs.x.com/x-api/users/user-lookup-me): `id`, `name` and
 * `username` always, other user fields only when `user.fields` asks for them. X gives no email.
 */
function xUser(identity: TestIdentity, fields: readonly string[], issuer: string) {
  const { id, username } = identity.x
  const optional: Record<string, unknown> = {
    profile_image_url: avatarUrl(issuer, identity),
    created_at: '2015-12-10T00:00:00.000Z',
    description: '',
    protected: false,
    verified: false,
  }
  const data: Record<string, unknown> = { id, name: identity.name, username }
  for (const field of fields) {
    if (field in optional) data[field] = optional[field]
  }
  return { data }
}

/** Answers a request to the imitated X API v2, in X's problem-details error style. */
export function answerXApi(request: ProviderApiRequest): JsonReply {
  const { auth, method, path, query } = request
  if (path !== '/2/users/me' || method !== 'GET') {
    return {
      status: 404,
      body: { title: 'Not Found Error', type: 'about:blank', status: 404, detail: 'Not Found' },
    }
  }
  if (!auth) {
    return {
      status: 401,
      body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    }
  }
  const fields = (query.get('user.fields') ?? '').split(',').filter(Boolean)
  return { status: 200, body: xUser(auth.identity, fields, request.issuer) }
}
