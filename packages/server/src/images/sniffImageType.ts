/**
 * The image types the server recognises, stores and serves. SVG is stored as SVG only when the
 * server wrote it (`prepareTrustedSvg`); an SVG from outside is stored as the PNG rendered from it.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/svg+xml'

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const jpeg = [0xff, 0xd8, 0xff]
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte)

// An SVG's prologue (declaration, comments, doctype) is short in practice; a file whose root
// element starts later than this is not an icon, and scanning further would cost for nothing.
const maximumPrologue = 16 * 1024

// What may come before the root element: whitespace, an XML declaration, comments, an svg
// doctype (possibly with an internal subset in brackets); an html doctype means HTML. Anchored and non-backtracking-prone: every
// alternative starts with a distinct literal and uses lazy or negated classes.
const prologueItem =
  /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg(?=[\s[>])[^[>]*(?:\[[\s\S]*?\])?\s*>)/

function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, maximumPrologue))
  if (text.startsWith('\uFEFF')) text = text.slice(1)
  for (;;) {
    const match = prologueItem.exec(text)
    if (!match) break
    text = text.slice(match[0].length)
  }
  return /^<svg[\s/>]/.test(text)
}

/**
 * The image type of `bytes` judged by its content alone, never by a name or a declared type;
 * undefined for anything else (HTML, scripts, Photoshop files named .jpeg).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, png)) return 'image/png'
  if (startsWith(bytes, jpeg)) return 'image/jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (isSvg(bytes)) return 'image/svg+xml'
  return undefined
}
