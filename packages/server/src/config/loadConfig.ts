import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toOriginPattern } from '@latch/core'
import { z } from 'zod'
import { defaultSessionSettings } from '../auth/sessions.js'
import { InvalidSettingError } from '../errors.js'
import {
  type FarcasterIdRegistry,
  parseFarcasterIdRegistry,
} from '../farcaster/parseFarcasterIdRegistry.js'
import { isLoopbackHost } from '../http/clientAddress.js'
import type { LogLevel } from '../logger.js'
import {
  type SocialProviderId,
  type SocialProviderSettings,
  socialProviderIds,
} from '../social/socialProviders.js'

/** How the built-in indexer follows one chain (`CHAIN_DATA_INDEX`). */
export type ChainIndexSettings = {
  /** The first block to index. */
  startBlock: number
  /** Blocks a block waits under the head before it is indexed; `0` on a devnet. */
  confirmations: number
  /** How often to look for new blocks once caught up, in ms. Defaults to `2000`. */
  pollIntervalMs: number
  /**
   * The most blocks read per step, with one `eth_getLogs` over them; halved while the provider
   * refuses ranges that long. Each block is read whole (with its transactions), so a long range
   * suits a chain of small blocks. Defaults to `100`.
   */
  blockRange?: number | undefined
  /**
   * Whether to trace each block (`debug_traceBlockByHash` with the `callTracer`) to record the
   * native value moved by contracts (internal transfers). Tracing is costly, and many hosted RPC
   * providers do not offer it; without it only each transaction's own value is recorded.
   * Defaults to `false`.
   */
  traces?: boolean | undefined
}

/** A token's name and symbol, which Solana keeps off chain (`CHAIN_DATA_SOLANA`). */
type SolanaTokenLabel = { name: string; symbol: string }

/** How the Solana provider serves one cluster (`CHAIN_DATA_SOLANA`). */
export type SolanaClusterSettings = {
  /** Names and symbols by mint (base58); other mints show their address abbreviated. */
  tokens: Record<string, SolanaTokenLabel>
}

