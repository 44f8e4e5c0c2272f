import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { defaultDatabaseUrl, loadConfig } from './loadConfig.js'

const configFile = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'latch-config-')), 'latch.json')
  writeFileSync(path, content)
  return path
}

describe('loadConfig', () => {
  test('default', () => {
    expect(loadConfig({ env: {} })).toEqual({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: defaultDatabaseUrl,
      publicUrl: undefined,
      logLevel: 'info',
      analyticsEnabled: true,
      adminToken: undefined,
      devProjectId: undefined,
      devOrigins: [],
      relayEnabled: false,
      smtpUrl: undefined,
      socialProviders: {},
      siwxSigningKey: undefined,
      siwxSessionTtlSeconds: 86_400,
      siwxIssuer: undefined,
      farcasterIdRegistry: undefined,
      farcasterRelayKey: undefined,
      farcasterSignInUrl: undefined,
      mailFrom: 'Latch <login@latch.localhost>',
      authSecret: undefined,
      otpTtlSeconds: 600,
      sessionIdleTtlSeconds: 86_400,
      sessionMaxAgeSeconds: 604_800,
      sessionRotateAfterSeconds: 900,
      devMailbox: false,
      trustProxy: false,
      loginSendsPerProjectPerHour: 1000,
      loginChallengeThreshold: 1000,
      rateLimitStore: 'memory',
      redisUrl: undefined,
      analyticsEventsPerProjectPerDay: 100_000,
      frameOrigin: undefined,
      keyEncryptionKey: undefined,
      keyEncryptionKeyId: 'k1',
      randomKeyEncryptionKey: true,
      chainRpcUrls: {},
      chainDataIndex: {},
      chainDataPrices: {},
      chainDataBlockscout: {},
      chainDataPriceApi: 'none',
      chainDataSolana: {},
      ipfsGatewayUrl: 'https://ipfs.io',
    })
    expect(defaultDatabaseUrl).toMatch(/^sqlite:\/.*\/data\/latch\.sqlite$/)
    expect(defaultDatabaseUrl).not.toContain('packages')
  })

  test('parameters: every setting from the environment', () => {
    expect(
      loadConfig({
        env: {
          PORT: '9000',
          HOST: '0.0.0.0',
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/latch',
          PUBLIC_URL: 'https://api.example.com',
          LOG_LEVEL: 'debug',
          ANALYTICS_ENABLED: 'false',
          ADMIN_TOKEN: 'a-long-enough-admin-token',
          DEV_PROJECT_ID: 'demo',
          DEV_ORIGINS: 'http://localhost:5173, https://*.example.com',
          RELAY_ENABLED: 'true',
          SMTP_URL: 'smtp://user:pass@mail.example.com:587',
          MAIL_FROM: 'Example <login@example.com>',
          AUTH_SECRET: 'an-auth-secret-of-at-least-32-characters',
          OTP_TTL_SECONDS: '300',
          SESSION_IDLE_TTL_SECONDS: '3600',
          SESSION_MAX_AGE_SECONDS: '2592000',
          SESSION_ROTATE_AFTER_SECONDS: '300',
          DEV_MAILBOX: 'true',
          TRUST_PROXY: 'true',
          LOGIN_SENDS_PER_PROJECT_PER_HOUR: '500',
          LOGIN_CHALLENGE_THRESHOLD: '50',
          RATE_LIMIT_STORE: 'redis',
          REDIS_URL: 'redis://:secret@redis.example.com:6379/2',
          ANALYTICS_EVENTS_PER_PROJECT_PER_DAY: '5000',
          FRAME_ORIGIN: 'https://frame.example.com',
          KEY_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
          KEY_ENCRYPTION_KEY_ID: 'kek-2026.01',
          CHAIN_RPC_URLS:
            'eip155:1=https://eth.example/v1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=http://127.0.0.1:8899',
          CHAIN_DATA_INDEX:
            '{"eip155:1":{"startBlock":100,"confirmations":12,"blockRange":20,"traces":true}}',
          CHAIN_DATA_PRICES:
            '{"eip155:1":{"native":3000,"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48":1}}',
          CHAIN_DATA_BLOCKSCOUT: '{"eip155:10":"https://optimism.blockscout.com"}',
          CHAIN_DATA_PRICE_API: 'defillama',
          CHAIN_DATA_SOLANA:
            '{"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":{"tokens":{"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v":{"name":"USD Coin","symbol":"USDC"}}}}',
          IPFS_GATEWAY_URL: 'http://127.0.0.1:8080',
          SOCIAL_PROVIDERS:
            '{"github":{"clientId":"gh-app","clientSecret":"gh-secret"},"google":{"clientId":"g-app","clientSecret":"g-secret","endpoints":{"authorization":"http://127.0.0.1:8790/auth","issuer":"http://127.0.0.1:8790"}}}',
          SIWX_SIGNING_KEY:
            '{"kty":"EC","crv":"P-256","x":"placeholder-x","y":"placeholder-y","d":"placeholder-d"}',
          SIWX_SESSION_TTL_SECONDS: '3600',
          SIWX_ISSUER: 'https://api.example.com',
        },
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/latch',
      publicUrl: 'https://api.example.com',
      logLevel: 'debug',
      analyticsEnabled: false,
      adminToken: 'a-long-enough-admin-token',
      devProjectId: 'demo',
      devOrigins: ['http://localhost:5173', 'https://*.example.com'],
      relayEnabled: true,
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      socialProviders: {
        github: { clientId: 'gh-app', clientSecret: 'gh-secret' },
        google: {
          clientId: 'g-app',
          clientSecret: 'g-secret',
          endpoints: {
            authorization: 'http://127.0.0.1:8790/auth',
            issuer: 'http://127.0.0.1:8790',
          },
        },
      },
      siwxSigningKey:
        '{"kty":"EC","crv":"P-256","x":"placeholder-x","y":"placeholder-y","d":"placeholder-d"}',
      siwxSessionTtlSeconds: 3600,
      siwxIssuer: 'https://api.example.com',
      mailFrom: 'Example <login@example.com>',
      authSecret: 'an-auth-secret-of-at-least-32-characters',
      otpTtlSeconds: 300,
      sessionIdleTtlSeconds: 3600,
      sessionMaxAgeSeconds: 2_592_000,
      sessionRotateAfterSeconds: 300,
      // Never with SMTP_URL: the mailbox only shows what the in-process sink received.
      devMailbox: false,
      trustProxy: true,
      loginSendsPerProjectPerHour: 500,
      loginChallengeThreshold: 50,
      rateLimitStore: 'redis',
      redisUrl: 'redis://:secret@redis.example.com:6379/2',
      analyticsEventsPerProjectPerDay: 5000,
      frameOrigin: 'https://frame.example.com',
      keyEncryptionKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      keyEncryptionKeyId: 'kek-2026.01',
      randomKeyEncryptionKey: false,
      chainRpcUrls: {
        'eip155:1': 'https://eth.example/v1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899/',
      },
      chainDataIndex: {
        'eip155:1': {
          startBlock: 100,
          confirmations: 12,
          pollIntervalMs: 2000,
          blockRange: 20,
          traces: true,
        },
      },
      chainDataPrices: {
        'eip155:1': { native: 3000, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 1 },
      },
      chainDataBlockscout: { 'eip155:10': 'https://optimism.blockscout.com' },
      chainDataPriceApi: 'defillama',
      chainDataSolana: {
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
          tokens: {
            EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { name: 'USD Coin', symbol: 'USDC' },
          },
        },
      },
      ipfsGatewayUrl: 'http://127.0.0.1:8080',
    })
  })

  test('error: CHAIN_DATA_SOLANA that is not JSON, not solana, badly labelled or without an RPC URL', () => {
    const cluster = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const rpc = `${cluster}=http://127.0.0.1:8899`
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    for (const value of [
      `{"${cluster}":`,
      '{"eip155:1":{}}',
      `{"${cluster}":{"tokens":{"0xabc":{"name":"A","symbol":"A"}}}}`,
      `{"${cluster}":{"tokens":{"${mint}":{"name":"","symbol":"A"}}}}`,
      `{"${cluster}":{"tokens":{"${mint}":{"name":"A","symbol":"A B"}}}}`,
      `{"${cluster}":{"tokens":{"${mint}":{"name":"A"}}}}`,
      `{"${cluster}":{"extra":1}}`,
    ])
      expect(
        () => loadConfig({ env: { CHAIN_RPC_URLS: rpc, CHAIN_DATA_SOLANA: value } }),
        value,
      ).toThrow('Invalid setting CHAIN_DATA_SOLANA: expected JSON of CAIP-2 solana chain id')
    expect(() =>
      loadConfig({ env: { CHAIN_DATA_SOLANA: `{"${cluster}":{}}` } }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidSettingError: Invalid setting CHAIN_DATA_SOLANA: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp has no RPC URL in CHAIN_RPC_URLS.

      Version: @latch/core@0.1.0]
    `)
  })

  test('error: CHAIN_DATA_INDEX that is not JSON, not eip155, out of range or without an RPC URL', () => {
    const rpc = 'eip155:1=https://eth.example'
    const expected =
      'Invalid setting CHAIN_DATA_INDEX: expected JSON of CAIP-2 eip155 chain id → { "startBlock": n, "confirmations": n (0-1000), "pollIntervalMs"?: n, "blockRange"?: n (1-10000), "traces"?: true or false }, e.g. {"eip155:1":{"startBlock":0,"confirmations":12}}'
    for (const value of [
      '{"eip155:1":',
      '{"solana:1":{"startBlock":0,"confirmations":0}}',
      '{"eip155:1":{"startBlock":-1,"confirmations":0}}',
      '{"eip155:1":{"startBlock":0,"confirmations":1001}}',
      '{"eip155:1":{"startBlock":0,"confirmations":0,"extra":1}}',
      '{"eip155:1":{"startBlock":0,"confirmations":0,"blockRange":0}}',
      '{"eip155:1":{"startBlock":0,"confirmations":0,"traces":"yes"}}',
    ])
      expect(
        () => loadConfig({ env: { CHAIN_RPC_URLS: rpc, CHAIN_DATA_INDEX: value } }),
        value,
      ).toThrow(expected)
    expect(() =>
      loadConfig({ env: { CHAIN_DATA_INDEX: '{"eip155:5":{"startBlock":0,"confirmations":0}}' } }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidSettingError: Invalid setting CHAIN_DATA_INDEX: eip155:5 has no RPC URL in CHAIN_RPC_URLS.

      Version: @latch/core@0.1.0]
    `)
    expect(() => loadConfig({ env: { CHAIN_DATA_PRICES: '{"eip155:1":{"native":-1}}' } })).toThrow(
      'Invalid setting CHAIN_DATA_PRICES',
    )
  })

  test('error: CHAIN_RPC_URLS entries that are not <CAIP-2>=<http(s) URL>, or a chain twice', () => {
    for (const value of [
      'https://eth.example',
      '1=https://eth.example',
      'eip155:1=ftp://eth.example',
      'eip155:1=not a url',
      'eip155:1=https://a.example,eip155:1=https://b.example',
    ])
      expect(() => loadConfig({ env: { CHAIN_RPC_URLS: value } }), value).toThrow(
        'Invalid setting CHAIN_RPC_URLS: expected a comma-separated list of <CAIP-2 chain id>=<http(s) URL>, each chain once, e.g. eip155:1=https://rpc.example.',
      )
    expect(loadConfig({ env: {} }).chainRpcUrls).toEqual({})
  })

  test('behavior: an empty variable counts as unset', () => {
    expect(loadConfig({ env: { PORT: '', ADMIN_TOKEN: '' } }).port).toBe(8787)
  })

  test('parameters: booleans', () => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const)
      expect(loadConfig({ env: { ANALYTICS_ENABLED: value } }).analyticsEnabled).toBe(expected)
  })

  test('parameters: RELAY_ENABLED', () => {
    expect(loadConfig({ env: {} }).relayEnabled).toBe(false)
    expect(loadConfig({ env: { RELAY_ENABLED: 'true' } }).relayEnabled).toBe(true)
    expect(loadConfig({ env: { RELAY_ENABLED: '1' } }).relayEnabled).toBe(true)
    expect(loadConfig({ env: { RELAY_ENABLED: 'false' } }).relayEnabled).toBe(false)
    expect(loadConfig({ env: { RELAY_ENABLED: '' } }).relayEnabled).toBe(false)
    expect(
      loadConfig({ env: { LATCH_CONFIG: configFile('{"RELAY_ENABLED": true}') } }).relayEnabled,
    ).toBe(true)
  })

  test('parameters: DEV_MAILBOX', () => {
    expect(loadConfig({ env: { DEV_MAILBOX: 'false' } }).devMailbox).toBe(false)
    expect(loadConfig({ env: { DEV_MAILBOX: 'true' } }).devMailbox).toBe(true)
    expect(loadConfig({ env: {} }).devMailbox).toBe(false)
    expect(loadConfig({ env: { NODE_ENV: 'production' } }).devMailbox).toBe(false)
  })

  test('error: RATE_LIMIT_STORE and REDIS_URL', () => {
    expect(() => loadConfig({ env: { RATE_LIMIT_STORE: 'redis' } })).toThrow(
      'Invalid setting REDIS_URL: expected redis://[user:pass@]host:port[/db] or rediss://… (required with RATE_LIMIT_STORE=redis).',
    )
    expect(() => loadConfig({ env: { RATE_LIMIT_STORE: 'file' } })).toThrow(
      'Invalid setting RATE_LIMIT_STORE: expected one of memory, database, redis.',
    )
    expect(() => loadConfig({ env: { REDIS_URL: 'http://redis.example.com' } })).toThrow(
      'Invalid setting REDIS_URL: expected redis://[user:pass@]host:port[/db] or rediss://….',
    )
  })

  test('parameters: SMTP_URL accepts smtps', () => {
    expect(loadConfig({ env: { SMTP_URL: 'smtps://u:p@mail.example.com' } }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com',
    )
  })

  test('error: production guards of email login', () => {
    expect(() => loadConfig({ env: { NODE_ENV: 'production', DEV_MAILBOX: 'true' } })).toThrow(
      'Invalid setting DEV_MAILBOX: expected false when NODE_ENV=production (the mailbox shows every login code).',
    )
    expect(() =>
      loadConfig({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' } }),
    ).toThrow(
      'Invalid setting AUTH_SECRET: expected at least 32 printable characters without spaces (required when NODE_ENV=production and SMTP_URL is set).',
    )
    const secret = 'x'.repeat(32)
    expect(
      loadConfig({
        env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', AUTH_SECRET: secret },
      }).authSecret,
    ).toBe(secret)
  })

  test('parameters: KEY_ENCRYPTION_KEY', () => {
    const kek = Buffer.alloc(32, 7).toString('base64')
    // Production without a KEK: no random one, the key-share routes answer 503.
    expect(loadConfig({ env: { NODE_ENV: 'production' } })).toMatchObject({
      keyEncryptionKey: undefined,
      randomKeyEncryptionKey: false,
    })
    expect(loadConfig({ env: { NODE_ENV: 'production', KEY_ENCRYPTION_KEY: kek } })).toMatchObject({
      keyEncryptionKey: kek,
      keyEncryptionKeyId: 'k1',
      randomKeyEncryptionKey: false,
    })
    // URL-safe and unpadded forms of 32 bytes are accepted as they are.
    const urlSafe = Buffer.alloc(32, 0xfb).toString('base64url')
    expect(loadConfig({ env: { KEY_ENCRYPTION_KEY: urlSafe } }).keyEncryptionKey).toBe(urlSafe)
    expect(
      loadConfig({ env: { LATCH_CONFIG: configFile(JSON.stringify({ KEY_ENCRYPTION_KEY: kek })) } })
        .keyEncryptionKey,
    ).toBe(kek)
  })

  test('behavior: a wrong KEY_ENCRYPTION_KEY is never quoted in the error', () => {
    const wrong = Buffer.alloc(31, 9).toString('base64')
    expect(() => loadConfig({ env: { KEY_ENCRYPTION_KEY: wrong } })).toThrowError(
      expect.objectContaining({ message: expect.not.stringContaining(wrong) }),
    )
  })

  test.each([
    ['PORT', '0', 'Invalid setting PORT: expected an integer from 1 to 65535.'],
    ['PORT', '65536', 'Invalid setting PORT: expected an integer from 1 to 65535.'],
    ['PORT', '80.5', 'Invalid setting PORT: expected an integer from 1 to 65535.'],
    ['PORT', 'http', 'Invalid setting PORT: expected an integer from 1 to 65535.'],
    ['PORT', '1e3', 'Invalid setting PORT: expected an integer from 1 to 65535.'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid setting DATABASE_URL: expected sqlite:<path>, sqlite::memory: or postgres://user@host:port/database.',
    ],
    [
      'PUBLIC_URL',
      'ftp://x',
      'Invalid setting PUBLIC_URL: expected an http(s) URL without query or fragment.',
    ],
    ...['ipfs://gateway', 'https://ipfs.io/?key=1', 'https://user:pass@gateway.example'].map(
      (value) => [
        'IPFS_GATEWAY_URL',
        value,
        'Invalid setting IPFS_GATEWAY_URL: expected an http(s) URL of an IPFS gateway without credentials, query or fragment, e.g. https://ipfs.io.',
      ],
    ),
    [
      'LOG_LEVEL',
      'loud',
      'Invalid setting LOG_LEVEL: expected one of debug, info, warn, error, silent.',
    ],
    ['ANALYTICS_ENABLED', 'yes', 'Invalid setting ANALYTICS_ENABLED: expected true or false.'],
    ['RELAY_ENABLED', 'on', 'Invalid setting RELAY_ENABLED: expected true or false.'],
    ['RELAY_ENABLED', 'TRUE', 'Invalid setting RELAY_ENABLED: expected true or false.'],
    [
      'ADMIN_TOKEN',
      'short',
      'Invalid setting ADMIN_TOKEN: expected at least 16 printable characters without spaces.',
    ],
    [
      'ADMIN_TOKEN',
      'has spaces in the token',
      'Invalid setting ADMIN_TOKEN: expected at least 16 printable characters without spaces.',
    ],
    [
      'DEV_PROJECT_ID',
      'no spaces',
      'Invalid setting DEV_PROJECT_ID: expected a project id of 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
    ],
    [
      'DEV_ORIGINS',
      'http://localhost:5173,*',
      'Invalid setting DEV_ORIGINS: expected a comma-separated list of origins ("*" is not allowed: list each origin.).',
    ],
    [
      'SMTP_URL',
      'http://mail.example.com',
      'Invalid setting SMTP_URL: expected smtp://user:pass@host:port or smtps://user:pass@host:port.',
    ],
    [
      'MAIL_FROM',
      'Latch <login@x.y>\r\nBcc: a@b.c',
      'Invalid setting MAIL_FROM: expected a mail address, optionally as Name <address>.',
    ],
    [
      'SOCIAL_PROVIDERS',
      '{"myspace":{"clientId":"a","clientSecret":"b"}}',
      'Invalid setting SOCIAL_PROVIDERS: expected JSON of provider (google, x, discord, github, apple, facebook) → { "clientId", "clientSecret" } (Apple: "apple": { "teamId", "keyId", "privateKey": PKCS#8 PEM }), optionally "endpoints": { "authorization", "token", "userInfo", "issuer", "jwks" }.',
    ],
    [
      'SOCIAL_PROVIDERS',
      '{"github":{"clientId":"a"}}',
      'Invalid setting SOCIAL_PROVIDERS: expected JSON of provider (google, x, discord, github, apple, facebook) → { "clientId", "clientSecret" } (Apple: "apple": { "teamId", "keyId", "privateKey": PKCS#8 PEM }), optionally "endpoints": { "authorization", "token", "userInfo", "issuer", "jwks" }.',
    ],
    [
      'MAIL_FROM',
      'nobody',
      'Invalid setting MAIL_FROM: expected a mail address, optionally as Name <address>.',
    ],
    [
      'AUTH_SECRET',
      'too-short',
      'Invalid setting AUTH_SECRET: expected at least 32 printable characters without spaces.',
    ],
    [
      'OTP_TTL_SECONDS',
      '59',
      'Invalid setting OTP_TTL_SECONDS: expected an integer from 60 to 86400.',
    ],
    [
      'SESSION_IDLE_TTL_SECONDS',
      '299',
      'Invalid setting SESSION_IDLE_TTL_SECONDS: expected an integer from 300 to 31536000.',
    ],
    [
      'SESSION_MAX_AGE_SECONDS',
      '31536001',
      'Invalid setting SESSION_MAX_AGE_SECONDS: expected an integer from 300 to 31536000.',
    ],
    [
      'SESSION_ROTATE_AFTER_SECONDS',
      '59',
      'Invalid setting SESSION_ROTATE_AFTER_SECONDS: expected an integer from 60 to 86400.',
    ],
    ['DEV_MAILBOX', 'yes', 'Invalid setting DEV_MAILBOX: expected true or false.'],
    ['TRUST_PROXY', 'yes', 'Invalid setting TRUST_PROXY: expected true or false.'],
    [
      'FRAME_ORIGIN',
      'https://frame.example.com/',
      'Invalid setting FRAME_ORIGIN: expected an origin such as https://frame.example.com (scheme, host and port only).',
    ],
    [
      'FRAME_ORIGIN',
      'https://*.example.com',
      'Invalid setting FRAME_ORIGIN: expected an origin such as https://frame.example.com (scheme, host and port only).',
    ],
    [
      'KEY_ENCRYPTION_KEY',
      Buffer.alloc(31).toString('base64'),
      'Invalid setting KEY_ENCRYPTION_KEY: expected base64 of 32 random bytes (openssl rand -base64 32).',
    ],
    [
      'KEY_ENCRYPTION_KEY',
      Buffer.alloc(33).toString('base64'),
      'Invalid setting KEY_ENCRYPTION_KEY: expected base64 of 32 random bytes (openssl rand -base64 32).',
    ],
    [
      'KEY_ENCRYPTION_KEY_ID',
      'has:colon',
      'Invalid setting KEY_ENCRYPTION_KEY_ID: expected 1 to 64 characters from A-Z a-z 0-9 . _ - not starting with ephemeral-.',
    ],
    [
      'KEY_ENCRYPTION_KEY_ID',
      'ephemeral-1',
      'Invalid setting KEY_ENCRYPTION_KEY_ID: expected 1 to 64 characters from A-Z a-z 0-9 . _ - not starting with ephemeral-.',
    ],
  ])('error: %s=%s', (name, value, message) => {
    expect(() => loadConfig({ env: { [name]: value } })).toThrowError(
      expect.objectContaining({ name: 'InvalidSettingError', shortMessage: message }),
    )
  })

  test('error: session lifetimes that do not nest (rotation < idle expiry <= absolute expiry)', () => {
    expect(() => loadConfig({ env: { SESSION_MAX_AGE_SECONDS: '3600' } })).toThrow(
      'Invalid setting SESSION_MAX_AGE_SECONDS: expected at least SESSION_IDLE_TTL_SECONDS (86400).',
    )
    expect(() =>
      loadConfig({
        env: { SESSION_IDLE_TTL_SECONDS: '600', SESSION_ROTATE_AFTER_SECONDS: '600' },
      }),
    ).toThrow(
      'Invalid setting SESSION_ROTATE_AFTER_SECONDS: expected less than SESSION_IDLE_TTL_SECONDS (600).',
    )
    expect(
      loadConfig({ env: { SESSION_IDLE_TTL_SECONDS: '3600', SESSION_MAX_AGE_SECONDS: '3600' } })
        .sessionMaxAgeSeconds,
    ).toBe(3600)
  })

  test('behavior: the error message starts with the setting', () => {
    expect(() => loadConfig({ env: { PORT: 'x' } })).toThrow(/^Invalid setting PORT: /)
  })

  test('parameters: LATCH_CONFIG file, with the environment winning', () => {
    const path = configFile(
      JSON.stringify({
        PORT: 9100,
        ANALYTICS_ENABLED: false,
        DEV_ORIGINS: ['http://localhost:5173'],
        HOST: 'file-host',
      }),
    )
    const config = loadConfig({ env: { LATCH_CONFIG: path, HOST: 'env-host' } })
    expect(config.port).toBe(9100)
    expect(config.analyticsEnabled).toBe(false)
    expect(config.devOrigins).toEqual(['http://localhost:5173'])
    expect(config.host).toBe('env-host')
  })

  test('error: LATCH_CONFIG', () => {
    expect(() => loadConfig({ env: { LATCH_CONFIG: '/nonexistent/latch.json' } })).toThrow(
      'Invalid setting LATCH_CONFIG: cannot read /nonexistent/latch.json as JSON.',
    )
    const notObject = configFile('[1, 2]')
    expect(() => loadConfig({ env: { LATCH_CONFIG: notObject } })).toThrow(
      `Invalid setting LATCH_CONFIG: ${notObject} must hold a JSON object.`,
    )
    const unknown = configFile('{"PROT": 1}')
    expect(() => loadConfig({ env: { LATCH_CONFIG: unknown } })).toThrow(
      `Invalid setting PROT in ${unknown}: unknown setting`,
    )
    const wrongType = configFile('{"PORT": "eighty"}')
    expect(() => loadConfig({ env: { LATCH_CONFIG: wrongType } })).toThrow(
      'Invalid setting PORT: expected an integer from 1 to 65535.',
    )
  })
})
