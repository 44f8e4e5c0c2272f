import { etagOf } from './imageHeaders.js'
import { maximumSvgBytes, sanitizeSvg } from './sanitizeSvg.js'
import { type ImageType, sniffImageType } from './sniffImageType.js'

/** Raster images larger than this are refused: a logo never needs more. */
export const maximumRasterBytes = 512 * 1024

/** An image ready to store and serve: its sniffed type, the bytes to serve and their ETag. */
export type PreparedImage = { contentType: ImageType; bytes: Uint8Array; etag: string }

/**
 * Checks and normalises an uploaded or imported image: the type comes from the bytes, rasters
 * pass unchanged, SVGs are rebuilt by the sanitiser, and anything else is refused.
 */
export function prepareImage(bytes: Uint8Array): PreparedImage | { error: string } {
  const contentType = sniffImageType(bytes)
  if (contentType === undefined) return { error: 'Unsupported image type' }
  if (contentType !== 'image/svg+xml') {
    if (bytes.length > maximumRasterBytes) return { error: 'Image too large' }
    return { contentType, bytes, etag: etagOf(bytes) }
  }
  if (bytes.length > maximumSvgBytes) return { error: 'Image too large' }
  let text: string
  try {
    // fatal: invalid UTF-8 is refused rather than patched with replacement characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { error: 'Invalid SVG' }
  }
  const clean = sanitizeSvg(text)
  if (clean === undefined) return { error: 'Invalid SVG' }
  const encoded = new TextEncoder().encode(clean)
  return { contentType, bytes: encoded, etag: etagOf(encoded) }
}
