import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { prepareImage } from '../images/prepareImage.js'
import { putImage } from '../images/putImage.js'
import { decodeDataUrl } from './indexer/readNftMetadata.js'

/**
 * A chain-data image (an NFT's or a token's) as a URL of the server's image routes: a `data:`
 * URL is decoded, sniffed and stored like any image from outside (PNG, JPEG, WebP, GIF; never
 * SVG, which could carry script), and served from `/public/getAssetImage/<id>`. Anything else,
 * and an image refused, gives no URL. (http and ipfs images are not fetched yet.)
 */
export async function resolveImageUrl(
  db: Kysely<Database>,
  source: string | undefined,
  baseUrl: string,
): Promise<string | undefined> {
  if (!source?.startsWith('data:')) return undefined
  const decoded = decodeDataUrl(source)
  if (!decoded) return undefined
  const prepared = prepareImage(decoded.bytes)
  if ('error' in prepared) return undefined
  const id = await putImage(db, prepared)
  return new URL(`/public/getAssetImage/${id}`, baseUrl).href
}
