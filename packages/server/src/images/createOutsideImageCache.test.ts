import type { IncomingMessage, ServerResponse } from 'node:http'
import { databases, tinyPng, useTestDatabase } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import {
  type CreateOutsideImageCacheParameters,
  createOutsideImageCache,
} from './createOutsideImageCache.js'
import { imageIdOf } from './putImage.js'
import { type ImageHost, serve, startImageHost } from './testing/startImageHost.js'

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
const html = '<!doctype html><html><body><script>alert(1)</script></body></html>'
const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const otherPng = Uint8Array.from([...tinyPng, 0])

describe.each(databases)('createOutsideImageCache ($name)', (database) => {
  const handle = useTestDatabase(database)
  let host: ImageHost
  let inFlight = 0
  let mostInFlight = 0
  beforeAll(async () => {
    // Slow answers count how many requests the host serves at once.
    const slow =
      (bytes: Uint8Array, delayMs: number) =>
      (_request: IncomingMessage, response: ServerResponse) => {
        inFlight++
        mostInFlight = Math.max(mostInFlight, inFlight)
        setTimeout(() => {
          inFlight--
          response.writeHead(200).end(bytes)
        }, delayMs)
      }
    host = await startImageHost({
      '/tiny.png': serve(tinyPng),
      '/other.png': serve(otherPng),
      // Both claim to be PNG: only the bytes count.
      '/logo.svg': serve(svg, 'image/png'),
      '/page.html': serve(html, 'image/png'),
      [`/gw/ipfs/${cid}/art/1.png`]: serve(tinyPng),
      '/slow-a.png': slow(tinyPng, 200),
      '/slow-b.png': slow(otherPng, 200),
    })
  })
  afterAll(() => host.close())

  const createCache = (parameters: Partial<CreateOutsideImageCacheParameters> = {}) =>
    createOutsideImageCache({
      db: handle.db,
      ipfsGatewayUrl: 'https://ipfs.invalid',
      fetch: { trustedOrigins: [host.origin] },
      ...parameters,
    })
  const timesAsked = (path: string) => host.seen.filter((entry) => entry.path === path).length
  const storedIds = async () =>
    (await handle.db.selectFrom('images').select('id').execute()).map((row) => row.id)

  handle.test('default: a PNG is fetched once, stored by its hash and remembered', async () => {
    const cache = createCache()
    const before = timesAsked('/tiny.png')
    const id = await cache.imageIdOf(`${host.origin}/tiny.png`)
    expect(id).toBe(imageIdOf(tinyPng))
    expect(await storedIds()).toContain(id)
    expect(await cache.imageIdOf(`${host.origin}/tiny.png#again`)).toBe(id)
    expect(timesAsked('/tiny.png') - before).toBe(1)
  })

  handle.test('behavior: SVG and HTML are refused whatever their Content-Type says', async () => {
    const cache = createCache()
    const before = await storedIds()
    for (const path of ['/logo.svg', '/page.html']) {
      expect(await cache.imageIdOf(`${host.origin}${path}`), path).toBeUndefined()
      expect(timesAsked(path), path).toBe(1)
    }
    expect(await storedIds()).toEqual(before)
  })

  handle.test('behavior: a failure is remembered, and tried again later', async () => {
    let now = 0
    const cache = createCache({ now: () => now, retryAfterMs: 60_000 })
    const source = `${host.origin}/missing.png`
    expect(await cache.imageIdOf(source)).toBeUndefined()
    now = 59_999
    expect(await cache.imageIdOf(source)).toBeUndefined()
    expect(timesAsked('/missing.png')).toBe(1)
    now = 60_000
    expect(await cache.imageIdOf(source)).toBeUndefined()
    expect(timesAsked('/missing.png')).toBe(2)
  })

  handle.test('behavior: ipfs:// is fetched from the gateway, which is trusted', async () => {
    // The gateway is on loopback and on another port, as a local IPFS node would be.
    const cache = createOutsideImageCache({ db: handle.db, ipfsGatewayUrl: `${host.origin}/gw` })
    expect(await cache.imageIdOf(`ipfs://${cid}/art/1.png`)).toBe(imageIdOf(tinyPng))
    expect(timesAsked(`/gw/ipfs/${cid}/art/1.png`)).toBe(1)
    // Only the gateway's origin is trusted: loopback on another port is refused as ever.
    expect(await cache.imageIdOf('http://127.0.0.1/tiny.png')).toBeUndefined()
  })

  handle.test('behavior: a source asked for at once is fetched once', async () => {
    const cache = createCache()
    const before = timesAsked('/slow-a.png')
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => cache.imageIdOf(`${host.origin}/slow-a.png`)),
    )
    expect(new Set(ids)).toEqual(new Set([imageIdOf(tinyPng)]))
    expect(timesAsked('/slow-a.png') - before).toBe(1)
  })

  handle.test('behavior: a caller waits at most waitMs; the fetch goes on', async () => {
    const cache = createCache({ waitMs: 20 })
    const source = `${host.origin}/slow-b.png`
    const before = timesAsked('/slow-b.png')
    expect(await cache.imageIdOf(source)).toBeUndefined()
    await expect.poll(() => cache.imageIdOf(source)).toBe(imageIdOf(otherPng))
    expect(timesAsked('/slow-b.png') - before).toBe(1)
  })

  handle.test('behavior: at most maxConcurrent fetches run at once', async () => {
    const cache = createCache({ maxConcurrent: 1 })
    mostInFlight = 0
    const ids = await Promise.all([
      cache.imageIdOf(`${host.origin}/slow-a.png`),
      cache.imageIdOf(`${host.origin}/slow-b.png`),
    ])
    expect(ids).toEqual([imageIdOf(tinyPng), imageIdOf(otherPng)])
    expect(mostInFlight).toBe(1)
  })

  handle.test('behavior: the memory is bounded, the least recently used forgotten', async () => {
    const cache = createCache({ maxEntries: 1 })
    const before = timesAsked('/tiny.png')
    await cache.imageIdOf(`${host.origin}/tiny.png`)
    await cache.imageIdOf(`${host.origin}/other.png`)
    await cache.imageIdOf(`${host.origin}/tiny.png`)
    expect(timesAsked('/tiny.png') - before).toBe(2)
  })

  handle.test('behavior: refused sources give no image and no request', async () => {
    const cache = createCache()
    const before = host.seen.length
    for (const source of [
      `http://127.0.0.1:${host.port + 1}/tiny.png`,
      'http://169.254.169.254/latest/meta-data/',
      'ftp://example.com/x.png',
      'not a url',
    ])
      expect(await cache.imageIdOf(source), source).toBeUndefined()
    expect(host.seen.length).toBe(before)
  })
})
