import type { AnvilProcess, DevnetIdRegistry } from '@latch/devnet'
import { compile, deployContracts, devAccounts } from '@latch/devnet'
import { closedPort, startAnvil } from '@latch/test/server'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiError } from '../errors.js'
import { createIdRegistryReader, type IdRegistryReader } from './createIdRegistryReader.js'
import type { SignatureParams } from './farcasterChannels.js'
import { verifyFarcasterMessage } from './verifyFarcasterMessage.js'

// The checks of a Sign In With Farcaster message one by one, against LatchIdRegistry on anvil;
// the relay's routes test the same through the official client.

const accounts = devAccounts(2)
const custody = privateKeyToAccount(accounts[1]!.privateKey)
const expected: SignatureParams = {
  siweUri: 'https://app.example/login',
  domain: 'app.example',
  nonce: 'relayNonce0123456789',
}
const issuedAt = new Date('2026-05-01T10:00:00.000Z')
const now = new Date('2026-05-01T10:01:00.000Z')

let anvil: AnvilProcess
let registry: DevnetIdRegistry
let reader: IdRegistryReader
let fid: number

beforeAll(async () => {
  anvil = await startAnvil('farcaster message tests')
  const chain = { chainId: 31337, name: 'Farcaster message tests', rpcUrl: anvil.rpcUrl }
  registry = (await deployContracts({ ...chain, compiled: await compile(), accounts })).idRegistry
  reader = createIdRegistryReader({
    chainId: 31337,
    address: registry.address,
    rpcUrl: anvil.rpcUrl,
  })
  fid = registry.accounts[1]!.fid
})
afterAll(async () => {
  await anvil?.stop()
})

/** A message as `@farcaster/auth-client` builds it (viem's EIP-4361 text). */
const build = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: expected.domain,
    uri: expected.siweUri,
    nonce: expected.nonce,
    address: custody.address,
    version: '1',
    chainId: 10,
    statement: 'Farcaster Auth',
    issuedAt,
    resources: [`farcaster://fid/${fid}`],
    ...overrides,
  })

/** The code and message `verifyFarcasterMessage` refuses with, or `verified`. */
async function outcome(message: string, options: { fid?: number; signature?: Hex } = {}) {
  try {
    await verifyFarcasterMessage({
      message,
      signature: options.signature ?? (await custody.signMessage({ message })),
      fid: options.fid ?? fid,
      expected,
      now,
      registry: reader,
    })
    return 'verified'
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return `${error.status} ${error.code}: ${error.shortMessage}`
  }
}

describe('verifyFarcasterMessage', () => {
  test('default: the custody signed the channel’s message', async () => {
    const message = build()
    expect(
      await verifyFarcasterMessage({
        message,
        signature: await custody.signMessage({ message }),
        fid,
        expected,
        now,
        registry: reader,
      }),
    ).toEqual({ fid, custody: custody.address })
  })

  test('error: not a Farcaster sign-in message', async () => {
    const valid = build()
    const cases = {
      'plain text': 'Sign in please',
      'version 2': valid.replace('Version: 1', 'Version: 2'),
      'another statement': build({ statement: 'Sign in to the app' }),
      'another chain': build({ chainId: 1 }),
      'no fid resource': build({ resources: ['https://app.example/terms'] }),
      'two fid resources': build({ resources: [`farcaster://fid/${fid}`, 'farcaster://fid/7'] }),
      'a request id the channel has not': build({ requestId: 'r1' }),
    }
    const outcomes: Record<string, string> = {}
    for (const [name, message] of Object.entries(cases)) outcomes[name] = await outcome(message)
    expect(outcomes).toMatchInlineSnapshot(`
      {
        "a request id the channel has not": "400 farcaster_invalid_message: Not a Farcaster sign-in message: its request ID is not the channel's.",
        "another chain": "400 farcaster_invalid_message: Not a Farcaster sign-in message: its chain ID must be 10.",
        "another statement": "400 farcaster_invalid_message: Not a Farcaster sign-in message: its statement must be 'Farcaster Auth'.",
        "no fid resource": "400 farcaster_invalid_message: Not a Farcaster sign-in message: it must have exactly one farcaster://fid/<fid> resource.",
        "plain text": "400 farcaster_invalid_message: Not a Farcaster sign-in message: it is not an EIP-4361 sign-in message.",
        "two fid resources": "400 farcaster_invalid_message: Not a Farcaster sign-in message: it must have exactly one farcaster://fid/<fid> resource.",
        "version 2": "400 farcaster_invalid_message: Not a Farcaster sign-in message: its version must be 1.",
      }
    `)
    expect(await outcome(valid, { fid: fid + 1 })).toBe(
      `400 farcaster_invalid_message: Not a Farcaster sign-in message: its fid resource is not fid ${fid + 1}.`,
    )
  })

  test('error: the message is for another site', async () => {
    for (const message of [
      build({ domain: 'evil.example' }),
      build({ uri: 'https://app.example/other' }),
      build({ scheme: 'http' }),
    ])
      expect(await outcome(message)).toBe(
        "401 farcaster_wrong_domain: The message's domain or URI is not the channel's: it was signed for another site.",
      )
  })

  test('error: another nonce', async () => {
    expect(await outcome(build({ nonce: 'otherNonce0123456789' }))).toBe(
      "401 farcaster_wrong_nonce: The message's nonce is not the channel's.",
    )
  })

  test('error: outside its time window', async () => {
    expect(await outcome(build({ notBefore: new Date(now.getTime() + 1000) }))).toBe(
      '401 farcaster_message_expired: The message is not valid yet.',
    )
    expect(await outcome(build({ expirationTime: now }))).toBe(
      '401 farcaster_message_expired: The message has expired.',
    )
    expect(await outcome(build({ expirationTime: new Date(now.getTime() + 1000) }))).toBe(
      'verified',
    )
  })

  test('error: the signature is not the address’s', async () => {
    const message = build()
    const other = privateKeyToAccount(accounts[0]!.privateKey)
    expect(await outcome(message, { signature: await other.signMessage({ message }) })).toBe(
      "401 farcaster_invalid_signature: The signature is not one of the message's address.",
    )
  })

  test('error: the signer does not hold the fid, or no one does', async () => {
    const other = privateKeyToAccount(accounts[0]!.privateKey)
    const message = build({ address: other.address })
    expect(await outcome(message, { signature: await other.signMessage({ message }) })).toBe(
      `401 farcaster_not_custody: The message's address is not the custody address of fid ${fid}.`,
    )
    const unknown = build({ resources: ['farcaster://fid/424242'] })
    expect(await outcome(unknown, { fid: 424242 })).toBe(
      '401 farcaster_unknown_fid: The ID registry has no fid 424242.',
    )
  })

  test('error: a registry that does not answer is 503', async () => {
    const message = build()
    const error = await verifyFarcasterMessage({
      message,
      signature: await custody.signMessage({ message }),
      fid,
      expected,
      now,
      registry: createIdRegistryReader({
        chainId: 31337,
        address: registry.address,
        rpcUrl: `http://127.0.0.1:${await closedPort()}`,
      }),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 503,
      code: 'unavailable',
      shortMessage: 'The Farcaster ID registry cannot be read right now.',
    })
  })
})
