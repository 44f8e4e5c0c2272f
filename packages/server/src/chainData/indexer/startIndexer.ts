import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ChainIndexSettings } from '../../config/loadConfig.js'
import type { Database } from '../../db/schema.js'
import type { Logger } from '../../logger.js'
import { releaseChainLease, takeChainLease } from './chainLease.js'
import { createChainClient } from './createChainClient.js'
import { createBlockRange, indexChain } from './indexChain.js'
import { learnTokens } from './learnTokens.js'

/** Parameters of {@link startIndexer}. */
export type StartIndexerParameters = {
  db: Kysely<Database>
  /** The chains to follow (`CHAIN_DATA_INDEX`), CAIP-2 → settings. */
  chains: Record<string, ChainIndexSettings>
  /** Their RPC URLs (`CHAIN_RPC_URLS`). */
  rpcUrls: Record<string, string>
  logger: Logger
}

/** A running indexer. */
export type Indexer = {
  /** Stops after the step in flight and gives the leases back. */
  stop: () => Promise<void>
}

/**
 * Follows each configured chain in the background: takes the chain's lease (so one instance
 * indexes a chain at a time, whichever database), indexes until caught up, then polls every
 * `pollIntervalMs`. Errors are logged and retried after the interval.
 */
export function startIndexer(parameters: StartIndexerParameters): Indexer {
  const { db, chains, rpcUrls, logger } = parameters
  const owner = randomUUID()
  const stopping = new AbortController()
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        stopping.signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      stopping.signal.addEventListener('abort', done, { once: true })
    })

  const follow = async (chainId: string, settings: ChainIndexSettings) => {
    const url = rpcUrls[chainId]
    if (!url) return
    const client = createChainClient(url)
    const blockRange = createBlockRange(settings.blockRange)
    const log = logger.child({ component: 'indexer', chainId })
    let holding = false
    while (!stopping.signal.aborted) {
      try {
        const held = await takeChainLease(db, { chainId, owner })
        if (held !== holding) log.info(held ? 'indexing' : 'another instance indexes this chain')
        holding = held
        if (!held) {
          await pause(settings.pollIntervalMs * 5)
          continue
        }
        const result = await indexChain({ db, client, chainId, owner, ...settings, blockRange })
        if (result.kind === 'reorg')
          log.warn(
            result.backTo === null
              ? 'no indexed block is on the chain any more (a new devnet?): indexing again from the start block'
              : 'reorg undone',
            { backTo: result.backTo },
          )
        if (result.kind === 'indexed') {
          log.debug('indexed', { from: result.from, to: result.to, transfers: result.transfers })
          if (result.transfers > 0) await learnTokens(db, client, { chainId })
          continue
        }
        if (result.kind === 'caught_up') await pause(settings.pollIntervalMs)
      } catch (error) {
        log.warn('indexing failed; retrying', { error })
        await pause(settings.pollIntervalMs)
      }
    }
    if (holding) await releaseChainLease(db, { chainId, owner }).catch(() => {})
  }

  const running = Object.entries(chains).map(([chainId, settings]) => follow(chainId, settings))
  return {
    stop: async () => {
      stopping.abort()
      await Promise.all(running)
    },
  }
}