/** The server's settings, validated. */
export type Config = {
  /** Defaults to `8787`. */
  port: number
  /** Defaults to `'127.0.0.1'` (loopback only). */
  host: string
  /** Defaults to `sqlite:<checkout>/data/latch.sqlite`. */
  databaseUrl: string
  /** The server's public base URL, when it differs from `http://host:port`. */
  publicUrl: string | undefined
  /** Defaults to `'info'`. */
  logLevel: LogLevel
  /** Defaults to `true`. */
  analyticsEnabled: boolean
  /** Bearer token for reading analytics over HTTP; reading is off without it. */
  adminToken: string | undefined
  /** A project `startServer` creates (or updates) for local development. */
  devProjectId: string | undefined
  /** Origins added to the dev project. */
  devOrigins: string[]
  /** Serve the development WalletConnect relay at `/relay`. Defaults to `false`. */
  relayEnabled: boolean
  /** Where login codes are sent, e.g. `smtp://user:pass@host:587`; without it, an in-process sink. */
  smtpUrl: string | undefined
  /** The From of login mails. Defaults to `Latch <login@latch.localhost>`. */
  mailFrom: string
  /**
   * The key of the login-code HMACs. Required when `NODE_ENV=production` and `SMTP_URL` is set;
   * elsewhere a random one per process is used (codes and sessions then die with the process).
   */
  authSecret: string | undefined
  /** How long a login code lives, in seconds. Defaults to `600`. */
  otpTtlSeconds: number
  /**
   * How long a session token lives unless it is replaced, in seconds: a device that does not use
   * its login for this long is signed out. Defaults to `86400` (24 h). See `rotateSession`.
   */
  sessionIdleTtlSeconds: number
  /**
   * How long a login lasts at most, however often its token is rotated, in seconds; then the
   * visitor signs in with a new code. Defaults to `604800` (7 days, the old fixed lifetime).
   */
  sessionMaxAgeSeconds: number
  /**
   * How old a token gets before the frame replaces it (`POST /auth/v1/session/refresh`), in
   * seconds: the longest a copied token stays useful without the theft showing (a reuse ends the
   * login). Below `SESSION_IDLE_TTL_SECONDS`. Defaults to `900` (15 minutes).
   */
  sessionRotateAfterSeconds: number
  /**
   * Serve the mails of the in-process sink at `/dev/mailbox`, to loopback clients only.
   * Defaults to `false` (`npm start` turns it on); never on with `SMTP_URL`, and refused in
   * production and with a `HOST` that is not loopback.
   */
  devMailbox: boolean
  /** Take the client address from the last `X-Forwarded-For` entry. Defaults to `false`. */
  trustProxy: boolean
  /**
   * A project's hourly budget of login mails. Beyond it the project still serves every client
   * source (IPv4 address, IPv6 /64) that sent fewer than 3 codes for it in the hour, so a flood
   * cannot lock visitors out (see `checkHourlyLimits`). Defaults to `1000`.
   */
  loginSendsPerProjectPerHour: number
  /**
   * Login mails per project per hour from which `/auth/v1/email/start` needs a challenge passed
   * by the operator's `verifyChallenge` hook (no effect without a hook); `0`: always. Defaults
   * to `LOGIN_SENDS_PER_PROJECT_PER_HOUR`.
   */
  loginChallengeThreshold: number
  /**
   * Where the quotas of every route family are counted: `memory` (per process), `database` (the
   * server's database, shared by the instances on it) or `redis` (`REDIS_URL`). Defaults to
   * `'memory'`; with several instances, use `database` or `redis`.
   */
  rateLimitStore: 'memory' | 'database' | 'redis'
  /** The Redis of `RATE_LIMIT_STORE=redis`, e.g. `redis://127.0.0.1:6379/0`. Never logged. */
  redisUrl: string | undefined
  /**
   * Analytics events counted per project per UTC day; the rest of the day's batches are refused
   * with 429. Defaults to `100000`.
   */
  analyticsEventsPerProjectPerDay: number
  /** The secure frame's origin, allowed by the login routes for every project. */
  frameOrigin: string | undefined
  /**
   * Serve the secure frame app on this port (its own origin). `FRAME_ORIGIN` then defaults to
   * `http://<HOST>:<FRAME_PORT>`; behind a proxy, set it to the public origin.
   */
  framePort: number | undefined
  /**
   * The key-encryption key (KEK) of the embedded wallet's key shares: base64 of 32 bytes, held
   * outside the database (the environment, or the file named by `LATCH_CONFIG`). Never logged.
   */
  keyEncryptionKey: string | undefined
  /** The KEK's id, stored with each share so that keys can be rotated. Defaults to `'k1'`. */
  keyEncryptionKeyId: string
  /**
   * Without `KEY_ENCRYPTION_KEY`: `true` (outside production) uses a random KEK per process, so
   * stored shares cannot be read after the process ends (development only); `false`
   * (`NODE_ENV=production`) turns the key-share routes off (503 `not_configured`).
   */
  randomKeyEncryptionKey: boolean
  /**
   * The chains the secure frame serves, CAIP-2 chain id → RPC URL (`CHAIN_RPC_URLS`, e.g.
   * `eip155:1=https://eth.example,solana:5eyk…=https://sol.example`). The frame reads and sends
   * transactions only through these; the modal never tells it a URL (SECURITY.md T30, T33).
   */
  chainRpcUrls: Record<string, string>
  /**
   * The chains the built-in indexer follows over their `CHAIN_RPC_URLS` (`CHAIN_DATA_INDEX`,
   * JSON: `{ "eip155:31337": { "startBlock": 0, "confirmations": 0 } }`). Defaults to none.
   */
  chainDataIndex: Record<string, ChainIndexSettings>
  /**
   * Fixed prices in the site's currency (`CHAIN_DATA_PRICES`, JSON: CAIP-2 → `native` or a
   * token address → price of one whole token), e.g. for a devnet. Addresses are lower-case here.
   */
  chainDataPrices: Record<string, Record<string, number>>
  /**
   * Chains served from a Blockscout instance's REST API rather than the indexer
   * (`CHAIN_DATA_BLOCKSCOUT`, JSON: CAIP-2 → the instance's origin). Defaults to none.
   */
  chainDataBlockscout: Record<string, string>
  /**
   * A public price API asked for the prices `CHAIN_DATA_PRICES` does not fix
   * (`CHAIN_DATA_PRICE_API`): `defillama` or `none`. Defaults to `'none'`.
   */
  chainDataPriceApi: 'defillama' | 'none'
  /**
   * The Solana clusters whose balances are read over their `CHAIN_RPC_URLS` (`CHAIN_DATA_SOLANA`,
   * JSON: `{ "solana:<genesis hash prefix>": { "tokens": { "<mint>": { "name", "symbol" } } } }`).
   * Defaults to none.
   */
  chainDataSolana: Record<string, SolanaClusterSettings>
  /**
   * The IPFS HTTP gateway that `ipfs://` images of NFTs and tokens are fetched from
   * (`IPFS_GATEWAY_URL`), as `<gateway>/ipfs/<CID>/<path>`. Its origin is trusted by the image
   * fetcher's guard (it may be a node on a private address or another port); every other host
   * must be public. Defaults to `'https://ipfs.io'`.
   */
  ipfsGatewayUrl: string
  /**
   * The operator's OAuth apps for the social login (`SOCIAL_PROVIDERS`, JSON: provider →
   * `{ clientId, clientSecret }`, Apple `{ clientId, apple: { teamId, keyId, privateKey } }`, each
   * with optional `endpoints` that point it elsewhere, e.g. at a local identity provider). A
   * provider left out is not offered. Defaults to none.
   */
  socialProviders: Partial<Record<SocialProviderId, SocialProviderSettings>>
  /**
   * The ES256 key that signs Sign In With X session tokens (`SIWX_SIGNING_KEY`: a PKCS#8 PEM or a
   * private JWK as JSON). Without it, one random key per process (development only: tokens end
   * with the process, and other instances refuse them; the server warns).
   */
  siwxSigningKey: string | undefined
  /** How long a SIWX session lasts (`SIWX_SESSION_TTL_SECONDS`). Defaults to a day. */
  siwxSessionTtlSeconds: number
  /** The `iss` of SIWX session tokens (`SIWX_ISSUER`). Defaults to `PUBLIC_URL`. */
  siwxIssuer: string | undefined
  /**
   * The Farcaster ID registry Sign In With Farcaster checks fids against
   * (`FARCASTER_ID_REGISTRY`, CAIP-10 of the contract, its chain in `CHAIN_RPC_URLS`; Farcaster's
   * is `eip155:10:0x00000000Fc6c5F01Fc30151999387Bb99A9f489b`). Without it the relay answers 503.
   */
  farcasterIdRegistry: FarcasterIdRegistry | undefined
  /** The key Farcaster clients send to authenticate a channel (`FARCASTER_RELAY_KEY`). */
  farcasterRelayKey: string | undefined
  /** The deep link of a channel (`FARCASTER_SIGN_IN_URL`); Farcaster's own by default. */
  farcasterSignInUrl: string | undefined
}

