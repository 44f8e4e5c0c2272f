import { sha256 } from '@noble/hashes/sha2'
import { PNG } from 'pngjs'

/** How many cells a side of the pattern has, and how many pixels a side of a cell. */
const cells = 8
const cellPixels = 8

/**
 * A deterministic 64×64 PNG for `label`: a mirrored 8×8 pattern in two colours picked from the
 * label's SHA-256, like an identicon. Flat colours keep it small (a few hundred bytes) so that it
 * fits in on-chain metadata. Same label, same bytes, on every run.
 *
 * @example
 * tokenImage('Latch Collectibles #1') // Uint8Array, starts with the PNG signature
 */
function tokenImage(label: string): Uint8Array {
  const hash = sha256(new TextEncoder().encode(label))
  const hue = ((hash[0]! << 8) | hash[1]!) % 360
  const foreground = hsl(hue, 0.65, 0.5)
  const background = hsl((hue + 180) % 360, 0.35, 0.92)
  const size = cells * cellPixels
  const png = new PNG({ width: size, height: size, colorType: 2, inputHasAlpha: false })
  const data = Buffer.alloc(size * size * 3)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const column = Math.floor(x / cellPixels)
      const row = Math.floor(y / cellPixels)
      // Mirror the left half onto the right; bit (row, column) of the hash's bytes 2.. decides.
      const source = column < cells / 2 ? column : cells - 1 - column
      const bit = row * (cells / 2) + source
      const on = ((hash[2 + (bit >> 3)]! >> (bit & 7)) & 1) === 1
      data.set(on ? foreground : background, (y * size + x) * 3)
    }
  }
  png.data = data
  return new Uint8Array(
    PNG.sync.write(png, { colorType: 2, inputHasAlpha: false, deflateLevel: 9 }),
  )
}

export type TokenMetadata = {
  name: string
  description: string
  attributes?: { trait_type: string; value: string | number }[] | undefined
}

/**
 * The metadata JSON of a token, with `tokenImage(metadata.name)` as its `image`, as the
 * `data:application/json;base64,…` URI an ERC-721 `tokenURI` or ERC-1155 `uri` returns.
 */
export function tokenMetadataUri(metadata: TokenMetadata): string {
  const image = `data:image/png;base64,${Buffer.from(tokenImage(metadata.name)).toString('base64')}`
  const json = JSON.stringify({ ...metadata, image })
  return `data:application/json;base64,${Buffer.from(json, 'utf8').toString('base64')}`
}

/** HSL (hue in degrees, saturation and lightness 0..1) to 8-bit RGB. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = lightness - chroma / 2
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x]
  return [r, g, b].map((value) => Math.round((value + m) * 255)) as [number, number, number]
}
