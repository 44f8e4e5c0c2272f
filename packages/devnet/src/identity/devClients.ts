import type { DevSocialProvider } from './devSocialProvider'

/** The OAuth client the dev identity provider registers for one provider. */
export type DevClient = {
  clientId: string
  /**
   * The client secret the Latch server sends with HTTP Basic. Apple has none: its client proves
   * itself with an ES256 JWT (see `devAppleKey`).
   */
  clientSecret: string | undefined
}

// Dev-only credentials: the dev identity provider runs on loopback and holds test identities only.
/** The dev client of each provider. */
export const devClients: Record<DevSocialProvider, DevClient> = {
  google: { clientId: 'latch-dev-google', clientSecret: 'latch-dev-google-secret' },
  x: { clientId: 'latch-dev-x', clientSecret: 'latch-dev-x-secret' },
  discord: { clientId: 'latch-dev-discord', clientSecret: 'latch-dev-discord-secret' },
  github: { clientId: 'latch-dev-github', clientSecret: 'latch-dev-github-secret' },
  apple: { clientId: 'latch-dev-apple', clientSecret: undefined },
  facebook: { clientId: 'latch-dev-facebook', clientSecret: 'latch-dev-facebook-secret' },
}

/** The provider whose dev client has this id, if any. */
export function providerOfClient(clientId: string | undefined): DevSocialProvider | undefined {
  for (const [provider, client] of Object.entries(devClients)) {
    if (client.clientId === clientId) return provider as DevSocialProvider
  }
  return undefined
}
