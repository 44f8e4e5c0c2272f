import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { etagOf, imageResponseHeaders } from './imageHeaders.js'

describe('etagOf', () => {
  it('is the quoted base64url sha256 of the bytes', () => {
    const bytes = new TextEncoder().encode('logo')
    const digest = createHash('sha256').update(bytes).digest('base64url')
    expect(etagOf(bytes)).toBe(`"${digest}"`)
    expect(etagOf(bytes)).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    expect(etagOf(new Uint8Array([1]))).not.toBe(etagOf(new Uint8Array([2])))
  })
})

describe('imageResponseHeaders', () => {
  it('serves images immutable, unsniffable and sandboxed', () => {
    const etag = etagOf(new Uint8Array([1, 2, 3]))
    expect(imageResponseHeaders({ contentType: 'image/svg+xml', etag })).toEqual({
      'Content-Type': 'image/svg+xml',
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })
})
