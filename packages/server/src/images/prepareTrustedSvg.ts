import { etagOf } from './imageHeaders.js'
import type { PreparedImage } from './prepareImage.js'

/** Our generated SVGs are a few hundred bytes; anything near this is a bug in the generator. */
export const maximumSvgBytes = 128 * 1024

/**
 * Prepares an SVG that this server generated itself (the seed's monograms from `monogramSvg`,
 * whose only variable text is escaped), to be stored and served as `image/svg+xml`. It is not
 * checked or rewritten, because nothing in it came from outside: never pass it anything that did
 * (imports and uploads go through `prepareImage`, which refuses SVG). Served images also carry
 * a sandboxing CSP (`imageResponseHeaders`). Throws when the text exceeds the SVG size cap, which
 * would be a bug in the generator.
 */
export function prepareTrustedSvg(svg: string): PreparedImage {
  const bytes = new TextEncoder().encode(svg)
  if (bytes.length > maximumSvgBytes) {
    throw new Error(`Generated SVG is ${bytes.length} bytes, over the ${maximumSvgBytes} cap`)
  }
  return { contentType: 'image/svg+xml', bytes, etag: etagOf(bytes) }
}
