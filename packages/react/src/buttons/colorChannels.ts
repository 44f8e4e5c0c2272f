/**
 * The red, green and blue channels (0 to 255) and the alpha (0 to 1) of a computed colour.
 * Browsers compute `rgb()` and named colours to `rgb(r, g, b)` or `rgba(r, g, b, a)`, and
 * `color-mix()` and other colour functions to `color(srgb r g b / a)` with channels from 0 to 1.
 * `undefined` for a colour in another space (a page's `oklch()` background, say).
 *
 * @example
 * colorChannels('color(srgb 1 1 1)') // [255, 255, 255]
 */
export function colorChannels(color: string): number[] | undefined {
  const numbers = color.match(/[\d.]+(e-?\d+)?/g)?.map(Number)
  if (!numbers || numbers.length < 3) return undefined
  if (color.startsWith('rgb')) return numbers
  if (color.startsWith('color(srgb ')) return numbers.map((n, i) => (i < 3 ? n * 255 : n))
  return undefined
}
