const fallbackColor = '#6b7280'
const white = '#ffffff'
const nearBlack = '#111111'

// Format characters (bidi overrides, zero-width spaces) and controls would make the letter
// invisible or reorder it (SECURITY.md T12), so they never become the monogram. The zero-width
// joiner stays inside a name, where it glues emoji sequences, but not at its start.
const invisible = /(?!\u200d)[\p{Cc}\p{Cf}\p{Z}]/gu
const leadingJoiners = /^\u200d+/

/** The first user-perceived character of `name`, upper-cased; `?` when there is none. */
function initialOf(name: string): string {
  const visible = name.replace(invisible, '').replace(leadingJoiners, '')
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
  const first = segmenter.segment(visible)[Symbol.iterator]().next()
  return first.done ? '?' : first.value.segment.toUpperCase()
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** White or near-black, whichever contrasts better with `background` (`#rrggbb`). */
export function monogramTextColor(background: string): string {
  const base = luminance(background)
  return contrast(base, luminance(white)) >= contrast(base, luminance(nearBlack))
    ? white
    : nearBlack
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * A 96×96 fallback logo: a rounded square in the wallet's colour with its initial. The colour is
 * checked against `#rrggbb` and the initial is an escaped text node, so the output is ours alone
 * and is stored as SVG through `prepareTrustedSvg`, unlike SVG from outside, which is refused.
 */
export function monogramSvg({ name, color }: { name: string; color: string }): string {
  const background = /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : fallbackColor
  const letter = initialOf(name)
  // The letter is an escaped text node, never markup; dy centres it vertically without relying
  // on dominant-baseline, which renderers implement unevenly.
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="22" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" fill="${monogramTextColor(background)}" ` +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" ' +
    `font-size="44" font-weight="600" text-anchor="middle">${escapeXml(letter)}</text>` +
    '</svg>'
  )
}