const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host)

/** Parameters of `loadConfig`. */
export type LoadConfigParameters = {
  /** Defaults to `process.env`. */
  env?: Record<string, string | undefined> | undefined
}

/** The SQLite file used when DATABASE_URL is not set: `data/latch.sqlite` in the checkout. */
export const defaultDatabaseUrl = `sqlite:${fileURLToPath(new URL('../../../../data/latch.sqlite', import.meta.url))}`

const idPattern = /^[A-Za-z0-9._:-]{1,128}$/

// Environment values are strings; a config file may also hold numbers, booleans and arrays.
const integer = (minimum: number, maximum: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number().int().min(minimum).max(maximum),
  )
const boolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}, z.boolean())
const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash
  } catch {
    return false
  }
})
// A URL of one of the protocols, with a host: SMTP_URL, REDIS_URL.
const serviceUrl = (protocols: string[]) =>
  z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value)
        return protocols.includes(url.protocol) && url.hostname !== ''
      } catch {
        return false
      }
    })
// A JSON setting: a string in the environment, the value itself in a config file.
const json = <schema extends z.ZodType>(inner: schema) =>
  z.preprocess((value, context) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON', params: { detail: true } })
      return z.NEVER
    }
  }, inner)
const originList = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    z.array(z.string()).max(100),
  )
  .transform((origins, context) => {
    const patterns: string[] = []
    for (const origin of origins) {
      try {
        patterns.push(toOriginPattern(origin))
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: (error as { shortMessage: string }).shortMessage,
          params: { detail: true },
        })
        return z.NEVER
      }
    }
    return patterns
  })

