import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { formatSiwxMessage, type SiwxMessageInput } from '@latch/core/siwx'
import { type AnvilProcess, compile, devAccounts } from '@latch/devnet'
import { databases, startAnvil, useTestDatabase } from '@latch/test/server'
import { base58 } from '@scure/base'
import { Hono } from 'hono'
import { decodeJwt } from 'jose'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { AppEnv } from '../http/appEnv.js'
import { createErrorHandlers } from '../http/errorHandlers.js'
import { createLogger } from '../logger.js'
import { createProject } from '../projects/createProject.js'
import { createRateLimits } from '../rateLimit/createRateLimits.js'
import type { RateLimitRules } from '../rateLimit/rateLimitRules.js'
import { createSiwxKeys, type SiwxKeys } from './createSiwxKeys.js'
import type { SiwxConfig } from './siwxConfig.js'
import { siwxRoutes } from './siwxRoutes.js'
import { verifySiwxSessionToken } from './verifySiwxSessionToken.js'

// SECURITY.md T27's sibling: a signed message signs in once, only for the site and origin it
// names, within its times, and only with its address's signature (EOA, ERC-1271, ERC-6492 on a
// real anvil; Ed25519 on solana). The tokens are checked the way a site backend checks them.

const appOrigin = 'https://app.example.com'
const otherOrigin = 'https://other.example.com'
const issuer = 'https://latch.example.test'
const localChain = 'eip155:31337'
const mainnetSolana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const [deployer, owner, stranger] = devAccounts(3).map((account) =>
  privateKeyToAccount(account.privateKey),
) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]

let anvil: AnvilProcess
let factory: Address
let factoryAbi: readonly unknown[]
let deployedAccount: Address
let counterfactualAccount: Address
const counterfactualSalt = keccak256(toHex('not deployed'))

beforeAll(async () => {
  anvil = await startAnvil('siwx routes')
  const compiled = await compile()
  factoryAbi = compiled.LatchSmartAccountFactory.abi
  const publicClient = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({
    account: deployer,
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  const deployed = await publicClient.waitForTransactionReceipt({
    hash: await wallet.deployContract({
      abi: compiled.LatchSmartAccountFactory.abi,
      bytecode: compiled.LatchSmartAccountFactory.bytecode,
    }),
  })
  factory = deployed.contractAddress as Address
  const contract = { address: factory, abi: compiled.LatchSmartAccountFactory.abi } as const
  const deployedSalt = keccak256(toHex('deployed'))
  await publicClient.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      ...contract,
      functionName: 'createAccount',
      args: [owner.address, deployedSalt],
    }),
  })
  deployedAccount = (await publicClient.readContract({
    ...contract,
    functionName: 'getAddress',
    args: [owner.address, deployedSalt],
  })) as Address
  counterfactualAccount = (await publicClient.readContract({
    ...contract,
    functionName: 'getAddress',
    args: [owner.address, counterfactualSalt],
  })) as Address
  // The test accounts are what they claim: one has code, the other none.
  expect(await publicClient.getCode({ address: deployedAccount })).toMatch(/^0x[0-9a-f]{20,}/)
  expect(await publicClient.getCode({ address: counterfactualAccount })).toBeUndefined()
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

/** An Ed25519 key pair as a Solana wallet holds it: the address is base58 of the public key. */
async function solanaWallet() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    address: base58.encode(publicKey),
    sign: async (text: string) =>
      base58.encode(
        new Uint8Array(
          await crypto.subtle.sign('Ed25519', pair.privateKey, new TextEncoder().encode(text)),
        ),
      ),
  }
}

type Body = { error?: { code: string; message: string } } & Record<string, unknown>

