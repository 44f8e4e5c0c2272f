import type { Config } from '../config/createConfig.js'

/** When an account's balances were last read, and when a read last failed (epoch ms). */
type Times = { fetchedAt?: number | undefined; failedAt?: number | undefined }

// Kept beside the config rather than in it, so that core's index carries none of this entry's
// weight; it lives and dies with its config.
const memories = new WeakMap<Config, Map<string, Times>>()

/** The token-balance read times of one account (CAIP-10) of a config. */
export function balanceTimes(config: Config, account: string): Times {
  let memory = memories.get(config)
  if (!memory) {
    memory = new Map()
    memories.set(config, memory)
  }
  let times = memory.get(account)
  if (!times) {
    times = {}
    memory.set(account, times)
  }
  return times
}