const schema = z.object({
  PORT: integer(1, 65535).optional(),
  HOST: z.string().min(1).max(255).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/)
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
  ANALYTICS_ENABLED: boolean.optional(),
  ADMIN_TOKEN: z
    .string()
    .min(16)
    .max(512)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
  DEV_PROJECT_ID: z.string().regex(idPattern).optional(),
  DEV_ORIGINS: originList.optional(),
  RELAY_ENABLED: boolean.optional(),
  CHAIN_RPC_URLS: z
    .string()
    .max(16_384)
    .transform((value, context) => {
      const map: Record<string, string> = Object.create(null)
      for (const entry of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const at = entry.indexOf('=')
        const chainId = entry.slice(0, at)
        const url = entry.slice(at + 1)
        let parsed: URL | undefined
        try {
          parsed = new URL(url)
        } catch {
          parsed = undefined
        }
        if (
          at < 0 ||
          !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId) ||
          !parsed ||
          (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
          Object.hasOwn(map, chainId)
        ) {
          context.addIssue({ code: 'custom', message: entry.slice(0, 100) })
          return z.NEVER
        }
        map[chainId] = parsed.href
      }
      return map
    })
    .optional(),
  CHAIN_DATA_INDEX: json(
    z.record(
      z.string().regex(/^eip155:[1-9][0-9]{0,15}$/),
      z.strictObject({
        startBlock: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        confirmations: z.number().int().min(0).max(1000),
        pollIntervalMs: z.number().int().min(100).max(3_600_000).optional(),
        blockRange: z.number().int().min(1).max(10_000).optional(),
        traces: z.boolean().optional(),
      }),
    ),
  ).optional(),
  CHAIN_DATA_PRICES: json(
    z.record(
      z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
      z.record(
        z.string().regex(/^(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/),
        z.number().finite().min(0),
      ),
    ),
  ).optional(),
  CHAIN_DATA_BLOCKSCOUT: json(
    z.record(z.string().regex(/^eip155:[1-9][0-9]{0,15}$/), httpUrl.pipe(z.string().max(2048))),
  ).optional(),
  CHAIN_DATA_PRICE_API: z.enum(['defillama', 'none']).optional(),
  CHAIN_DATA_SOLANA: json(
    z.record(
      z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
      z.strictObject({
        tokens: z
          .record(
            z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
            z.strictObject({
              name: z.string().regex(/^[^\p{Cc}\p{Cf}]{1,64}$/u),
              symbol: z.string().regex(/^[^\s\p{Cc}\p{Cf}]{1,16}$/u),
            }),
          )
          .optional(),
      }),
    ),
  ).optional(),
  // No user name or password: the image fetcher sends no credentials.
  IPFS_GATEWAY_URL: httpUrl
    .pipe(z.string().max(2048))
    .refine((value) => !/^[a-z]+:\/\/[^/]*@/i.test(value))
    .optional(),
  SOCIAL_PROVIDERS: json(
    z.partialRecord(
      z.enum(socialProviderIds),
      z
        .strictObject({
          clientId: z.string().regex(/^[\x21-\x7e]{1,512}$/),
          clientSecret: z
            .string()
            .regex(/^[\x21-\x7e]{1,1024}$/)
            .optional(),
          apple: z
            .strictObject({
              teamId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
              keyId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
              privateKey: z
                .string()
                .regex(/-----BEGIN PRIVATE KEY-----/)
                .max(4096),
            })
            .optional(),
          endpoints: z
            .strictObject({
              authorization: httpUrl.pipe(z.string().max(2048)).optional(),
              token: httpUrl.pipe(z.string().max(2048)).optional(),
              userInfo: httpUrl.pipe(z.string().max(2048)).optional(),
              issuer: z.string().max(2048).optional(),
              jwks: httpUrl.pipe(z.string().max(2048)).optional(),
            })
            .optional(),
        })
        .refine((settings) => settings.clientSecret !== undefined || settings.apple !== undefined),
    ),
  ).optional(),
  FARCASTER_ID_REGISTRY: z.string().max(200).optional(),
  FARCASTER_RELAY_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{16,512}$/)
    .optional(),
  FARCASTER_SIGN_IN_URL: httpUrl.pipe(z.string().max(2048)).optional(),
  SIWX_SIGNING_KEY: z.string().min(32).max(8192).optional(),
  SIWX_SESSION_TTL_SECONDS: integer(60, 31_536_000).optional(),
  SIWX_ISSUER: z.string().min(1).max(2048).optional(),
  SMTP_URL: serviceUrl(['smtp:', 'smtps:']).optional(),
  // A header value: no line breaks, so it cannot add headers.
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/)
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32)
    .max(512)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
  OTP_TTL_SECONDS: integer(60, 86_400).optional(),
  SESSION_IDLE_TTL_SECONDS: integer(300, 31_536_000).optional(),
  SESSION_MAX_AGE_SECONDS: integer(300, 31_536_000).optional(),
  SESSION_ROTATE_AFTER_SECONDS: integer(60, 86_400).optional(),
  DEV_MAILBOX: boolean.optional(),
  TRUST_PROXY: boolean.optional(),
  LOGIN_SENDS_PER_PROJECT_PER_HOUR: integer(1, 100_000_000).optional(),
  LOGIN_CHALLENGE_THRESHOLD: integer(0, 100_000_000).optional(),
  RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
  REDIS_URL: serviceUrl(['redis:', 'rediss:']).optional(),
  ANALYTICS_EVENTS_PER_PROJECT_PER_DAY: integer(1, 1_000_000_000).optional(),
  FRAME_PORT: integer(1, 65535).optional(),
  FRAME_ORIGIN: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value)
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.origin === value &&
          /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
        )
      } catch {
        return false
      }
    })
    .optional(),
  // Exactly 32 bytes; standard or URL-safe alphabet, padding optional.
  KEY_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/)
    .optional(),
  // Never ephemeral-*: that prefix marks the random per-process key of development.
  KEY_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^(?!ephemeral-)[A-Za-z0-9._-]{1,64}$/)
    .optional(),
})

