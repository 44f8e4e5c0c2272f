import { memoryStorage } from '@latch/test'
import { expect, test } from 'vitest'
import { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
import { createStorage } from '../storage/createStorage.js'
import type { CaipNetworkId } from '../types/network.js'
import {
  checkStoredSiwxSession,
  listStoredSiwxAccounts,
  readStoredSiwxSession,
  removeStoredSiwxSession,
  writeStoredSiwxSession,
} from './latchSiwxStore.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const localCluster = 'solana:GKxzW5JmBWYq4j2qPG8N9Fw2hhyDnS6Z' as CaipNetworkId
const now = Date.parse('2026-11-25T12:00:00Z')
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A token of the server's shape; its signature is not checked here (the server's job). */
function token(claims: Record<string, unknown> = {}) {
  const payload = {
    iss: 'http://127.0.0.1:8787',
    aud: 'latch-demo',
    sub: `eip155:1:${address}`,
    jti: 'session-1',
    iat: now / 1000 - 60,
    exp: now / 1000 + 3600,
    chainId: 'eip155:1',
    address,
    domain: 'example.com',
    ...claims,
  }
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`
}

function message(fields: { chainId?: CaipNetworkId; address?: string; domain?: string } = {}) {
  const domain = fields.domain ?? 'example.com'
  return formatSiwxMessage({
    domain,
    address: fields.address ?? address,
    uri: `https://${domain}`,
    version: '1',
    chainId: fields.chainId ?? 'eip155:1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: '2026-11-25T11:59:00.000Z',
    expirationTime: '2026-11-25T12:04:00.000Z',
  })
}

function setup(stored: { token?: string; message?: string; expiresAt?: string } = {}) {
  const storage = createStorage(memoryStorage())
  writeStoredSiwxSession(storage, 'eip155:1', address, {
    token: stored.token ?? token(),
    message: stored.message ?? message(),
    signature: `0x${'ab'.repeat(65)}`,
    expiresAt: stored.expiresAt ?? '2026-11-25T13:00:00.000Z',
  })
  return storage
}

const check = (storage: ReturnType<typeof createStorage>, chainId: CaipNetworkId = 'eip155:1') =>
  checkStoredSiwxSession(storage, {
    chainId,
    address,
    projectId: 'latch-demo',
    domain: 'example.com',
    now,
  })

test('default: a valid session reads back with its message fields', async () => {
  const storage = setup()
  expect(listStoredSiwxAccounts(storage)).toEqual([`eip155:1:${address.toLowerCase()}`])
  const session = await check(storage)
  expect(session?.token).toBe(token())
  expect(session?.data).toEqual({
    accountAddress: address,
    chainId: 'eip155:1',
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: '2026-11-25T11:59:00.000Z',
    expirationTime: '2026-11-25T12:04:00.000Z',
  })
  // The eip155 address is found whatever its checksum case.
  expect(
    await checkStoredSiwxSession(storage, {
      chainId: 'eip155:1',
      address: address.toLowerCase(),
      projectId: 'latch-demo',
      domain: 'example.com',
      now,
    }),
  ).toBeDefined()
})

test('behavior: each tampered or stale session is refused and forgotten', async () => {
  const refused = [
    { token: token({ aud: 'other-project' }) },
    { token: token({ domain: 'evil.example' }) },
    { token: token({ exp: now / 1000 - 1 }) },
    { expiresAt: '2026-11-25T11:00:00.000Z' },
    {
      token: token({
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        sub: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    },
    { token: token({ chainId: 'eip155:10', sub: `eip155:10:${address}` }) },
    // `sub` must be the token's own account.
    { token: token({ sub: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }) },
    // The message must be the token's: same account, network and domain.
    { message: message({ chainId: 'eip155:10' }) },
    { message: message({ domain: 'evil.example' }) },
    { message: 'not a sign-in message' },
    { token: 'not.a.jwt!' },
    { token: `${base64url({})}.bm90IGpzb24.c2ln` },
  ]
  for (const stored of refused) {
    const storage = setup(stored)
    expect(await check(storage), JSON.stringify(stored)).toBeUndefined()
    expect(readStoredSiwxSession(storage, 'eip155:1', address)).toBeUndefined()
    expect(listStoredSiwxAccounts(storage)).toEqual([])
  }
})

test('behavior: what is not a stored session is not read', () => {
  for (const text of [
    '{',
    'null',
    '[]',
    '{"token":1}',
    JSON.stringify({ token: 'a', message: 'b' }),
  ]) {
    const storage = createStorage(
      memoryStorage({ [`latch.siwx.eip155:1:${address.toLowerCase()}`]: text }),
    )
    expect(readStoredSiwxSession(storage, 'eip155:1', address)).toBeUndefined()
  }
})

test('behavior: a session of another network is not this network', async () => {
  const storage = setup()
  expect(await check(storage, 'eip155:10')).toBeUndefined()
  // Still there for its own network.
  expect(await check(storage)).toBeDefined()
})

test('behavior: Solana messages name a cluster; a local validator reads back as localnet', async () => {
  const storage = createStorage(memoryStorage())
  writeStoredSiwxSession(storage, localCluster, solanaAddress, {
    token: token({
      chainId: 'solana:localnet',
      address: solanaAddress,
      sub: `solana:localnet:${solanaAddress}`,
    }),
    message: message({ chainId: localCluster, address: solanaAddress }),
    signature: '5'.repeat(88),
    expiresAt: '2026-11-25T13:00:00.000Z',
  })
  const session = await checkStoredSiwxSession(storage, {
    chainId: localCluster,
    address: solanaAddress,
    projectId: 'latch-demo',
    domain: 'example.com',
    now,
  })
  expect(session?.data).toMatchObject({ accountAddress: solanaAddress, chainId: localCluster })
  // A Solana address is case-sensitive.
  expect(
    await checkStoredSiwxSession(storage, {
      chainId: localCluster,
      address: solanaAddress.toLowerCase(),
      projectId: 'latch-demo',
      domain: 'example.com',
      now,
    }),
  ).toBeUndefined()
})

test('behavior: removing keeps the other accounts', () => {
  const storage = setup()
  writeStoredSiwxSession(storage, 'eip155:10', address, {
    token: token(),
    message: message(),
    signature: '0x00',
    expiresAt: '2026-11-25T13:00:00.000Z',
  })
  removeStoredSiwxSession(storage, 'eip155:1', address)
  expect(listStoredSiwxAccounts(storage)).toEqual([`eip155:10:${address.toLowerCase()}`])
})
