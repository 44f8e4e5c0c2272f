import { createHmac } from 'node:crypto'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimitStore } from './createRateLimitStore.js'
import {
  defaultRateLimitRules,
  type RateLimitFamily,
  type RateLimitRule,
  type RateLimitRules,
} from './rateLimitRules.js'

/** The quotas of one app: take a point of a family's quota for a key. */
export type RateLimits = {
  /** The rules in force. */
  rules: RateLimitRules
  /**
   * Takes one request from the key's quota: undefined when it is allowed, or the whole seconds
   * (at least 1) until it would be.
   */
  take: (family: RateLimitFamily, key: string) => Promise<number | undefined>
}

/** Parameters of `createRateLimits`. */
export type CreateRateLimitsParameters = {
  /** Defaults to a per-process memory store. */
  store?: RateLimitStore | undefined
  /** Overrides of `defaultRateLimitRules`. */
  rules?: Partial<RateLimitRules> | undefined
  /**
   * The key the stored keys are HMACs under (`AUTH_SECRET`), so the store holds no addresses or
   * emails; instances that share a store must share it.
   */
  keySecret?: string | undefined
}

const memoryStore: RateLimitStore = {
  kind: 'memory',
  limiter: (prefix: string, rule: RateLimitRule) =>
    new RateLimiterMemory({
      keyPrefix: prefix,
      points: rule.points,
      duration: rule.durationSeconds,
    }),
  close: async () => {},
}

/** The quotas of the route families over a store (see `createRateLimitStore`). */
export function createRateLimits(parameters: CreateRateLimitsParameters = {}): RateLimits {
  const { store = memoryStore, keySecret = 'latch-rate-limits' } = parameters
  const rules = { ...defaultRateLimitRules, ...parameters.rules }
  const limiters = new Map<RateLimitFamily, RateLimiterAbstract>()
  const limiterOf = (family: RateLimitFamily) => {
    let limiter = limiters.get(family)
    if (!limiter) {
      limiter = store.limiter(`latch-${family}`, rules[family])
      limiters.set(family, limiter)
    }
    return limiter
  }
  return {
    rules,
    take: async (family, key) => {
      const hashed = createHmac('sha256', keySecret).update(key).digest('base64url')
      try {
        await limiterOf(family).consume(hashed)
        return undefined
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      }
    },
  }
}