type SettingName = keyof z.infer<typeof schema>

// What each setting takes, in the words of the error message.
const expected: Record<SettingName, string> = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or address',
  DATABASE_URL: 'sqlite:<path>, sqlite::memory: or postgres://user@host:port/database',
  PUBLIC_URL: 'an http(s) URL without query or fragment',
  LOG_LEVEL: 'one of debug, info, warn, error, silent',
  ANALYTICS_ENABLED: 'true or false',
  ADMIN_TOKEN: 'at least 16 printable characters without spaces',
  DEV_PROJECT_ID: 'a project id of 1 to 128 characters from A-Z a-z 0-9 . _ : -',
  DEV_ORIGINS: 'a comma-separated list of origins',
  RELAY_ENABLED: 'true or false',
  CHAIN_RPC_URLS:
    'a comma-separated list of <CAIP-2 chain id>=<http(s) URL>, each chain once, e.g. eip155:1=https://rpc.example',
  CHAIN_DATA_INDEX:
    'JSON of CAIP-2 eip155 chain id → { "startBlock": n, "confirmations": n (0-1000), "pollIntervalMs"?: n, "blockRange"?: n (1-10000), "traces"?: true or false }, e.g. {"eip155:1":{"startBlock":0,"confirmations":12}}',
  CHAIN_DATA_PRICES:
    'JSON of CAIP-2 chain id → { "native" or a token address → price ≥ 0 }, e.g. {"eip155:31337":{"native":3000}}',
  CHAIN_DATA_BLOCKSCOUT:
    'JSON of CAIP-2 eip155 chain id → a Blockscout origin, e.g. {"eip155:1":"https://eth.blockscout.com"}',
  CHAIN_DATA_PRICE_API: 'one of defillama, none',
  CHAIN_DATA_SOLANA:
    'JSON of CAIP-2 solana chain id → { "tokens"?: { <mint> → { "name": 1-64 characters, "symbol": 1-16 characters without spaces } } }, e.g. {"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":{"tokens":{"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v":{"name":"USD Coin","symbol":"USDC"}}}}',
  IPFS_GATEWAY_URL:
    'an http(s) URL of an IPFS gateway without credentials, query or fragment, e.g. https://ipfs.io',
  SOCIAL_PROVIDERS:
    'JSON of provider (google, x, discord, github, apple, facebook) → { "clientId", "clientSecret" } (Apple: "apple": { "teamId", "keyId", "privateKey": PKCS#8 PEM }), optionally "endpoints": { "authorization", "token", "userInfo", "issuer", "jwks" }',
  FARCASTER_ID_REGISTRY: 'eip155:<chain id>:<contract address>, its chain in CHAIN_RPC_URLS',
  FARCASTER_RELAY_KEY: '16 to 512 printable characters without spaces',
  FARCASTER_SIGN_IN_URL: 'an http(s) URL without query or fragment',
  SIWX_SIGNING_KEY: 'an ES256 (P-256) private key: a PKCS#8 PEM, or a JWK as JSON',
  SIWX_SESSION_TTL_SECONDS: 'an integer from 60 to 31536000',
  SIWX_ISSUER: 'the issuer URL of SIWX session tokens',
  SMTP_URL: 'smtp://user:pass@host:port or smtps://user:pass@host:port',
  MAIL_FROM: 'a mail address, optionally as Name <address>',
  AUTH_SECRET: 'at least 32 printable characters without spaces',
  OTP_TTL_SECONDS: 'an integer from 60 to 86400',
  SESSION_IDLE_TTL_SECONDS: 'an integer from 300 to 31536000',
  SESSION_MAX_AGE_SECONDS: 'an integer from 300 to 31536000',
  SESSION_ROTATE_AFTER_SECONDS: 'an integer from 60 to 86400',
  DEV_MAILBOX: 'true or false',
  TRUST_PROXY: 'true or false',
  LOGIN_SENDS_PER_PROJECT_PER_HOUR: 'an integer from 1 to 100000000',
  LOGIN_CHALLENGE_THRESHOLD: 'an integer from 0 to 100000000',
  RATE_LIMIT_STORE: 'one of memory, database, redis',
  REDIS_URL: 'redis://[user:pass@]host:port[/db] or rediss://…',
  ANALYTICS_EVENTS_PER_PROJECT_PER_DAY: 'an integer from 1 to 1000000000',
  FRAME_PORT: 'an integer from 1 to 65535',
  FRAME_ORIGIN: 'an origin such as https://frame.example.com (scheme, host and port only)',
  KEY_ENCRYPTION_KEY: 'base64 of 32 random bytes (openssl rand -base64 32)',
  KEY_ENCRYPTION_KEY_ID: '1 to 64 characters from A-Z a-z 0-9 . _ - not starting with ephemeral-',
}
const settingNames = Object.keys(expected) as SettingName[]

