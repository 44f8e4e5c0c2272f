import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type ImageHost, serve, startImageHost } from '../images/testing/startImageHost.js'
import {
  type CreateNftMetadataCacheParameters,
  createNftMetadataCache,
} from './createNftMetadataCache.js'

const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const json = (document: unknown) => serve(JSON.stringify(document), 'application/json')
const sunrise = { name: 'Sunrise', description: 'A sunrise.', image: 'ipfs://bafy/sunrise.png' }

let host: ImageHost
beforeAll(async () => {
  const slow = (_request: IncomingMessage, response: ServerResponse) => {
    setTimeout(() => response.writeHead(200).end(JSON.stringify(sunrise)), 200)
  }
  host = await startImageHost({
    '/meta/1.json': json(sunrise),
    '/meta/again.json': json({ name: 'Again' }),
    '/meta/slow.json': slow,
    [`/gw/ipfs/${cid}/7.json`]: json({ name: 'From IPFS', image: `ipfs://${cid}/7.png` }),
    '/meta/large.json': json({ name: 'Large', padding: 'x'.repeat(64 * 1024) }),
    '/meta/text.json': serve('name: Sunrise', 'application/json'),
    '/meta/page.json': serve('<!doctype html><title>Sunrise</title>', 'text/html'),
    '/meta/types.json': json({ name: ['Sunrise'], image: { url: 'https://example.com/1.png' } }),
  })
})
afterAll(() => host.close())

const createCache = (parameters: Partial<CreateNftMetadataCacheParameters> = {}) =>
  createNftMetadataCache({
    ipfsGatewayUrl: 'https://ipfs.invalid',
    fetch: { trustedOrigins: [host.origin] },
    ...parameters,
  })
const timesAsked = (path: string) => host.seen.filter((entry) => entry.path === path).length

test('default: http metadata is fetched as JSON, parsed, and kept', async () => {
  const cache = createCache()
  expect(await cache.metadataOf(`${host.origin}/meta/1.json`)).toEqual({
    name: 'Sunrise',
    image: 'ipfs://bafy/sunrise.png',
  })
  expect(await cache.metadataOf(`${host.origin}/meta/1.json#again`)).toEqual({
    name: 'Sunrise',
    image: 'ipfs://bafy/sunrise.png',
  })
  expect(timesAsked('/meta/1.json')).toBe(1)
  expect(host.seen.find((entry) => entry.path === '/meta/1.json')?.headers.accept).toBe(
    'application/json',
  )
})

test('behavior: ipfs:// metadata is fetched from the gateway, which is trusted', async () => {
  const cache = createNftMetadataCache({ ipfsGatewayUrl: `${host.origin}/gw` })
  expect(await cache.metadataOf(`ipfs://${cid}/7.json`)).toEqual({
    name: 'From IPFS',
    image: `ipfs://${cid}/7.png`,
  })
  expect(timesAsked(`/gw/ipfs/${cid}/7.json`)).toBe(1)
})

test('error: too large, not JSON, HTML and wrong types give no metadata, remembered', async () => {
  let now = 0
  const cache = createCache({ cache: { now: () => now, retryAfterMs: 60_000 } })
  for (const path of [
    '/meta/large.json',
    '/meta/text.json',
    '/meta/page.json',
    '/meta/types.json',
  ]) {
    expect(await cache.metadataOf(`${host.origin}${path}`), path).toBeUndefined()
    expect(await cache.metadataOf(`${host.origin}${path}`), path).toBeUndefined()
    expect(timesAsked(path), path).toBe(1)
  }
  now = 60_000
  await cache.metadataOf(`${host.origin}/meta/types.json`)
  expect(timesAsked('/meta/types.json')).toBe(2)
})

test('parameters: keepForMs: a document is fetched again once it is older', async () => {
  let now = 0
  const cache = createCache({ cache: { now: () => now, keepForMs: 60_000 } })
  const source = `${host.origin}/meta/again.json`
  const before = timesAsked('/meta/again.json')
  await cache.metadataOf(source)
  now = 59_999
  await cache.metadataOf(source)
  expect(timesAsked('/meta/again.json') - before).toBe(1)
  now = 60_000
  expect(await cache.metadataOf(source)).toEqual({ name: 'Again' })
  expect(timesAsked('/meta/again.json') - before).toBe(2)
})

test('behavior: callers at once share one fetch, and wait at most waitMs', async () => {
  const cache = createCache({ cache: { waitMs: 20 } })
  const source = `${host.origin}/meta/slow.json`
  expect(await Promise.all(Array.from({ length: 5 }, () => cache.metadataOf(source)))).toEqual(
    Array(5).fill(undefined),
  )
  await expect
    .poll(() => cache.metadataOf(source))
    .toEqual({
      name: 'Sunrise',
      image: 'ipfs://bafy/sunrise.png',
    })
  expect(timesAsked('/meta/slow.json')).toBe(1)
})

test('behavior: refused sources give no metadata and no request', async () => {
  const cache = createCache()
  const before = host.seen.length
  for (const source of [
    `http://127.0.0.1:${host.port + 1}/meta/1.json`,
    'http://169.254.169.254/latest/meta-data/',
    'ar://abc',
    'not a url',
  ])
    expect(await cache.metadataOf(source), source).toBeUndefined()
  expect(host.seen.length).toBe(before)
})
