import type { NftItem } from '@latch/core'
import type { Kysely } from 'kysely'
import { getAddress, type PublicClient } from 'viem'
import type { Database } from '../../db/schema.js'
import { InvalidCursorError } from '../chainDataErrors.js'
import type { ChainAccount, Page, PageRequest } from '../chainDataProvider.js'
import { createNftUriCache, type NftUriCache } from './createNftUriCache.js'
import { readIndexedTokens } from './readIndexedTokens.js'

/**
 * An NFT as the indexer provider returns it: `sourceImageUrl` is an input of the image routes,
 * `sourceMetadataUrl` (an http(s) or ipfs URL) one of the chain-data route's metadata fetch.
 */
export type IndexedNftItem = NftItem & {
  sourceImageUrl?: string | undefined
  sourceMetadataUrl?: string | undefined
}

/** Options of {@link readIndexedNfts}. */
export type ReadIndexedNftsOptions = {
  /** Where the tokens' metadata reads are kept. Defaults to one cache per `client`. */
  uris?: NftUriCache | undefined
}

// The caller's client lives as long as its provider: so does the cache of its reads.
const urisByClient = new WeakMap<PublicClient, NftUriCache>()
const urisOf = (client: PublicClient) => {
  let uris = urisByClient.get(client)
  if (!uris) {
    uris = createNftUriCache()
    urisByClient.set(client, uris)
  }
  return uris
}

const compare = <value extends string | bigint>(a: value, b: value) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * An account's NFTs from the indexed transfers: an ERC-721 token whose last transfer touching
 * the account was to it, and every ERC-1155 id with a positive net amount. Sorted by contract
 * and id; the cursor is the offset of the next page. Names and images come from the tokens'
 * `data:` metadata; an http(s) or ipfs metadata URL is passed on as `sourceMetadataUrl`. The
 * page's metadata reads go out together and are kept for a while (`createNftUriCache`).
 */
export async function readIndexedNfts(
  db: Kysely<Database>,
  client: PublicClient,
  { chainId, address }: ChainAccount,
  page: PageRequest,
  options: ReadIndexedNftsOptions = {},
): Promise<Page<IndexedNftItem>> {
  const uris = options.uris ?? urisOf(client)
  if (page.cursor !== undefined && !/^[1-9]\d{0,8}$/.test(page.cursor))
    throw new InvalidCursorError()
  const offset = Number(page.cursor ?? 0)
  const account = address.toLowerCase()
  const rows = await db
    .selectFrom('chain_transfers')
    .select(['token_address', 'token_id', 'standard', 'from_address', 'to_address', 'amount'])
    .where('chain_id', '=', chainId)
    .where('standard', 'in', ['erc721', 'erc1155'])
    .where((where) =>
      where.or([where('from_address', '=', account), where('to_address', '=', account)]),
    )
    .orderBy('block_number')
    .orderBy('log_index')
    .orderBy('item_index')
    .execute()
  const held = new Map<
    string,
    { contract: string; tokenId: string; standard: 'ERC721' | 'ERC1155'; amount: bigint }
  >()
  for (const row of rows) {
    if (!row.token_address || row.token_id === null) continue
    const key = `${row.token_address}:${row.token_id}`
    const standard = row.standard === 'erc721' ? 'ERC721' : 'ERC1155'
    const entry = held.get(key) ?? {
      contract: row.token_address,
      tokenId: row.token_id,
      standard,
      amount: 0n,
    }
    const amount = BigInt(row.amount)
    if (standard === 'ERC721') entry.amount = row.to_address === account ? 1n : 0n
    else
      entry.amount +=
        (row.to_address === account ? amount : 0n) - (row.from_address === account ? amount : 0n)
    held.set(key, entry)
  }
  const owned = [...held.values()]
    .filter((entry) => entry.amount > 0n)
    .sort(
      (a, b) => compare(a.contract, b.contract) || compare(BigInt(a.tokenId), BigInt(b.tokenId)),
    )
  const slice = owned.slice(offset, offset + page.limit)
  const collections = await readIndexedTokens(
    db,
    chainId,
    slice.map((entry) => entry.contract),
  )
  // Together, so that the chain client sends the reads not yet kept in one batch.
  const items = await Promise.all(
    slice.map(async (entry): Promise<IndexedNftItem> => {
      const collection = collections.get(entry.contract)?.name ?? undefined
      const metadata = await uris.read(client, chainId, entry)
      return {
        chainId: chainId as NftItem['chainId'],
        contract: `${chainId}:${getAddress(entry.contract)}` as NftItem['contract'],
        tokenId: entry.tokenId,
        standard: entry.standard,
        amount: entry.amount.toString(),
        name: metadata.name ?? `${collection ?? 'NFT'} #${entry.tokenId}`,
        collection,
        sourceImageUrl: metadata.image,
        sourceMetadataUrl: metadata.metadataUrl,
      }
    }),
  )
  return offset + page.limit < owned.length
    ? { items, next: String(offset + page.limit) }
    : { items }
}
