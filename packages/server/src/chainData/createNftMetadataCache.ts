import { type CreateLoadCacheParameters, createLoadCache } from '../cache/createLoadCache.js'
import { type FetchFromOutsideParameters, fetchFromOutside } from '../images/fetchFromOutside.js'
import { toOutsideUrl } from '../images/toOutsideUrl.js'
import { maximumMetadataBytes, type NftMetadata, parseNftMetadata } from './parseNftMetadata.js'

/** NFT metadata documents at http(s) and `ipfs://` URLs, fetched once and kept for a while. */
export type NftMetadataCache = {
  /**
   * The name and image of the metadata JSON at `source`, fetched through the guard the first
   * time; `undefined` when the source is refused, fails, is not metadata we read, or takes longer
   * than the wait (the fetch then goes on, and a later call finds its result). Never throws.
   */
  metadataOf(source: string): Promise<NftMetadata | undefined>
}

/** Parameters of {@link createNftMetadataCache}. */
export type CreateNftMetadataCacheParameters = {
  /** `IPFS_GATEWAY_URL`: `ipfs://` sources are fetched there, and its origin is trusted. */
  ipfsGatewayUrl: string
  /** The guard's other settings (tests: a resolver, a loopback origin to trust, a timeout). */
  fetch?: Pick<FetchFromOutsideParameters, 'resolve' | 'timeoutMs' | 'trustedOrigins'> | undefined
  /**
   * Settings of the memory (see `createLoadCache`). Defaults to 10,000 documents and 8 million
   * characters of names and images, each kept for 1 hour, a failure for 15 minutes, 8 fetches
   * at once and 1,000 waiting, and a wait of 3 s.
   */
  cache?: Partial<CreateLoadCacheParameters<NftMetadata>> | undefined
}

/**
 * NFT metadata URIs from outside (an NFT's `tokenURI` or ERC-1155 `uri` at http(s) or ipfs) as
 * their name and image: fetched through `fetchFromOutside` (public addresses only, at most 64 KB,
 * `Accept: application/json`), parsed by `parseNftMetadata` (the same reading as a `data:`
 * document), and kept in memory for `keepForMs` (a collection may reveal its metadata later at
 * the same URL) in an LRU bounded by entries and characters. Failures are remembered for
 * `retryAfterMs`; a source being fetched is fetched once for all who ask; at most
 * `maxConcurrent` fetches run at once; a caller waits at most `waitMs` (see `createLoadCache`).
 */
export function createNftMetadataCache(
  parameters: CreateNftMetadataCacheParameters,
): NftMetadataCache {
  const { ipfsGatewayUrl } = parameters
  const trustedOrigins = [
    new URL(ipfsGatewayUrl).origin,
    ...(parameters.fetch?.trustedOrigins ?? []),
  ]
  const documents = createLoadCache<NftMetadata>({
    maxEntries: 10_000,
    maxWeight: 8_000_000,
    weigh: (metadata) => (metadata.name?.length ?? 0) + (metadata.image?.length ?? 0),
    keepForMs: 60 * 60_000,
    retryAfterMs: 15 * 60_000,
    maxConcurrent: 8,
    maxQueued: 1000,
    waitMs: 3_000,
    ...parameters.cache,
  })

  return {
    async metadataOf(source) {
      const url = toOutsideUrl(source, ipfsGatewayUrl)
      if (!url) return undefined
      return documents.get(url.href, async () => {
        const fetched = await fetchFromOutside({
          ...parameters.fetch,
          url,
          maxBytes: maximumMetadataBytes,
          accept: 'application/json',
          trustedOrigins,
        })
        const metadata = 'error' in fetched ? undefined : parseNftMetadata(fetched.bytes)
        return metadata ? { value: metadata } : { failed: true }
      })
    },
  }
}
