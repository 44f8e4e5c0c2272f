import type { Config } from '../config/createConfig.js'
import type { ChainTransaction } from '../protocol/chainData.js'

/** When an account's balances were last read, and when a read last failed (epoch ms). */
type Times = { fetchedAt?: number | undefined; failedAt?: number | undefined }

// Kept beside the config rather than in it, so that core's index carries none of this entry's
// weight; it lives and dies with its config.
const memories = new WeakMap<Config, Map<string, Times>>()
const sent = new WeakMap<Config, Map<string, ChainTransaction[]>>()

/** What one memory holds for one account of a config, made on first use. */
function remember<value>(
  store: WeakMap<Config, Map<string, value>>,
  config: Config,
  account: string,
  create: () => value,
): value {
  let memory = store.get(config)
  if (!memory) {
    memory = new Map()
    store.set(config, memory)
  }
  let entry = memory.get(account)
  if (entry === undefined) {
    entry = create()
    memory.set(account, entry)
  }
  return entry
}

/** The token-balance read times of one account (CAIP-10) of a config. */
export function balanceTimes(config: Config, account: string): Times {
  return remember(memories, config, account, () => ({}))
}

/**
 * The transactions this page sent from an account (CAIP-10), newest first: the history shows
 * them until the chain-data service lists them itself.
 */
export function sentTransactions(config: Config, account: string): ChainTransaction[] {
  return remember(sent, config, account, () => [])
}
