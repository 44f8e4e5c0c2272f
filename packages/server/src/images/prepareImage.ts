import { etagOf } from './imageHeaders.js'
import { type ImageType, sniffImageType } from './sniffImageType.js'

/** Raster images larger than this are refused: a logo never needs more. */
export const maximumRasterBytes = 512 * 1024

/** An image ready to store and serve: its sniffed type, the bytes to serve and their ETag. */
export type PreparedImage = { contentType: ImageType; bytes: Uint8Array; etag: string }

/**
 * Checks an image from outside (a registry import; SECURITY.md T14). The type comes from the
 * bytes, never from a file name. PNG, JPEG, WebP and GIF pass unchanged. An SVG from outside is
 * refused: SVG can carry script, and neither a hand-written sanitiser nor a renderer under a
 * licence we may use is worth that risk for a logo. Such a wallet keeps no image and is shown
 * with a monogram. (The monograms the server draws itself are trusted: `prepareTrustedSvg`.)
 */
export function prepareImage(bytes: Uint8Array): PreparedImage | { error: string } {
  const contentType = sniffImageType(bytes)
  if (contentType === undefined) return { error: 'Unsupported image type' }
  if (contentType === 'image/svg+xml')
    return { error: 'SVG logos are not accepted; use PNG, JPEG, WebP or GIF' }
  if (bytes.length > maximumRasterBytes) return { error: 'Image too large' }
  return { contentType, bytes, etag: etagOf(bytes) }
}
