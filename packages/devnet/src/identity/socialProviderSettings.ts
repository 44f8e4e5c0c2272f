/**
 * What the Latch server needs to sign in with one social provider. The server declares the same
 * shape; `devSocialProviderSettings` fills it for the dev identity provider.
 */
export type SocialProviderSettings = {
  clientId: string
  /** The client secret; every provider but apple has one. */
  clientSecret?: string
  /** Apple authenticates the client with an ES256 JWT signed by this key instead of a secret. */
  apple?: {
    teamId: string
    keyId: string
    /** PKCS#8 PEM of a P-256 key. */
    privateKey: string
  }
  /** Where the provider lives. Defaults to the real provider's endpoints. */
  endpoints?: {
    authorization?: string
    token?: string
    /** google: the OIDC userinfo URL; github, discord, x, facebook: the API base URL. */
    userInfo?: string
    /** google and apple: the id_token issuer. */
    issuer?: string
    /** google and apple: the id_token keys (a JWKS URL). */
    jwks?: string
  }
}
