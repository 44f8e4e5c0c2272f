import { describe, expect, it } from 'vitest'
import { etagOf } from './imageHeaders.js'
import { maximumRasterBytes, prepareImage } from './prepareImage.js'

const png = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('prepareImage', () => {
  it('passes rasters through unchanged', () => {
    const bytes = png(100)
    expect(prepareImage(bytes)).toEqual({ contentType: 'image/png', bytes, etag: etagOf(bytes) })
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 0])
    expect(prepareImage(jpeg)).toMatchObject({ contentType: 'image/jpeg', bytes: jpeg })
  })

  it('caps raster size at 512 KB', () => {
    expect(prepareImage(png(maximumRasterBytes))).toHaveProperty('contentType', 'image/png')
    expect(prepareImage(png(maximumRasterBytes + 1))).toEqual({ error: 'Image too large' })
  })

  it('sanitises SVGs and tags the sanitised bytes', () => {
    const result = prepareImage(
      utf8(
        '<svg viewBox="0 0 1 1" onload="alert(1)"><script>alert(2)</script><path d="M0 0"/></svg>',
      ),
    )
    const expected =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>'
    expect(result).toEqual({
      contentType: 'image/svg+xml',
      bytes: utf8(expected),
      etag: etagOf(utf8(expected)),
    })
  })

  it('keeps non-ASCII SVG text intact through UTF-8', () => {
    const result = prepareImage(utf8('\uFEFF<svg><title>Ünïcödé 🦊</title></svg>'))
    if ('error' in result) throw new Error(result.error)
    expect(new TextDecoder().decode(result.bytes)).toContain('<title>Ünïcödé 🦊</title>')
  })

  it('refuses malformed SVGs and invalid UTF-8', () => {
    expect(prepareImage(utf8('<svg><g></svg>'))).toEqual({ error: 'Invalid SVG' })
    expect(
      prepareImage(Uint8Array.from([...utf8('<svg><title>'), 0xff, ...utf8('</title></svg>')])),
    ).toEqual({ error: 'Invalid SVG' })
    expect(prepareImage(utf8(`<svg><title>${'a'.repeat(130 * 1024)}</title></svg>`))).toEqual({
      error: 'Image too large',
    })
  })

  it('refuses other types, whatever they claim to be', () => {
    for (const text of ['8BPS....', '<html><script>alert(1)</script></html>', 'alert(1)', '']) {
      expect(prepareImage(utf8(text))).toEqual({ error: 'Unsupported image type' })
    }
  })
})
