const decoder = new TextDecoder('utf-8', { fatal: true })

// C0 and C1 controls except tab and line breaks, plus the bidi overrides and isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const hidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/**
 * The bytes as UTF-8 text when they are valid UTF-8 without control characters (other than line
 * breaks and tabs); otherwise `undefined`, and the wallet shows the hex instead. A message that
 * hides bytes in control characters must not look like plain prose.
 */
export function decodePrintableText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = decoder.decode(bytes)
  } catch {
    return undefined
  }
  return hidden.test(text) ? undefined : text
}
