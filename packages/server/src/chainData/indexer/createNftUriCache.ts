import type { PublicClient } from 'viem'
import { type CreateLoadCacheParameters, createLoadCache } from '../../cache/createLoadCache.js'
import { type OnChainNftMetadata, readNftMetadata } from './readNftMetadata.js'

/** An NFT, as `readNftMetadata` reads it. */
type NftToken = { contract: string; tokenId: string; standard: 'ERC721' | 'ERC1155' }

/** NFTs' on-chain metadata reads (`tokenURI`, `uri`), kept for a while per chain and token. */
export type NftUriCache = {
  /**
   * What `readNftMetadata` reads for `token` on `chainId` through `client`, read again only once
   * `keepForMs` has passed; `{}` when the read fails (tried again after `retryAfterMs`) or takes
   * longer than the wait. Never throws.
   */
  read(client: PublicClient, chainId: string, token: NftToken): Promise<OnChainNftMetadata>
}

/**
 * Parameters of {@link createNftUriCache}: settings of the memory (see `createLoadCache`).
 * Defaults to 10,000 tokens and 8 million characters of names, images and URLs, each read kept
 * for 10 minutes, a failed read for 1 minute, and a wait of 5 s.
 */
export type CreateNftUriCacheParameters = Partial<CreateLoadCacheParameters<OnChainNftMetadata>>

/**
 * The on-chain half of NFT metadata, kept so that a page view does not make one RPC call per
 * NFT every time: a token's read is kept for `keepForMs` (a contract may change its URI, as
 * collections do when they reveal), a failed read (no `tokenURI`, a burnt token, the RPC down)
 * is remembered for `retryAfterMs`, concurrent views share one read, and a caller waits at most
 * `waitMs` (see `createLoadCache`). Bounded by entries and by characters, since a `data:` image
 * may be long.
 */
export function createNftUriCache(parameters: CreateNftUriCacheParameters = {}): NftUriCache {
  const reads = createLoadCache<OnChainNftMetadata>({
    maxEntries: 10_000,
    maxWeight: 8_000_000,
    weigh: (read) =>
      (read.name?.length ?? 0) + (read.image?.length ?? 0) + (read.metadataUrl?.length ?? 0),
    keepForMs: 10 * 60_000,
    retryAfterMs: 60_000,
    waitMs: 5_000,
    ...parameters,
  })
  return {
    async read(client, chainId, token) {
      const key = `${chainId}:${token.standard}:${token.contract.toLowerCase()}:${token.tokenId}`
      const read = await reads.get(key, async () => {
        const metadata = await readNftMetadata(client, token)
        return metadata ? { value: metadata } : { failed: true }
      })
      return read ?? {}
    },
  }
}
