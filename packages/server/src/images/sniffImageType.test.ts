import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from './sniffImageType.js'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  )

describe('sniffImageType', () => {
  it('recognises raster magic bytes', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(bytes('GIF87a', [1, 0]))).toBe('image/gif')
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif')
  })

  it('recognises SVG after a BOM, declaration, comments and doctype', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml')
    expect(sniffImageType(bytes([0xef, 0xbb, 0xbf], '\n  <svg>'))).toBe('image/svg+xml')
    const prologue =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg version="1.1">'
    expect(sniffImageType(bytes(prologue))).toBe('image/svg+xml')
    expect(sniffImageType(bytes('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'))).toBe('image/svg+xml')
    expect(sniffImageType(bytes('<!DOCTYPE svg><svg/>'))).toBe('image/svg+xml')
  })

  it('rejects everything else', () => {
    for (const sample of [
      bytes(),
      bytes([0x89, 0x50, 0x4e]),
      bytes([0xff, 0xd8]),
      bytes('8BPS', [0, 1, 0, 0]),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes('RIFF'),
      bytes('GIF88a'),
      bytes('<html><body><svg></svg></body></html>'),
      bytes('<!DOCTYPE html><svg>'),
      bytes('<svgfoo>'),
      bytes('<SVG>'),
      bytes('alert(1)//<svg>'),
      bytes('%PDF-1.7'),
      bytes('hello <svg>'),
    ]) {
      expect(sniffImageType(sample)).toBeUndefined()
    }
  })

  const logoFolder = '/work/shared/data/walletconnect-registry-v1/logo-sm'
  // The data set lives outside the repository; without it there is nothing to check.
  it.skipIf(!existsSync(logoFolder))('sniffs the registry logos, rejecting the PSD', () => {
    const names = readdirSync(logoFolder).filter((name) => name.endsWith('.jpeg'))
    expect(names.length).toBe(245)
    const rejected: string[] = []
    for (const name of names) {
      const type = sniffImageType(readFileSync(join(logoFolder, name)))
      if (type === undefined) rejected.push(name)
      else expect(type, name).toBe('image/jpeg')
    }
    expect(rejected).toHaveLength(1)
    const [psd] = rejected
    expect(
      readFileSync(join(logoFolder, psd ?? ''))
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('8BPS')
  })
})
