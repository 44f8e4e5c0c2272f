import type { TestIdentity } from './testIdentities'

/** A request to one of the imitated provider APIs, after its bearer token was looked up. */
export type ProviderApiRequest = {
  method: string
  /** The path below the provider's API base, e.g. `/user/emails` for `/github/user/emails`. */
  path: string
  query: URLSearchParams
  /** The signed-in identity and the scopes it granted; undefined without a valid token. */
  auth: { identity: TestIdentity; scopes: ReadonlySet<string> } | undefined
  /** The dev identity provider's URL, for the links and avatars in the answers. */
  issuer: string
}
