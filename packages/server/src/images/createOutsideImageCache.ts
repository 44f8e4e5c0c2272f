import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
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

// A remembered source: the image's id, or the time it failed.
type Entry = { id: string } | { failedAt: number }

/**
 * Image sources from outside (an NFT's or a token's http(s) or ipfs image) as ids of the image
 * store: fetched through `fetchFromOutside`, refused unless `prepareImage` sniffs PNG, JPEG, WebP
 * or GIF (never SVG, never by `Content-Type`), stored once by `putImage` (content-addressed: the
 * id is the bytes' hash), and remembered in memory, source → id, so a source is fetched once per
 * process. Failures are remembered for `retryAfterMs`, so a dead or hostile host is not asked on
 * every request; a source being fetched is fetched once for all who ask; fetches run at most
 * `maxConcurrent` at a time. The memory is a bounded LRU rather than a table: after a restart a
 * source is fetched once more and finds its image already stored.
 */
export function createOutsideImageCache(
  parameters: CreateOutsideImageCacheParameters,
): OutsideImageCache {
  const { db, ipfsGatewayUrl } = parameters
  const maxEntries = parameters.maxEntries ?? 10_000
  const retryAfterMs = parameters.retryAfterMs ?? 15 * 60_000
  const maxConcurrent = parameters.maxConcurrent ?? 8
  const maxQueued = parameters.maxQueued ?? 1000
  const waitMs = parameters.waitMs ?? parameters.fetch?.timeoutMs ?? 5_000
  const now = parameters.now ?? Date.now
  const trustedOrigins = [
    new URL(ipfsGatewayUrl).origin,
    ...(parameters.fetch?.trustedOrigins ?? []),
  ]
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<string | undefined>>()
  const waiting: (() => void)[] = []
  let running = 0

  const remember = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }
  // A turn is handed from a finished fetch straight to the next in line.
  const turn = async () => {
    if (running < maxConcurrent) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  const fetchAndStore = async (key: string, url: URL): Promise<string | undefined> => {
    await turn()
    try {
      const fetched = await fetchFromOutside({
        ...parameters.fetch,
        url,
        maxBytes: maximumRasterBytes,
        accept: 'image/png, image/jpeg, image/webp, image/gif',
        trustedOrigins,
      })
      const prepared = 'error' in fetched ? fetched : prepareImage(fetched.bytes)
      if ('error' in prepared) {
        remember(key, { failedAt: now() })
        return undefined
      }
      const id = await putImage(db, prepared)
      remember(key, { id })
      return id
    } catch {
      // The store failed: not remembered, so the next request tries again.
      return undefined
    } finally {
      release()
      pending.delete(key)
    }
  }

  return {
    async imageIdOf(source) {
      const url = toOutsideUrl(source, ipfsGatewayUrl)
      if (!url) return undefined
      const key = url.href
      const entry = entries.get(key)
      if (entry && 'id' in entry) {
        remember(key, entry)
        return entry.id
      }
      if (entry && now() - entry.failedAt < retryAfterMs) return undefined
      let fetching = pending.get(key)
      if (!fetching) {
        if (waiting.length >= maxQueued) return undefined
        fetching = fetchAndStore(key, url)
        pending.set(key, fetching)
      }
      // The caller stops waiting after waitMs; the fetch goes on and its result is remembered.
      const stopWaiting = new AbortController()
      const waited = sleep(waitMs, undefined, { signal: stopWaiting.signal }).catch(() => undefined)
      try {
        return await Promise.race([fetching, waited])
      } finally {
        stopWaiting.abort()
      }
    },
  }
}
