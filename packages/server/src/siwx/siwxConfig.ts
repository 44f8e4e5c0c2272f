import type { Config } from '../config/loadConfig.js'

/**
 * The settings of the Sign In With X routes: the server's own (`trustProxy`, `frameOrigin`,
 * `chainRpcUrls`, `publicUrl`, `host`, `port`) and three of their own.
 */
export type SiwxConfig = Pick<
  Config,
  'trustProxy' | 'frameOrigin' | 'chainRpcUrls' | 'publicUrl' | 'host' | 'port'
> & {
  /**
   * The ES256 (P-256) key that signs session tokens (`SIWX_SIGNING_KEY`): a PKCS#8 PEM (`\n`
   * may be written as the two characters `\` `n`), or a private JWK as JSON, whose `kid` is used
   * when it has one. The key id is otherwise the key's RFC 7638 thumbprint. Never logged.
   * Without it, a random key per process: tokens then end with the process.
   */
  siwxSigningKey?: string | undefined
  /** How long a session lasts, in seconds (`SIWX_SESSION_TTL_SECONDS`). Defaults to `86400`. */
  siwxSessionTtlSeconds: number
  /**
   * The `iss` of session tokens (`SIWX_ISSUER`). Defaults to `PUBLIC_URL`, else
   * `http://<HOST>:<PORT>`.
   */
  siwxIssuer?: string | undefined
}

/** How long an issued nonce can be used, in seconds: a sign-in takes a minute or two. */
export const siwxNonceTtlSeconds = 10 * 60

/**
 * How far ahead of the server's clock a message's `Issued At` may be, in seconds (SECURITY.md
 * T27's window): clients' clocks drift.
 */
export const siwxClockSkewSeconds = 5 * 60

/** The largest body the routes read, in bytes. */
export const maximumSiwxBodyBytes = 8192

/** The largest message `/verify` reads, in bytes (every valid message is ASCII). */
export const maximumSiwxMessageBytes = 4096

/** The issuer of session tokens: `siwxIssuer`, `publicUrl`, or the address the server listens on. */
export function toSiwxIssuer(config: SiwxConfig): string {
  if (config.siwxIssuer) return config.siwxIssuer
  if (config.publicUrl) return config.publicUrl
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${config.port}`
}
