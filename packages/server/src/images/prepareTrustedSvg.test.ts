import { describe, expect, it } from 'vitest'
import { etagOf } from './imageHeaders.js'
import { monogramSvg } from './monogramSvg.js'
import { maximumSvgBytes, prepareTrustedSvg } from './prepareTrustedSvg.js'

describe('prepareTrustedSvg', () => {
  it('keeps our own SVG as SVG, byte for byte, tagged by its bytes', () => {
    const svg = monogramSvg({ name: 'Ünï 🦊', color: '#123456' })
    const bytes = new TextEncoder().encode(svg)
    expect(prepareTrustedSvg(svg)).toEqual({
      contentType: 'image/svg+xml',
      bytes,
      etag: etagOf(bytes),
    })
  })

  it('throws over the 128 KB cap, counted in UTF-8 bytes', () => {
    const padded = (filler: string, count: number) =>
      `<svg><title>${filler.repeat(count)}</title></svg>`
    const overhead = padded('', 0).length
    expect(prepareTrustedSvg(padded('a', maximumSvgBytes - overhead)).bytes).toHaveLength(
      maximumSvgBytes,
    )
    expect(() => prepareTrustedSvg(padded('a', maximumSvgBytes - overhead + 1))).toThrow(/cap/)
    expect(() => prepareTrustedSvg(padded('é', maximumSvgBytes / 2))).toThrow(/cap/)
  })
})
