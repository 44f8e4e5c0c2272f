import type { DevnetManifest } from '@latch/devnet/wallet'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { expect, test, vi } from 'vitest'
import { buildFarcasterMessage } from './buildFarcasterMessage.js'
import { createFarcasterClient } from './createFarcasterClient.js'
import {
  type ChannelRead,
  createFarcasterRelay,
  devFarcasterRelayKey,
  type FarcasterRelay,
  type RelayAnswer,
} from './farcasterRelay.js'
import { readFarcasterAccounts } from './readFarcasterAccounts.js'

// anvil's public dev keys #0 and #1.
const aliceKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const bobKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const alice = privateKeyToAccount(aliceKey)
const bob = privateKeyToAccount(bobKey)

const manifest = {
  accounts: [
    { address: alice.address, privateKey: aliceKey },
    { address: bob.address, privateKey: bobKey },
  ],
  chains: [
    {
      contracts: {
        idRegistry: {
          address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
          accounts: [
            { fid: 1000, custody: alice.address, username: 'alice', displayName: 'Alice Devnet' },
            { fid: 1001, custody: bob.address, username: 'bob', displayName: 'Bob Devnet' },
            {
              fid: 1002,
              custody: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
              username: 'carol',
              displayName: 'Carol Devnet',
            },
          ],
        },
      },
    },
  ],
} as unknown as DevnetManifest

const params = {
  domain: '127.0.0.1:5173',
  siweUri: 'http://127.0.0.1:5173',
  nonce: 'abcdefgh12345678',
}

test('default: the devnet fids with their custody keys; a fid without a key is left out', () => {
  expect(readFarcasterAccounts(manifest)).toEqual([
    {
      fid: 1000,
      username: 'alice',
      displayName: 'Alice Devnet',
      custody: alice.address,
      privateKey: aliceKey,
    },
    {
      fid: 1001,
      username: 'bob',
      displayName: 'Bob Devnet',
      custody: bob.address,
      privateKey: bobKey,
    },
  ])
  expect(readFarcasterAccounts(null)).toEqual([])
})

test('default: the message is Farcaster’s: the channel’s site and nonce, chain 10, the fid resource', () => {
  const issuedAt = new Date('2026-03-01T12:00:00.000Z')
  const message = buildFarcasterMessage(params, { fid: 1000, custody: alice.address }, issuedAt)
  expect(parseSiweMessage(message)).toEqual({
    domain: '127.0.0.1:5173',
    address: alice.address,
    statement: 'Farcaster Auth',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    chainId: 10,
    nonce: 'abcdefgh12345678',
    issuedAt,
    resources: ['farcaster://fid/1000'],
  })
  const windowed = buildFarcasterMessage(
    { ...params, expirationTime: '2026-03-01T12:10:00.000Z', requestId: 'r-1' },
    { fid: 1000, custody: alice.address },
    issuedAt,
  )
  expect(parseSiweMessage(windowed)).toMatchObject({
    expirationTime: new Date('2026-03-01T12:10:00.000Z'),
    requestId: 'r-1',
  })
})

/** A relay that answers as told and records what it was sent. */
function fakeRelay(read: ChannelRead, answer: RelayAnswer = { ok: true }) {
  const calls: unknown[] = []
  const relay: FarcasterRelay = {
    read: async () => read,
    authenticate: async (...args) => {
      calls.push(['authenticate', ...args])
      return answer
    },
    reject: async (...args) => {
      calls.push(['reject', ...args])
      return answer
    },
  }
  return { relay, calls }
}

const settled = (client: ReturnType<typeof createFarcasterClient>) =>
  vi.waitFor(() => expect(client.getState().phase).not.toBe('loading'))

