/** What a Latch SIWX session token says (its payload; the signature is the server's to check). */
export type SiwxTokenClaims = {
  /** The project (`aud`). */
  aud: string
  /** The CAIP-10 account (`sub`). */
  sub: string
  /** The session id (`jti`). */
  jti: string
  /** Seconds since the epoch. */
  exp: number
  chainId: string
  address: string
  domain: string
}

const jwtPattern = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/

/**
 * Reads the claims of a stored session token without trusting them: what comes back from
 * storage is checked against the account before it is used, and the server has the last word
 * (`GET /siwx/v1/session`). Undefined when the token is not a Latch SIWX token.
 *
 * @example
 * decodeSiwxToken(token)?.sub // 'eip155:1:0xabc…'
 */
export function decodeSiwxToken(token: string): SiwxTokenClaims | undefined {
  const payload = jwtPattern.exec(token)?.[1]
  if (!payload || token.length > 4096) return undefined
  let claims: Record<string, unknown>
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
    claims = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
  const { aud, sub, jti, exp, chainId, address, domain } = claims ?? {}
  const texts = [aud, sub, jti, chainId, address, domain]
  if (!texts.every((text) => typeof text === 'string') || typeof exp !== 'number') return undefined
  if (sub !== `${chainId}:${address}`) return undefined
  return claims as SiwxTokenClaims
}
