import { bytesToHex } from 'viem'

/** What {@link decodeMessageText} returns. */
export type DecodedMessageText = {
  /** The text when the bytes are printable UTF-8, else the hex. */
  value: string
  isText: boolean
}

// Printable: no control characters except tab, line feed and carriage return; no bidi overrides
// (they can make a message read differently from what it says).
function isPrintable(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) as number
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false
  }
  return true
}

/**
 * The message bytes as the approval view shows them: UTF-8 text if they decode strictly and are
 * printable, otherwise hex.
 *
 * @example
 * decodeMessageText(new TextEncoder().encode('hello')) // { value: 'hello', isText: true }
 */
export function decodeMessageText(bytes: Uint8Array): DecodedMessageText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    if (text.length > 0 && isPrintable(text)) return { value: text, isText: true }
  } catch {}
  return { value: bytesToHex(bytes), isText: false }
}
