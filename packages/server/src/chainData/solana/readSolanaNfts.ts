import type { CaipAddress, CaipNetworkId, NftItem } from '@latch/core'
import type { z } from 'zod'
import { InvalidCursorError } from '../chainDataErrors.js'
import type { Page, PageRequest } from '../chainDataProvider.js'
import { cleanText } from '../indexer/cleanText.js'
import { readMetadataUri } from '../indexer/readNftMetadata.js'
import {
  type getMultipleAccountsSchema,
  parsedMintSchema,
  tokenMetadataStateSchema,
} from './solanaRpcSchemas.js'

/** An SPL NFT as the Solana provider returns it: `sourceImageUrl` is an input of the image routes. */
export type SolanaNftItem = NftItem & {
  sourceImageUrl?: string | undefined
  /** An http(s) or ipfs metadata URL, which the chain-data route fetches through its guard. */
  sourceMetadataUrl?: string | undefined
}

/** Parameters of {@link readSolanaNfts}. */
export type ReadSolanaNftsParameters = {
  /** The cluster (CAIP-2). */
  chainId: string
  /** The mints the account holds exactly one token of, with 0 decimals (the candidates). */
  mints: readonly string[]
  page: PageRequest
  /** `getMultipleAccounts` (jsonParsed) of at most 100 mints, validated. */
  readMints(mints: string[]): Promise<z.output<typeof getMultipleAccountsSchema>>
}

/** `getMultipleAccounts` reads at most this many accounts. */
const mintsPerRead = 100
const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * A page of an account's SPL NFTs: of the mints it holds one token of with 0 decimals, those
 * whose supply is 1 (Token or Token-2022), ordered by mint address. A Token-2022 mint's
 * TokenMetadata extension gives the name, the symbol (shown as the collection) and a metadata
 * URI; a `data:` URI's JSON gives the image (and the name, if the extension has none). Other
 * URIs (http, ipfs) are not read yet, nor Metaplex metadata of classic Token mints: those NFTs
 * come without a name or an image. The cursor is the last mint of the previous page.
 */
export async function readSolanaNfts(
  parameters: ReadSolanaNftsParameters,
): Promise<Page<SolanaNftItem>> {
  const { chainId, page, readMints } = parameters
  if (page.cursor !== undefined && !base58.test(page.cursor)) throw new InvalidCursorError()
  const after = page.cursor
  const mints = [...parameters.mints]
    .sort(compare)
    .filter((mint) => after === undefined || compare(mint, after) > 0)
  const items: SolanaNftItem[] = []
  // One item past the page tells whether there is a next one.
  for (let start = 0; start < mints.length && items.length <= page.limit; start += mintsPerRead) {
    const chunk = mints.slice(start, start + mintsPerRead)
    const { value } = await readMints(chunk)
    for (const [index, account] of value.entries()) {
      const mint = chunk[index]
      const data = parsedMintSchema.safeParse(account?.data)
      if (mint === undefined || !data.success) continue
      const { decimals, supply, extensions } = data.data.parsed.info
      if (decimals !== 0 || supply !== '1') continue
      items.push(toItem(chainId, mint, extensions))
    }
  }
  const shown = items.slice(0, page.limit)
  return items.length > page.limit
    ? { items: shown, next: shown.at(-1)?.tokenId }
    : { items: shown }
}

function toItem(
  chainId: string,
  mint: string,
  extensions: { extension: string; state: unknown }[] | undefined,
): SolanaNftItem {
  const item: SolanaNftItem = {
    chainId: chainId as CaipNetworkId,
    contract: `${chainId}:${mint}` as CaipAddress,
    tokenId: mint,
    standard: 'SPL',
    amount: '1',
  }
  const state = extensions?.find(({ extension }) => extension === 'tokenMetadata')?.state
  const metadata = tokenMetadataStateSchema.safeParse(state)
  // The extension describes the mint it sits on; anything else is not this NFT's metadata.
  if (!metadata.success || metadata.data.mint !== mint) return item
  // A data: document is read here; an http(s) or ipfs one is the route's to fetch, as for EVM.
  const document = readMetadataUri(metadata.data.uri)
  const name = cleanText(metadata.data.name, 100) ?? document.name
  const collection = cleanText(metadata.data.symbol, 100) ?? name
  return {
    ...item,
    ...(name === undefined ? {} : { name }),
    ...(collection === undefined ? {} : { collection }),
    ...(document.image === undefined ? {} : { sourceImageUrl: document.image }),
    ...(document.metadataUrl === undefined ? {} : { sourceMetadataUrl: document.metadataUrl }),
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
