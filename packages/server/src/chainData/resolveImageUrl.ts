import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { OutsideImageCache } from '../images/createOutsideImageCache.js'
import { prepareImage } from '../images/prepareImage.js'
import { putImage } from '../images/putImage.js'
import { decodeDataUrl } from './indexer/readNftMetadata.js'

/**
 * A chain-data image (an NFT's or a token's) as a URL of the server's image routes, served from
 * `/public/getAssetImage/<id>`. A `data:` URL is decoded, sniffed and stored like any image from
 * outside (PNG, JPEG, WebP, GIF; never SVG, which could carry script). An http(s) or `ipfs://`
 * URL is fetched through `outsideImages` (guarded against request forgery, sniffed the same way,
 * fetched once per source); without it, such a URL gives no image. A source refused, failing or
 * slow gives no URL, never an error.
 */
export async function resolveImageUrl(
  db: Kysely<Database>,
  source: string | undefined,
  baseUrl: string,
  outsideImages?: OutsideImageCache | undefined,
): Promise<string | undefined> {
  if (source === undefined) return undefined
  const id = source.startsWith('data:')
    ? await storeDataUrl(db, source)
    : await outsideImages?.imageIdOf(source)
  return id === undefined ? undefined : new URL(`/public/getAssetImage/${id}`, baseUrl).href
}

async function storeDataUrl(db: Kysely<Database>, source: string): Promise<string | undefined> {
  const decoded = decodeDataUrl(source)
  if (!decoded) return undefined
  const prepared = prepareImage(decoded.bytes)
  if ('error' in prepared) return undefined
  return putImage(db, prepared)
}
