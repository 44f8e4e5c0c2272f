import { fetchPagedList } from '../accountData/fetchPagedList.js'
import { parseNftItem } from '../accountData/parseNftItem.js'
import type { Config } from '../config/createConfig.js'
import type { NftItem } from '../protocol/chainData.js'
import type { Namespace } from '../types/network.js'

export type FetchNftsParameters = {
  namespace?: Namespace | undefined
  /** Reads the page after the last one read, instead of the first. */
  more?: boolean | undefined
}

/**
 * An eip155 NFT's page on its network's block explorer, when the service gave none: the
 * collection's token page with the id as its `?a=` filter, which Etherscan-family explorers read
 * (others show the collection). None on Solana, where the explorer's cluster is not known.
 */
function withExplorer(config: Config, nft: NftItem | undefined): NftItem | undefined {
  if (!nft || nft.explorerUrl || nft.standard === 'SPL') return nft
  const explorer = config.options.networks.find((network) => network.caipNetworkId === nft.chainId)
    ?.blockExplorers?.default.url
  if (!explorer) return nft
  const page = new URL(`token/${nft.contract.split(':')[2]}`, `${explorer.replace(/\/$/, '')}/`)
  page.searchParams.set('a', nft.tokenId)
  return { ...nft, explorerUrl: page.href }
}

/** Reads the connected account's NFTs from the chain-data service into `account.nfts`, a page at a time. */
export function fetchNfts(config: Config, parameters: FetchNftsParameters = {}): Promise<void> {
  return fetchPagedList(config, {
    namespace: parameters.namespace,
    more: parameters.more,
    field: 'nfts',
    path: 'chain/v1/nfts',
    itemsKey: 'nfts',
    parse: (entry) => withExplorer(config, parseNftItem(entry)),
    key: (nft) => `${nft.contract}/${nft.tokenId}`,
  })
}
