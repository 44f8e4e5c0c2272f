import { describe, expect, it } from 'vitest'
import { monogramSvg, monogramTextColor } from './monogramSvg.js'

const letterOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]

describe('monogramSvg', () => {
  it('draws a 96×96 rounded square in the colour with the initial', () => {
    const svg = monogramSvg({ name: 'metaMask', color: '#F6851B' })
    expect(svg).toMatch(/^<svg [^>]*width="96" height="96" viewBox="0 0 96 96">/)
    expect(svg).toContain('<rect width="96" height="96" rx="22" fill="#f6851b"/>')
    expect(letterOf(svg)).toBe('M')
    expect(svg).toContain('text-anchor="middle"')
  })

  it('is deterministic', () => {
    expect(monogramSvg({ name: 'Rabby', color: '#7084ff' })).toBe(
      monogramSvg({ name: 'Rabby', color: '#7084ff' }),
    )
  })

  it('escapes the initial', () => {
    expect(letterOf(monogramSvg({ name: '<script>', color: '#000000' }))).toBe('&lt;')
    expect(letterOf(monogramSvg({ name: '&Co', color: '#000000' }))).toBe('&amp;')
    expect(letterOf(monogramSvg({ name: '"quoted"', color: '#000000' }))).toBe('&quot;')
    expect(letterOf(monogramSvg({ name: "'single'", color: '#000000' }))).toBe('&apos;')
  })

  it('uses the first grapheme, skipping invisible and bidi characters', () => {
    expect(letterOf(monogramSvg({ name: '\u202Eevil', color: '#000000' }))).toBe('E')
    expect(letterOf(monogramSvg({ name: '\u200B  zerion', color: '#000000' }))).toBe('Z')
    expect(letterOf(monogramSvg({ name: 'éclair', color: '#000000' }))).toBe('É')
    expect(letterOf(monogramSvg({ name: 'e\u0301clair', color: '#000000' }))).toBe('E\u0301')
    expect(letterOf(monogramSvg({ name: '🦊 Fox', color: '#000000' }))).toBe('🦊')
    expect(letterOf(monogramSvg({ name: '👩‍👩‍👧 Family', color: '#000000' }))).toBe('👩‍👩‍👧')
    expect(letterOf(monogramSvg({ name: '', color: '#000000' }))).toBe('?')
    expect(letterOf(monogramSvg({ name: '\u200B\u202E ', color: '#000000' }))).toBe('?')
    expect(letterOf(monogramSvg({ name: '\u200D\u200Dx', color: '#000000' }))).toBe('X')
  })

  it('picks white on dark colours and near-black on light ones', () => {
    for (const dark of ['#000000', '#0052ff', '#001e59', '#2962ef', '#4a21ef']) {
      expect(monogramTextColor(dark), dark).toBe('#ffffff')
    }
    for (const light of ['#ffffff', '#12ff80', '#d5ff5c', '#f6851b', '#ab9ff2']) {
      expect(monogramTextColor(light), light).toBe('#111111')
    }
    expect(monogramSvg({ name: 'Safe', color: '#12ff80' })).toContain('fill="#111111"')
    expect(monogramSvg({ name: 'Coinbase', color: '#0052ff' })).toContain('fill="#ffffff"')
  })

  it('falls back to a neutral colour for anything but #rrggbb', () => {
    const svg = monogramSvg({ name: 'X', color: 'red" onload="alert(1)' })
    expect(svg).toContain('fill="#6b7280"')
    expect(svg).not.toContain('onload')
  })
})
