import { databases, tinyPng, useTestDatabase } from '@latch/test/server'
import { describe, expect } from 'vitest'
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
    'behavior: SVG (whatever it claims to be), other schemes and junk give no image',
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
})