test('behavior: Approve signs as the chosen fid’s custody and hands in the profile', async () => {
  const { relay, calls } = fakeRelay({ state: 'pending', params })
  const client = createFarcasterClient({
    relay,
    channelToken: 'token',
    accounts: readFarcasterAccounts(manifest),
    now: () => new Date('2026-03-01T12:00:00.000Z'),
  })
  await settled(client)
  expect(client.getState()).toMatchObject({ phase: 'request', request: params, accountIndex: 0 })
  client.setAccountIndex(1)
  await client.approve()
  const [call] = calls as [
    string,
    string,
    { message: string; signature: `0x${string}`; fid: number },
    unknown,
  ][]
  expect(call?.slice(0, 2)).toEqual(['authenticate', 'token'])
  expect(call?.[2].fid).toBe(1001)
  expect(call?.[3]).toEqual({ username: 'bob', displayName: 'Bob Devnet' })
  expect(parseSiweMessage(call![2].message).address).toBe(bob.address)
  expect(
    await verifyMessage({
      address: bob.address,
      message: call![2].message,
      signature: call![2].signature,
    }),
  ).toBe(true)
  expect(client.getState()).toMatchObject({
    phase: 'approved',
    status: 'Signed in to 127.0.0.1:5173 as @bob. You can go back to the site.',
  })
  // Answered: nothing more to do.
  await client.reject()
  expect(calls).toHaveLength(1)
})

test('behavior: Reject tells the relay the user declined', async () => {
  const { relay, calls } = fakeRelay({ state: 'pending', params })
  const client = createFarcasterClient({
    relay,
    channelToken: 'token',
    accounts: readFarcasterAccounts(manifest),
  })
  await settled(client)
  await client.reject()
  expect(calls).toEqual([['reject', 'token']])
  expect(client.getState()).toMatchObject({
    phase: 'declined',
    status: 'You declined. 127.0.0.1:5173 was told you did not sign in.',
  })
})

test('error: an expired, answered or refused request says so and offers nothing to sign', async () => {
  const accounts = readFarcasterAccounts(manifest)
  for (const [read, status] of [
    [
      { state: 'unknown' },
      'This sign-in request has expired or was already used. Start again on the site.',
    ],
    [{ state: 'completed' }, 'This sign-in was approved already.'],
    [{ state: 'rejected' }, 'This sign-in was declined already.'],
    [{ state: 'error', message: 'Boom.' }, 'The request could not be read: Boom.'],
  ] as const) {
    const client = createFarcasterClient({
      relay: fakeRelay(read).relay,
      channelToken: 't',
      accounts,
    })
    await settled(client)
    expect(client.getState()).toMatchObject({ phase: 'ended', status, request: undefined })
  }
  const refused = fakeRelay(
    { state: 'pending', params },
    { ok: false, code: 'farcaster_not_custody', message: 'Not the custody.' },
  )
  const client = createFarcasterClient({ relay: refused.relay, channelToken: 't', accounts })
  await settled(client)
  await client.approve()
  expect(client.getState()).toMatchObject({
    phase: 'ended',
    status: 'The sign-in was refused: Not the custody.',
  })
})

test('behavior: the relay client speaks the relay protocol, the key on the answering calls only', async () => {
  const requests: { url: string; init: RequestInit | undefined }[] = []
  const answers = [
    new Response(JSON.stringify({ state: 'pending', signatureParams: params }), { status: 202 }),
    new Response(
      JSON.stringify({
        error: { code: 'farcaster_channel_rejected', message: 'Declined.' },
      }),
      { status: 409 },
    ),
    new Response(null, { status: 401 }),
    new Response(JSON.stringify({ state: 'rejected' }), { status: 200 }),
  ]
  const relay = createFarcasterRelay('http://api.test/', async (input, init) => {
    requests.push({ url: String(input), init })
    return answers.shift()!
  })
  expect(await relay.read('tok')).toEqual({
    state: 'pending',
    params: { ...params, notBefore: undefined, expirationTime: undefined, requestId: undefined },
  })
  expect(await relay.read('tok')).toEqual({ state: 'rejected' })
  expect(await relay.read('tok')).toEqual({ state: 'unknown' })
  expect(await relay.reject('tok')).toEqual({ ok: true })
  expect(requests.map((request) => request.url)).toEqual([
    'http://api.test/farcaster/v1/channel/status',
    'http://api.test/farcaster/v1/channel/status',
    'http://api.test/farcaster/v1/channel/status',
    'http://api.test/farcaster/v1/channel/reject',
  ])
  expect(requests[0]?.init?.headers).toEqual({ authorization: 'Bearer tok' })
  expect(requests[3]?.init?.headers).toEqual({
    authorization: 'Bearer tok',
    'x-farcaster-auth-relay-key': devFarcasterRelayKey,
  })
})
