import { avatarUrl } from './avatar'
import type { JsonReply } from './jsonReply'
import type { ProviderApiRequest } from './providerApiRequest'
import type { TestIdentity } from './testIdentities'

const documentation = 'https://docs.github.com/rest'

/** GitHub's `GET /user` for an identity (https://docs.github.com/rest/users/users). */
function githubUser(identity: TestIdentity, issuer: string) {
  const { login, id, nodeId, publicEmail } = identity.github
  const api = `${issuer}/github`
  return {
    login,
    id,
    node_id: nodeId,
    avatar_url: avatarUrl(issuer, identity),
    gravatar_id: '',
    url: `${api}/users/${login}`,
    html_url: `${api}/${login}`,
    followers_url: `${api}/users/${login}/followers`,
    following_url: `${api}/users/${login}/following{/other_user}`,
    gists_url: `${api}/users/${login}/gists{/gist_id}`,
    starred_url: `${api}/users/${login}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/users/${login}/subscriptions`,
    organizations_url: `${api}/users/${login}/orgs`,
    repos_url: `${api}/users/${login}/repos`,
    events_url: `${api}/users/${login}/events{/privacy}`,
    received_events_url: `${api}/users/${login}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
    name: identity.name,
    company: null,
    blog: '',
    location: null,
    // The public email only; a private one is listed by /user/emails alone.
    email: publicEmail ? (identity.email ?? null) : null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2015-12-10T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  }
}

/** GitHub's `GET /user/emails` (https://docs.github.com/rest/users/emails). */
function githubEmails(identity: TestIdentity) {
  if (identity.email === undefined) return []
  return [
    {
      email: identity.email,
      primary: true,
      verified: identity.emailVerified,
      visibility: identity.github.publicEmail ? 'public' : 'private',
    },
  ]
}

/** Answers a request to the imitated GitHub REST API, in GitHub's error style. */
export function answerGithubApi(request: ProviderApiRequest): JsonReply {
  const { auth, method, path } = request
  const known = path === '/user' || path === '/user/emails'
  if (!known || method !== 'GET') {
    return { status: 404, body: { message: 'Not Found', documentation_url: documentation } }
  }
  if (!auth) {
    return {
      status: 401,
      body: { message: 'Bad credentials', documentation_url: documentation, status: '401' },
    }
  }
  if (path === '/user/emails' && !auth.scopes.has('user:email') && !auth.scopes.has('user')) {
    // GitHub hides the emails from a token without the scope.
    return { status: 404, body: { message: 'Not Found', documentation_url: documentation } }
  }
  const body =
    path === '/user' ? githubUser(auth.identity, request.issuer) : githubEmails(auth.identity)
  return { status: 200, body, headers: { 'x-oauth-scopes': [...auth.scopes].join(', ') } }
}
