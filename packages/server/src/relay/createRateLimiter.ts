/** Parameters of `createRateLimiter`. */
export type CreateRateLimiterParameters = {
  /** Tokens added per second; the bucket holds as many, so a burst of that size passes. */
  perSecond: number
  /** Milliseconds since some fixed point. */
  now: () => number
}

/** A token bucket that also counts how far its owner keeps going over the limit. */
export type RateLimiter = {
  /** Takes `cost` tokens (default 1), or none and `false` when the bucket holds fewer. */
  take: (cost?: number) => boolean
  /** Rejected takes minus accepted ones since the count was last zero (never below zero). */
  strikes: () => number
}

/** Creates a token bucket for one socket's requests or publishes. */
export function createRateLimiter(parameters: CreateRateLimiterParameters): RateLimiter {
  const { perSecond, now } = parameters
  let tokens = perSecond
  let updatedAt = now()
  let strikes = 0
  return {
    take: (cost = 1) => {
      const time = now()
      // A clock that goes backwards (an injected one in tests) refills nothing.
      tokens = Math.min(perSecond, tokens + (Math.max(0, time - updatedAt) * perSecond) / 1000)
      updatedAt = time
      if (tokens >= cost) {
        tokens -= cost
        // A client slightly over the limit pays off its strikes; a flood only piles them up.
        strikes = Math.max(0, strikes - 1)
        return true
      }
      strikes += 1
      return false
    },
    strikes: () => strikes,
  }
}