describe.each(databases)('siwx routes ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let clock = new Date()
  const keys: SiwxKeys = createSiwxKeys({
    signingKey: generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString(),
  })
  const config: SiwxConfig = {
    trustProxy: false,
    frameOrigin: undefined,
    chainRpcUrls: {},
    publicUrl: issuer,
    host: '127.0.0.1',
    port: 8787,
    siwxSessionTtlSeconds: 3600,
  }
  const logLines: string[] = []

  const createApp = (parameters: { rateLimits?: Partial<RateLimitRules> } = {}) => {
    const logger = createLogger({ level: 'debug', write: (line) => logLines.push(line) })
    const app = new Hono<AppEnv>()
    app.route(
      '/',
      siwxRoutes({
        db: handle.db,
        config: { ...config, chainRpcUrls: { [localChain]: anvil.rpcUrl } },
        logger,
        now: () => clock,
        limits: createRateLimits({ rules: parameters.rateLimits }),
        keys,
      }),
    )
    const { onError, notFound } = createErrorHandlers(logger)
    app.onError(onError)
    app.notFound(notFound)
    return app
  }
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    if (!database.url) return
    await createProject(handle.db, {
      id: 'demo',
      name: 'Demo',
      origins: [appOrigin, otherOrigin],
    })
    await createProject(handle.db, { id: 'elsewhere', name: 'Elsewhere', origins: [appOrigin] })
    app = createApp()
  })

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: unknown
      raw?: string
      token?: string
      origin?: string | null
      projectId?: string
      on?: Hono<AppEnv>
    } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.origin !== null) headers.origin = options.origin ?? appOrigin
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined || options.raw !== undefined)
      headers['content-type'] = 'application/json'
    const response = await (options.on ?? app).request(
      `/siwx/v1/${path}?projectId=${options.projectId ?? 'demo'}`,
      {
        method,
        headers,
        ...(options.raw !== undefined
          ? { body: options.raw }
          : options.body !== undefined
            ? { body: JSON.stringify(options.body) }
            : {}),
      },
    )
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as Body,
    }
  }

  const newNonce = async (projectId = 'demo') => {
    const { status, body } = await call('POST', 'nonce', { projectId })
    expect(status).toBe(200)
    return body.nonce as string
  }

  /** A message of the app's page for `address`, with a fresh nonce of the project. */
  const messageFor = async (
    address: string,
    change: Partial<SiwxMessageInput> = {},
  ): Promise<string> =>
    formatSiwxMessage({
      domain: 'app.example.com',
      address,
      statement: 'Sign in to the demo',
      uri: `${appOrigin}/login`,
      version: '1',
      chainId: localChain,
      nonce: change.nonce ?? (await newNonce()),
      issuedAt: clock.toISOString(),
      ...change,
    })

  const verify = (message: string, signature: string, options: Parameters<typeof call>[2] = {}) =>
    call('POST', 'verify', { body: { message, signature }, ...options })

  const expectRefusal = (
    answer: Awaited<ReturnType<typeof call>>,
    status: number,
    code: string,
  ) => {
    expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status, code })
    expect(answer.body.error?.message).toMatch(/\w/)
  }

  describe('eip155', () => {
    test('default: an EOA signs in; the token checks out against the JWKS over a socket', async () => {
      clock = new Date()
      const message = await messageFor(owner.address)
      const answer = await verify(message, await owner.signMessage({ message }))
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const session = answer.body.session as Record<string, string>
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        address: owner.address,
        chainId: localChain,
        caipAddress: `${localChain}:${owner.address}`,
        domain: 'app.example.com',
        issuedAt: clock.toISOString(),
        expiresAt: new Date(clock.getTime() + 3600_000).toISOString(),
      })
      const token = answer.body.token as string
      expect(decodeJwt(token)).toEqual({
        iss: issuer,
        aud: 'demo',
        sub: `${localChain}:${owner.address}`,
        jti: session.id,
        iat: Math.floor(clock.getTime() / 1000),
        exp: Math.floor(clock.getTime() / 1000) + 3600,
        chainId: localChain,
        address: owner.address,
        domain: 'app.example.com',
      })

      // A site backend: the key set over HTTP, the way jose's remote key set fetches it.
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise<void>((resolve) => server.once('listening', resolve))
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      try {
        const jwks = await fetch(`${base}/siwx/v1/jwks`)
        expect(jwks.headers.get('cache-control')).toBe('public, max-age=600')
        expect(await jwks.json()).toEqual({
          keys: [{ ...keys.jwks.keys[0], kid: keys.keyId, alg: 'ES256', use: 'sig' }],
        })
        const parameters = { jwksUrl: `${base}/siwx/v1/jwks`, projectId: 'demo', issuer }
        expect(await verifySiwxSessionToken(token, parameters)).toEqual({
          sessionId: session.id,
          caipAddress: `${localChain}:${owner.address}`,
          chainId: localChain,
          address: owner.address,
          domain: 'app.example.com',
          issuedAt: Math.floor(clock.getTime() / 1000),
          expiresAt: Math.floor(clock.getTime() / 1000) + 3600,
        })
        await expect(
          verifySiwxSessionToken(token, { ...parameters, projectId: 'elsewhere' }),
        ).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'aud' })
        // A token of another key under the same `kid`: the signature gives it away.
        const forger = createSiwxKeys({
          signingKey: JSON.stringify({
            ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
              format: 'jwk',
            }),
            kid: keys.keyId,
          }),
        })
        const forged = await forger.sign(decodeJwt(token))
        await expect(verifySiwxSessionToken(forged, parameters)).rejects.toMatchObject({
          code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
        })
        expectRefusal(await call('GET', 'session', { token: forged }), 401, 'unauthorized')
      } finally {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
      }

      const live = await call('GET', 'session', { token })
      expect(live.status).toBe(200)
      expect(live.body.session).toEqual(session)
      // The session on the other project's routes is no session.
      expectRefusal(
        await call('GET', 'session', { token, projectId: 'elsewhere' }),
        401,
        'unauthorized',
      )
    })

    test('behavior: a deployed smart account signs in through its owner (ERC-1271)', async () => {
      const message = await messageFor(deployedAccount)
      const answer = await verify(message, await owner.signMessage({ message }))
      expect(answer.status).toBe(200)
      expect((answer.body.session as Record<string, string>).address).toBe(deployedAccount)
    })

    test('error: a smart account with a signature of another key', async () => {
      const message = await messageFor(deployedAccount)
      expectRefusal(
        await verify(message, await stranger.signMessage({ message })),
        401,
        'invalid_signature',
      )
    })

    test('behavior: an account not deployed yet signs in with an ERC-6492 signature', async () => {
      const message = await messageFor(counterfactualAccount)
      const wrapped = (signature: Hex) =>
        serializeErc6492Signature({
          address: factory,
          data: encodeFunctionData({
            abi: factoryAbi,
            functionName: 'createAccount',
            args: [owner.address, counterfactualSalt],
          }),
          signature,
        })
      expectRefusal(
        await verify(message, wrapped(await stranger.signMessage({ message }))),
        401,
        'invalid_signature',
      )
      const answer = await verify(message, wrapped(await owner.signMessage({ message })))
      expect(answer.status).toBe(200)
      expect((answer.body.session as Record<string, string>).address).toBe(counterfactualAccount)
      // The check simulated the deployment; nothing was deployed.
      const publicClient = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
      expect(await publicClient.getCode({ address: counterfactualAccount })).toBeUndefined()
    })

    test('error: another key signed for the address', async () => {
      const message = await messageFor(owner.address)
      expectRefusal(
        await verify(message, await stranger.signMessage({ message })),
        401,
        'invalid_signature',
      )
    })

    test('error: a chain the server has no RPC for', async () => {
      const message = await messageFor(owner.address, { chainId: 'eip155:1' })
      const answer = await verify(message, await owner.signMessage({ message }))
      expectRefusal(answer, 400, 'chain_not_supported')
      expect(answer.body.error?.message).toContain('eip155:1')
    })

    test('error: a signature that is not hex', async () => {
      const message = await messageFor(owner.address)
      expectRefusal(await verify(message, 'not-hex'), 400, 'invalid_request')
    })

    test('error: an address with a wrong EIP-55 checksum', async () => {
      const wrongCase = owner.address.replace(/[a-f]/, (letter) => letter.toUpperCase())
      expect(wrongCase).not.toBe(owner.address)
      const message = await messageFor(wrongCase)
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'invalid_message',
      )
    })
  })

  describe('solana', () => {
    test('default: an Ed25519 signature of the message text, base58', async () => {
      const wallet = await solanaWallet()
      const message = await messageFor(wallet.address, { chainId: mainnetSolana })
      expect(message).toContain('wants you to sign in with your Solana account:')
      expect(message).toContain('\nChain ID: mainnet\n')
      const answer = await verify(message, await wallet.sign(message))
      expect(answer.status).toBe(200)
      expect(answer.body.session).toMatchObject({
        address: wallet.address,
        chainId: mainnetSolana,
        caipAddress: `${mainnetSolana}:${wallet.address}`,
      })
    })

    test('error: another key signed it', async () => {
      const [wallet, other] = [await solanaWallet(), await solanaWallet()]
      const message = await messageFor(wallet.address, { chainId: mainnetSolana })
      expectRefusal(await verify(message, await other.sign(message)), 401, 'invalid_signature')
    })

    test('error: a signature that is not base58 of 64 bytes', async () => {
      const wallet = await solanaWallet()
      const message = await messageFor(wallet.address, { chainId: mainnetSolana })
      const signature = await wallet.sign(message)
      expectRefusal(await verify(message, signature.slice(0, 40)), 400, 'invalid_request')
      expectRefusal(
        await verify(message, Buffer.from(base58.decode(signature)).toString('base64')),
        400,
        'invalid_request',
      )
    })
  })

  describe('the nonce', () => {
    test('default: 32 hex digits for 10 minutes, stored only as its hash', async () => {
      clock = new Date()
      const answer = await call('POST', 'nonce')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.body).toEqual({
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        expiresAt: new Date(clock.getTime() + 600_000).toISOString(),
      })
      const rows = await handle.db.selectFrom('siwx_nonces').selectAll().execute()
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.nonce_hash).not.toBe(answer.body.nonce)
      expect(JSON.stringify(rows)).not.toContain(answer.body.nonce as string)
      expect(await newNonce()).not.toBe(answer.body.nonce)
    })

    test('error: a nonce works once', async () => {
      const message = await messageFor(owner.address)
      const signature = await owner.signMessage({ message })
      expect((await verify(message, signature)).status).toBe(200)
      expectRefusal(await verify(message, signature), 409, 'nonce_used')
    })

    test('error: two verifies racing with one nonce: exactly one signs in', async () => {
      const message = await messageFor(owner.address)
      const signature = await owner.signMessage({ message })
      const answers = await Promise.all(Array.from({ length: 5 }, () => verify(message, signature)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
    })

    test('error: a nonce the server never issued', async () => {
      const message = await messageFor(owner.address, { nonce: 'abcdef0123456789abcdef0123456789' })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'nonce_unknown',
      )
    })

    test('error: a nonce of another project', async () => {
      const message = await messageFor(owner.address, { nonce: await newNonce('elsewhere') })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'nonce_unknown',
      )
    })

    test('error: a nonce past its 10 minutes', async () => {
      clock = new Date()
      const nonce = await newNonce()
      clock = new Date(clock.getTime() + 601_000)
      const message = await messageFor(owner.address, { nonce })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'nonce_expired',
      )
      clock = new Date()
    })
  })

  describe('the message', () => {
    test('error: past its expiration time', async () => {
      clock = new Date()
      const message = await messageFor(owner.address, {
        expirationTime: new Date(clock.getTime() - 1000).toISOString(),
      })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'message_expired',
      )
    })

    test('behavior: an expiration time still to come is fine', async () => {
      const message = await messageFor(owner.address, {
        expirationTime: new Date(clock.getTime() + 60_000).toISOString(),
      })
      expect((await verify(message, await owner.signMessage({ message }))).status).toBe(200)
    })

    test('error: Not Before still to come', async () => {
      const message = await messageFor(owner.address, {
        notBefore: new Date(clock.getTime() + 60_000).toISOString(),
      })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        400,
        'message_not_yet_valid',
      )
    })

    test('error: Issued At more than 5 minutes ahead', async () => {
      const ahead = (seconds: number) =>
        messageFor(owner.address, {
          issuedAt: new Date(clock.getTime() + seconds * 1000).toISOString(),
        })
      const late = await ahead(301)
      expectRefusal(
        await verify(late, await owner.signMessage({ message: late })),
        400,
        'message_not_yet_valid',
      )
      const skewed = await ahead(240)
      expect((await verify(skewed, await owner.signMessage({ message: skewed }))).status).toBe(200)
    })

    test('error: a domain that is not its URI host', async () => {
      const message = await messageFor(owner.address, { domain: 'evil.example.com' })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        403,
        'domain_not_allowed',
      )
    })

    test('error: a URI on an origin the project does not allow', async () => {
      const message = await messageFor(owner.address, {
        domain: 'evil.example.com',
        uri: 'https://evil.example.com/login',
      })
      expectRefusal(
        await verify(message, await owner.signMessage({ message }), { origin: null }),
        403,
        'domain_not_allowed',
      )
    })

    test('error: a scheme that is not its URI scheme', async () => {
      const message = await messageFor(owner.address, { scheme: 'http' })
      expectRefusal(
        await verify(message, await owner.signMessage({ message })),
        403,
        'domain_not_allowed',
      )
    })

    test('error: sent from another allowed origin than its URI', async () => {
      const message = await messageFor(owner.address)
      const signature = await owner.signMessage({ message })
      expectRefusal(
        await verify(message, signature, { origin: otherOrigin }),
        403,
        'origin_mismatch',
      )
      // Unused by the refusal: the page it was signed for can still use it.
      expect((await verify(message, signature)).status).toBe(200)
    })

    test('behavior: a request without Origin (a backend) is bound by the message alone', async () => {
      const message = await messageFor(owner.address)
      const answer = await verify(message, await owner.signMessage({ message }), { origin: null })
      expect(answer.status).toBe(200)
    })

    test('error: not a Sign In With X message', async () => {
      const message = await messageFor(owner.address)
      const malformed = message.replace('\nVersion: 1', '\nVersion: 2')
      const answer = await verify(malformed, await owner.signMessage({ message: malformed }))
      expectRefusal(answer, 400, 'invalid_message')
      expect(answer.body.error?.message).toContain('version')
      expectRefusal(await verify('hello', '0x00'), 400, 'invalid_message')
    })

    test('error: a message over 4 kB, a body over 8 kB', async () => {
      const resources = Array.from(
        { length: 60 },
        (_, index) => `https://app.example.com/r/${index}/${'x'.repeat(40)}`,
      )
      const long = await messageFor(owner.address, { resources })
      expect(long.length).toBeGreaterThan(4096)
      expect(long.length).toBeLessThan(8000)
      const answer = await verify(long, '0x00')
      expectRefusal(answer, 400, 'invalid_request')
      expect(answer.body.error?.message).toBe(
        'Invalid body field message: must be at most 4096 bytes.',
      )
      expectRefusal(
        await call('POST', 'verify', {
          raw: JSON.stringify({ message: 'x'.repeat(9000), signature: '0x' }),
        }),
        413,
        'payload_too_large',
      )
    })

    test('error: a body that is not JSON, or has other fields', async () => {
      expectRefusal(await call('POST', 'verify', { raw: '{' }), 400, 'invalid_json')
      expectRefusal(
        await call('POST', 'verify', { body: { message: 'm', signature: 's', extra: 1 } }),
        400,
        'invalid_request',
      )
    })
  })

  describe('sessions', () => {
    const signIn = async () => {
      const message = await messageFor(owner.address)
      const answer = await verify(message, await owner.signMessage({ message }))
      expect(answer.status).toBe(200)
      return answer.body.token as string
    }

    test('default: sign-out ends the session, and its token with it', async () => {
      clock = new Date()
      const token = await signIn()
      const other = await signIn()
      expect((await call('GET', 'session', { token })).status).toBe(200)
      const out = await call('POST', 'sign-out', { token })
      expect(out.status).toBe(204)
      expectRefusal(await call('GET', 'session', { token }), 401, 'unauthorized')
      expectRefusal(await call('POST', 'sign-out', { token }), 401, 'unauthorized')
      // Only that session.
      expect((await call('GET', 'session', { token: other })).status).toBe(200)
    })

    test('error: a session past its lifetime', async () => {
      clock = new Date()
      const token = await signIn()
      clock = new Date(clock.getTime() + 3601_000)
      const answer = await call('GET', 'session', { token })
      expectRefusal(answer, 401, 'unauthorized')
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
      clock = new Date()
    })

    test.each([
      ['no token', undefined],
      ['not a JWT', 'abc'],
      ['a tampered JWT', 'x'],
    ])('error: %s', async (_, kind) => {
      clock = new Date()
      let token = kind
      if (kind === 'x') {
        const real = await signIn()
        const [header, , signature] = real.split('.')
        const payload = Buffer.from(
          JSON.stringify({ ...decodeJwt(real), address: stranger.address }),
        ).toString('base64url')
        token = `${header}.${payload}.${signature}`
      }
      expectRefusal(await call('GET', 'session', token ? { token } : {}), 401, 'unauthorized')
    })
  })

  describe('the project', () => {
    test('error: an unknown project, no project, an origin it does not allow', async () => {
      expectRefusal(await call('POST', 'nonce', { projectId: 'nope' }), 404, 'unknown_project')
      expectRefusal(await call('POST', 'nonce', { projectId: 'a b' }), 400, 'invalid_request')
      expectRefusal(
        await call('POST', 'nonce', { origin: 'https://evil.example.com' }),
        403,
        'origin_not_allowed',
      )
    })

    test('behavior: nonces are limited per source', async () => {
      const limited = createApp({ rateLimits: { siwxNonces: { points: 2, durationSeconds: 60 } } })
      expect((await call('POST', 'nonce', { on: limited })).status).toBe(200)
      expect((await call('POST', 'nonce', { on: limited })).status).toBe(200)
      const refused = await call('POST', 'nonce', { on: limited })
      expectRefusal(refused, 429, 'throttled')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    })

    test('behavior: expired nonces and sessions are cleaned on the way', async () => {
      clock = new Date(Date.now() + 48 * 3600_000)
      await newNonce()
      const message = await messageFor(owner.address)
      expect((await verify(message, await owner.signMessage({ message }))).status).toBe(200)
      const at = clock.toISOString()
      const staleNonces = await handle.db
        .selectFrom('siwx_nonces')
        .select('nonce_hash')
        .where('expires_at', '<=', at)
        .execute()
      const staleSessions = await handle.db
        .selectFrom('siwx_sessions')
        .select('id')
        .where('expires_at', '<=', at)
        .execute()
      expect({ staleNonces, staleSessions }).toEqual({ staleNonces: [], staleSessions: [] })
      expect(
        (await handle.db.selectFrom('siwx_sessions').select('id').execute()).length,
      ).toBeGreaterThan(0)
      clock = new Date()
    })
  })

  test('behavior: the random key is said once, at the first request', async () => {
    logLines.length = 0
    const logger = createLogger({ level: 'debug', write: (line) => logLines.push(line) })
    const quiet = new Hono<AppEnv>()
    quiet.route(
      '/',
      siwxRoutes({ db: handle.db, config, logger, now: () => clock, limits: createRateLimits() }),
    )
    expect(logLines.join('')).not.toContain('SIWX_SIGNING_KEY')
    await quiet.request('/siwx/v1/nonce?projectId=demo', { method: 'POST' })
    await quiet.request('/siwx/v1/nonce?projectId=demo', { method: 'POST' })
    expect(logLines.filter((line) => line.includes('SIWX_SIGNING_KEY is not set'))).toHaveLength(1)
  })
})
