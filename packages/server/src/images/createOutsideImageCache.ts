import type { Kysely } from 'kysely'
import { createLoadCache, type Loaded } from '../cache/createLoadCache.js'
import type { Database } from '../db/schema.js'
import { type FetchFromOutsideParameters, fetchFromOutside } from './fetchFromOutside.js'
import { maximumRasterBytes, prepareImage } from './prepareImage.js'
import { putImage } from './putImage.js'
import { toOutsideUrl } from './toOutsideUrl.js'

/** Source URLs of images from outside, resolved once to the ids of the image store. */
export type OutsideImageCache = {
  /**
   * The stored image's id for an http(s) or `ipfs://` source, fetched, sniffed and stored the
   * first time; `undefined` when the source is refused, fails, or takes longer than the wait
   * (the fetch then goes on, and a later call finds its result). Never throws.
   */
  imageIdOf(source: string): Promise<string | undefined>
}

/** Parameters of {@link createOutsideImageCache}. */
export type CreateOutsideImageCacheParameters = {
  db: Kysely<Database>
  /** `IPFS_GATEWAY_URL`: `ipfs://` sources are fetched there, and its origin is trusted. */
  ipfsGatewayUrl: string
  /** Sources remembered, the least recently used forgotten first. Defaults to `10000`. */
  maxEntries?: number | undefined
  /** How long a source that failed is not asked again, in ms. Defaults to 15 minutes. */
  retryAfterMs?: number | undefined
  /** Fetches running at once; more wait their turn. Defaults to `8`. */
  maxConcurrent?: number | undefined
  /** Fetches waiting for a turn; beyond them a source gives no image (and is not remembered). */
  maxQueued?: number | undefined
  /** How long a caller waits for a fetch, in ms. Defaults to the fetch's own timeout (5 s). */
  waitMs?: number | undefined
  /** The guard's other settings (tests: a resolver, a loopback origin to trust, a timeout). */
  fetch?: Pick<FetchFromOutsideParameters, 'resolve' | 'timeoutMs' | 'trustedOrigins'> | undefined
  /** Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

/**
 * Image sources from outside (an NFT's or a token's http(s) or ipfs image) as ids of the image
 * store: fetched through `fetchFromOutside`, refused unless `prepareImage` sniffs PNG, JPEG, WebP
 * or GIF (never SVG, never by `Content-Type`), stored once by `putImage` (content-addressed: the
 * id is the bytes' hash), and remembered in memory, source → id, so a source is fetched once per
 * process. Failures are remembered for `retryAfterMs`, so a dead or hostile host is not asked on
 * every request; a source being fetched is fetched once for all who ask; fetches run at most
 * `maxConcurrent` at a time (see `createLoadCache`). The memory is a bounded LRU rather than a
 * table: after a restart a source is fetched once more and finds its image already stored.
 */
export function createOutsideImageCache(
  parameters: CreateOutsideImageCacheParameters,
): OutsideImageCache {
  const { db, ipfsGatewayUrl } = parameters
  const trustedOrigins = [
    new URL(ipfsGatewayUrl).origin,
    ...(parameters.fetch?.trustedOrigins ?? []),
  ]
  const ids = createLoadCache<string>({
    maxEntries: parameters.maxEntries ?? 10_000,
    retryAfterMs: parameters.retryAfterMs ?? 15 * 60_000,
    maxConcurrent: parameters.maxConcurrent ?? 8,
    maxQueued: parameters.maxQueued ?? 1000,
    waitMs: parameters.waitMs ?? parameters.fetch?.timeoutMs ?? 5_000,
    now: parameters.now,
  })

  // A store that throws is not remembered (see `createLoadCache`): the next request tries again.
  const fetchAndStore = async (url: URL): Promise<Loaded<string>> => {
    const fetched = await fetchFromOutside({
      ...parameters.fetch,
      url,
      maxBytes: maximumRasterBytes,
      accept: 'image/png, image/jpeg, image/webp, image/gif',
      trustedOrigins,
    })
    const prepared = 'error' in fetched ? fetched : prepareImage(fetched.bytes)
    if ('error' in prepared) return { failed: true }
    return { value: await putImage(db, prepared) }
  }

  return {
    async imageIdOf(source) {
      const url = toOutsideUrl(source, ipfsGatewayUrl)
      if (!url) return undefined
      return ids.get(url.href, () => fetchAndStore(url))
    },
  }
}
