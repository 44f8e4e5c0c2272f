import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { ChainIndexSettings } from '../../config/loadConfig.js'
import type { Database } from '../../db/schema.js'
import type { ChainAccount, ChainDataProvider, Page, PageRequest } from '../chainDataProvider.js'
import { createBalanceCache } from './createBalanceCache.js'
import { createChainClient } from './createChainClient.js'
import { readIndexedBalances } from './readIndexedBalances.js'
import { type NativeCurrency, readIndexedHistory } from './readIndexedHistory.js'
import { type IndexedNftItem, readIndexedNfts } from './readIndexedNfts.js'

/** Parameters of {@link createIndexerProvider}. */
export type CreateIndexerProviderParameters = {
  db: Kysely<Database>
  /** The chains the indexer follows (`CHAIN_DATA_INDEX`). */
  chains: Record<string, ChainIndexSettings>
  /** Their RPC URLs (`CHAIN_RPC_URLS`), for balances and NFT metadata at the latest block. */
  rpcUrls: Record<string, string>
}

/** A {@link ChainDataProvider} whose NFTs carry their metadata's image for the image routes. */
export type IndexerProvider = ChainDataProvider & {
  getNfts(account: ChainAccount, page: PageRequest): Promise<Page<IndexedNftItem>>
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The built-in indexer as a chain-data source: history and NFTs from the indexed transfers,
 * balances from the chain itself (`eth_getBalance`, `balanceOf`) for the tokens the account
 * touched, kept for up to 30 s per account (see `createBalanceCache`).
 */
export function createIndexerProvider(
  parameters: CreateIndexerProviderParameters,
): IndexerProvider {
  const { db, chains, rpcUrls } = parameters
  const clients = new Map<string, PublicClient>()
  const clientOf = (chainId: string) => {
    let client = clients.get(chainId)
    if (!client) {
      client = createChainClient(rpcUrls[chainId] as string)
      clients.set(chainId, client)
    }
    return client
  }
  const balances = createBalanceCache({ db })
  return {
    name: 'indexer',
    serves: (chainId) => Object.hasOwn(chains, chainId) && Object.hasOwn(rpcUrls, chainId),
    getBalances: (account, _signal, options) =>
      balances(
        account,
        () => readIndexedBalances(db, clientOf(account.chainId), account, ether),
        options,
      ),
    getNfts: (account, page) => readIndexedNfts(db, clientOf(account.chainId), account, page),
    getHistory: (account, page) => readIndexedHistory(db, account, page, ether),
  }
}
