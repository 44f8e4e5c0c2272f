const maximumJwtLength = 4096
const maximumIdLength = 256

/**
 * The client id a WalletConnect client announces in `?auth=<JWT>`: the JWT payload's `iss` (its
 * `did:key`). The signature is not checked, since this relay is for development: the id only
 * keeps a client's own messages from being echoed back to it, so a forged one harms only the
 * forger. Returns `undefined` when the query has no readable `auth`.
 */
export function readClientId(requestUrl: string | undefined): string | undefined {
  if (!requestUrl) return undefined
  let jwt: string | null
  try {
    jwt = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth')
  } catch {
    return undefined
  }
  if (!jwt || jwt.length > maximumJwtLength) return undefined
  const payload = jwt.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return undefined
    const issuer = (claims as { iss?: unknown }).iss
    if (typeof issuer !== 'string' || issuer.length === 0 || issuer.length > maximumIdLength)
      return undefined
    return issuer
  } catch {
    return undefined
  }
}
