import { createTestApp, databases, tinyPng, useTestDatabase } from '@latch/test/server'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createOutsideImageCache } from '../images/createOutsideImageCache.js'
import { type ImageHost, serve, startImageHost } from '../images/testing/startImageHost.js'
import { resolveImageUrl } from './resolveImageUrl.js'

const base = 'https://api.example.com'
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

describe.each(databases)('resolveImageUrl ($name)', (database) => {
  const handle = useTestDatabase(database)

  handle.test(
    'default: a data: image is sniffed, stored and served by the image routes',
    async () => {
      const url = await resolveImageUrl(
        handle.db,
        `data:image/png;base64,${Buffer.from(tinyPng).toString('base64')}`,
        base,
      )
      expect(url).toMatch(/^https:\/\/api\.example\.com\/public\/getAssetImage\/[\w-]{43}$/)
      const id = url?.split('/').at(-1) ?? ''
      const row = await handle.db
        .selectFrom('images')
        .select('content_type')
        .where('id', '=', id)
        .executeTakeFirst()
      expect(row).toEqual({ content_type: 'image/png' })
    },
  )

  handle.test(
    'behavior: SVG (whatever it claims to be), other schemes and junk give no image, and http and ipfs none without the outside images',
    async () => {
      for (const source of [
        `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        `data:image/png;base64,${Buffer.from(svg).toString('base64')}`,
        `data:image/svg+xml,${encodeURIComponent(svg)}`,
        'https://evil.example/image.png',
        'ipfs://bafy/image.png',
        'data:image/png;base64,%%%',
        undefined,
      ])
        expect(await resolveImageUrl(handle.db, source, base), source).toBeUndefined()
    },
  )

  describe('with outside images', () => {
    let host: ImageHost
    beforeAll(async () => {
      host = await startImageHost({
        '/nft/1.png': serve(tinyPng),
        '/nft/2.svg': serve(svg, 'image/png'),
        '/nft/3.html': serve('<!doctype html><title>x</title>', 'image/png'),
      })
    })
    afterAll(() => host.close())
    const outsideImages = () =>
      createOutsideImageCache({
        db: handle.db,
        ipfsGatewayUrl: `${host.origin}/gateway`,
        fetch: { trustedOrigins: [host.origin] },
      })

    handle.test(
      'default: an http image is fetched, stored and served by the image routes',
      async () => {
        const url = await resolveImageUrl(
          handle.db,
          `${host.origin}/nft/1.png`,
          base,
          outsideImages(),
        )
        expect(url).toMatch(/^https:\/\/api\.example\.com\/public\/getAssetImage\/[\w-]{43}$/)
        const response = await createTestApp({ db: handle.db }).request(new URL(url ?? '').pathname)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/png')
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(tinyPng)
      },
    )

    handle.test('behavior: a refused or failing source gives no image, not an error', async () => {
      const cache = outsideImages()
      const before = host.seen.length
      for (const source of [
        `${host.origin}/nft/2.svg`,
        `${host.origin}/nft/3.html`,
        `${host.origin}/nft/missing.png`,
        'ipfs://bafy/missing.png',
        'http://169.254.169.254/latest/meta-data/',
      ])
        expect(await resolveImageUrl(handle.db, source, base, cache), source).toBeUndefined()
      expect(host.seen.slice(before).map((entry) => entry.path)).toEqual([
        '/nft/2.svg',
        '/nft/3.html',
        '/nft/missing.png',
        '/gateway/ipfs/bafy/missing.png',
      ])
    })
  })
})
