/** The colour's red, green and blue (0 to 255) when written as hex or `rgb()`, else undefined. */
function parseColor(color: string): [number, number, number] | undefined {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(color.trim())?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ]
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim())
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined
}

/**
 * True unless the colour is known to be too light for a QR code on white: its contrast with
 * white (WCAG's relative luminance) is under 3:1. Colours it cannot read (names, `hsl()`,
 * variables) are trusted, as the browser draws them.
 */
export function isReadableOnWhite(color: string): boolean {
  const channels = parseColor(color)
  if (!channels) return true
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return 1.05 / (luminance + 0.05) >= 3
}