function readConfigFile(path: string): Record<string, unknown> {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new InvalidSettingError(`Invalid setting LATCH_CONFIG: cannot read ${path} as JSON.`, {
      cause: error,
    })
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new InvalidSettingError(`Invalid setting LATCH_CONFIG: ${path} must hold a JSON object.`)
  for (const key of Object.keys(json))
    if (!settingNames.includes(key as SettingName))
      throw new InvalidSettingError(
        `Invalid setting ${key} in ${path}: unknown setting (expected one of ${settingNames.join(', ')}).`,
      )
  return json as Record<string, unknown>
}

/**
 * Reads the settings from the environment, over an optional JSON file named by `LATCH_CONFIG`,
 * and validates them. A wrong value throws an error that names the setting.
 */
export function loadConfig(parameters: LoadConfigParameters = {}): Config {
  const env = parameters.env ?? process.env
  const raw: Record<string, unknown> = env.LATCH_CONFIG ? readConfigFile(env.LATCH_CONFIG) : {}
  for (const name of settingNames) {
    const value = env[name]
    // `FOO=` in a shell or an .env file means "not set", not "empty".
    if (value !== undefined && value !== '') raw[name] = value
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path[0] as SettingName
    const detail = issue?.code === 'custom' && issue.params?.detail ? ` (${issue.message})` : ''
    throw new InvalidSettingError(`Invalid setting ${name}: expected ${expected[name]}${detail}.`)
  }
  const values = result.data
  // Outside production a missing secret is replaced per process; in production it would log
  // everyone out at each restart and differ between instances, and a dev mailbox would hand
  // anyone the codes.
  const production = env.NODE_ENV === 'production'
  if (production && values.DEV_MAILBOX === true)
    throw new InvalidSettingError(
      'Invalid setting DEV_MAILBOX: expected false when NODE_ENV=production (the mailbox shows every login code).',
    )
  if (
    values.DEV_MAILBOX === true &&
    values.SMTP_URL === undefined &&
    !isLoopbackHost(values.HOST ?? '127.0.0.1')
  )
    throw new InvalidSettingError(
      'Invalid setting DEV_MAILBOX: expected false when HOST is not a loopback address (the mailbox shows every login code).',
    )
  if (values.RATE_LIMIT_STORE === 'redis' && values.REDIS_URL === undefined)
    throw new InvalidSettingError(
      `Invalid setting REDIS_URL: expected ${expected.REDIS_URL} (required with RATE_LIMIT_STORE=redis).`,
    )
  const sessionIdleTtlSeconds =
    values.SESSION_IDLE_TTL_SECONDS ?? defaultSessionSettings.sessionIdleTtlSeconds
  const sessionMaxAgeSeconds =
    values.SESSION_MAX_AGE_SECONDS ?? defaultSessionSettings.sessionMaxAgeSeconds
  const sessionRotateAfterSeconds =
    values.SESSION_ROTATE_AFTER_SECONDS ?? defaultSessionSettings.sessionRotateAfterSeconds
  if (sessionMaxAgeSeconds < sessionIdleTtlSeconds)
    throw new InvalidSettingError(
      `Invalid setting SESSION_MAX_AGE_SECONDS: expected at least SESSION_IDLE_TTL_SECONDS (${sessionIdleTtlSeconds}).`,
    )
  if (sessionRotateAfterSeconds >= sessionIdleTtlSeconds)
    throw new InvalidSettingError(
      `Invalid setting SESSION_ROTATE_AFTER_SECONDS: expected less than SESSION_IDLE_TTL_SECONDS (${sessionIdleTtlSeconds}).`,
    )
  const chainRpcUrls = values.CHAIN_RPC_URLS ?? {}
  const chainDataIndex: Record<string, ChainIndexSettings> = Object.create(null)
  for (const [chainId, settings] of Object.entries(values.CHAIN_DATA_INDEX ?? {})) {
    if (!Object.hasOwn(chainRpcUrls, chainId))
      throw new InvalidSettingError(
        `Invalid setting CHAIN_DATA_INDEX: ${chainId} has no RPC URL in CHAIN_RPC_URLS.`,
      )
    chainDataIndex[chainId] = { ...settings, pollIntervalMs: settings.pollIntervalMs ?? 2000 }
  }
  const chainDataSolana: Record<string, SolanaClusterSettings> = Object.create(null)
  for (const [chainId, settings] of Object.entries(values.CHAIN_DATA_SOLANA ?? {})) {
    if (!Object.hasOwn(chainRpcUrls, chainId))
      throw new InvalidSettingError(
        `Invalid setting CHAIN_DATA_SOLANA: ${chainId} has no RPC URL in CHAIN_RPC_URLS.`,
      )
    chainDataSolana[chainId] = { tokens: { ...settings.tokens } }
  }
  const chainDataPrices: Record<string, Record<string, number>> = Object.create(null)
  for (const [chainId, prices] of Object.entries(values.CHAIN_DATA_PRICES ?? {}))
    chainDataPrices[chainId] = Object.fromEntries(
      Object.entries(prices).map(([token, price]) => [
        token.startsWith('0x') ? token.toLowerCase() : token,
        price,
      ]),
    )
  if (production && values.SMTP_URL !== undefined && values.AUTH_SECRET === undefined)
    throw new InvalidSettingError(
      `Invalid setting AUTH_SECRET: expected ${expected.AUTH_SECRET} (required when NODE_ENV=production and SMTP_URL is set).`,
    )
  return {
    port: values.PORT ?? 8787,
    host: values.HOST ?? '127.0.0.1',
    databaseUrl: values.DATABASE_URL ?? defaultDatabaseUrl,
    publicUrl: values.PUBLIC_URL,
    logLevel: values.LOG_LEVEL ?? 'info',
    analyticsEnabled: values.ANALYTICS_ENABLED ?? true,
    adminToken: values.ADMIN_TOKEN,
    devProjectId: values.DEV_PROJECT_ID,
    devOrigins: values.DEV_ORIGINS ?? [],
    relayEnabled: values.RELAY_ENABLED ?? false,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Latch <login@latch.localhost>',
    authSecret: values.AUTH_SECRET,
    otpTtlSeconds: values.OTP_TTL_SECONDS ?? 600,
    sessionIdleTtlSeconds,
    sessionMaxAgeSeconds,
    sessionRotateAfterSeconds,
    devMailbox: values.SMTP_URL === undefined && (values.DEV_MAILBOX ?? false),
    trustProxy: values.TRUST_PROXY ?? false,
    loginSendsPerProjectPerHour: values.LOGIN_SENDS_PER_PROJECT_PER_HOUR ?? 1000,
    loginChallengeThreshold:
      values.LOGIN_CHALLENGE_THRESHOLD ?? values.LOGIN_SENDS_PER_PROJECT_PER_HOUR ?? 1000,
    rateLimitStore: values.RATE_LIMIT_STORE ?? 'memory',
    redisUrl: values.REDIS_URL,
    analyticsEventsPerProjectPerDay: values.ANALYTICS_EVENTS_PER_PROJECT_PER_DAY ?? 100_000,
    frameOrigin:
      values.FRAME_ORIGIN ??
      (values.FRAME_PORT === undefined
        ? undefined
        : `http://${hostForUrl(values.HOST ?? '127.0.0.1')}:${values.FRAME_PORT}`),
    framePort: values.FRAME_PORT,
    keyEncryptionKey: values.KEY_ENCRYPTION_KEY,
    keyEncryptionKeyId: values.KEY_ENCRYPTION_KEY_ID ?? 'k1',
    randomKeyEncryptionKey: values.KEY_ENCRYPTION_KEY === undefined && !production,
    chainRpcUrls,
    chainDataIndex,
    chainDataPrices,
    chainDataBlockscout: values.CHAIN_DATA_BLOCKSCOUT ?? {},
    chainDataPriceApi: values.CHAIN_DATA_PRICE_API ?? 'none',
    chainDataSolana,
    ipfsGatewayUrl: values.IPFS_GATEWAY_URL ?? 'https://ipfs.io',
    socialProviders: values.SOCIAL_PROVIDERS ?? {},
    siwxSigningKey: values.SIWX_SIGNING_KEY,
    siwxSessionTtlSeconds: values.SIWX_SESSION_TTL_SECONDS ?? 86_400,
    siwxIssuer: values.SIWX_ISSUER,
    farcasterIdRegistry:
      values.FARCASTER_ID_REGISTRY === undefined
        ? undefined
        : parseFarcasterIdRegistry(values.FARCASTER_ID_REGISTRY, chainRpcUrls),
    farcasterRelayKey: values.FARCASTER_RELAY_KEY,
    farcasterSignInUrl: values.FARCASTER_SIGN_IN_URL,
  }
}
