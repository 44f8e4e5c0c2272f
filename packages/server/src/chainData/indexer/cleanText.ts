/**
 * Text from any contract (names, symbols, metadata): no control or direction-override
 * characters, trimmed, at most `length` characters; null when nothing is left.
 */
export function cleanText(value: string, length = 64): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  return text === '' ? null : text.slice(0, length)
}
