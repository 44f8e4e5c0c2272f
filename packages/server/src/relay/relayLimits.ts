/** The bounds a relay enforces; every one of them protects the process or the other sockets. */
export type RelayLimits = {
  /** Largest frame a client may send; a bigger one closes its socket with 1009. Defaults to 512 KiB. */
  maxPayloadBytes: number
  /** Topics one socket may be subscribed to at once. Defaults to `1000`. */
  maxTopicsPerSocket: number
  /** Entries of a `topics`, `subscriptions` or `messages` array in one batch request. Defaults to `1000`. */
  maxBatchSize: number
  /** Messages kept per topic for late subscribers; the oldest is dropped first. Defaults to `500`. */
  maxMessagesPerTopic: number
  /** Bytes kept in all mailboxes together; the oldest message is dropped first. Defaults to 64 MiB. */
  maxStoredBytes: number
  /** Requests per second one socket may send (with a burst of as many). Defaults to `200`. */
  maxRequestsPerSecond: number
  /**
   * Rate-limited requests, net of accepted ones, after which the socket is closed with 1008.
   * Defaults to `1000`.
   */
  maxRateLimitedRequests: number
  /** Consecutive malformed frames after which the socket is closed with 1007. Defaults to `10`. */
  maxMalformedFrames: number
  /** Open sockets; further upgrades are answered with 503. Defaults to `10000`. */
  maxConnections: number
  /** Unsent bytes queued for one socket; a slower reader is disconnected. Defaults to 16 MiB. */
  maxBufferedBytes: number
  /** How often each socket is pinged; one that missed the previous pong is dropped. Defaults to 15 s. */
  pingIntervalMs: number
  /** How often expired mailbox messages are removed. Defaults to 30 s. */
  sweepIntervalMs: number
}

/** The limits a relay uses for every field not given to `createRelay`. */
export const defaultRelayLimits: RelayLimits = {
  maxPayloadBytes: 512 * 1024,
  maxTopicsPerSocket: 1000,
  maxBatchSize: 1000,
  maxMessagesPerTopic: 500,
  maxStoredBytes: 64 * 1024 * 1024,
  maxRequestsPerSecond: 200,
  maxRateLimitedRequests: 1000,
  maxMalformedFrames: 10,
  maxConnections: 10_000,
  maxBufferedBytes: 16 * 1024 * 1024,
  // Node SDK clients drop a socket that has not been pinged for 35 s.
  pingIntervalMs: 15_000,
  sweepIntervalMs: 30_000,
}
