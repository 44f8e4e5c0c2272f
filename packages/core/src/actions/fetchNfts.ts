import { fetchPagedList } from '../accountData/fetchPagedList.js'
import { parseNftItem } from '../accountData/parseNftItem.js'
import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'

export type FetchNftsParameters = {
  namespace?: Namespace | undefined
  /** Reads the page after the last one read, instead of the first. */
  more?: boolean | undefined
}

/** Reads the connected account's NFTs from the chain-data service into `account.nfts`, a page at a time. */
export function fetchNfts(config: Config, parameters: FetchNftsParameters = {}): Promise<void> {
  return fetchPagedList(config, {
    namespace: parameters.namespace,
    more: parameters.more,
    field: 'nfts',
    path: 'chain/v1/nfts',
    itemsKey: 'nfts',
    parse: parseNftItem,
    key: (nft) => `${nft.contract}/${nft.tokenId}`,
  })
}
