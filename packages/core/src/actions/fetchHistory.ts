import { sentTransactions } from '../accountData/chainDataMemory.js'
import { fetchPagedList } from '../accountData/fetchPagedList.js'
import { parseChainTransaction } from '../accountData/parseChainTransaction.js'
import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'

export type FetchHistoryParameters = {
  namespace?: Namespace | undefined
  /** Reads the page after the last one read, instead of the first. */
  more?: boolean | undefined
}

/**
 * Reads the connected account's transactions, newest first, from the chain-data service into
 * `account.transactions`, a page at a time. Activity is eip155 only (spec section 9): on other
 * namespaces it does nothing.
 */
export async function fetchHistory(
  config: Config,
  parameters: FetchHistoryParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? config.store.getState().activeNamespace
  if (namespace !== 'eip155') return
  await fetchPagedList(config, {
    namespace,
    more: parameters.more,
    field: 'transactions',
    path: 'chain/v1/history',
    itemsKey: 'data',
    parse: parseChainTransaction,
    key: (transaction) => transaction.id,
    local: () => {
      const account = config.store.getState().chains.eip155?.account.caipAddress
      return account ? sentTransactions(config, account) : []
    },
  })
}
