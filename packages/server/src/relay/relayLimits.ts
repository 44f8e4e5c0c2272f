/**
 * The bounds a relay enforces; every one of them protects the process or the other clients.
 * A "source" is a client address: an IPv4 address, or an IPv6 /64.
 */
export type RelayLimits = {
  /** Largest frame a client may send; a bigger one closes its socket with 1009. Defaults to 512 KiB. */
  maxPayloadBytes: number
  /** Topics one socket may be subscribed to at once. Defaults to `1000`. */
  maxTopicsPerSocket: number
  /** Entries of a `topics`, `subscriptions` or `messages` array in one batch request. Defaults to `1000`. */
  maxBatchSize: number
  /** Messages kept per topic for late subscribers; the topic's oldest is dropped first. Defaults to `500`. */
  maxMessagesPerTopic: number
  /** Bytes kept per topic; the topic's oldest message is dropped first. Defaults to 2 MiB. */
  maxStoredBytesPerTopic: number
  /** Bytes of stored messages one source may hold; further publishes are refused. Defaults to 4 MiB. */
  maxStoredBytesPerSource: number
  /** Bytes kept in all mailboxes together; further publishes are refused. Defaults to 64 MiB. */
  maxStoredBytes: number
  /** Distinct clients one stored message is handed to from the mailbox. Defaults to `8`. */
  maxRecipientsPerMessage: number
  /** Requests per second one socket may send (with a burst of as many). Defaults to `200`. */
  maxRequestsPerSecond: number
  /** Messages per second one socket may publish (with a burst of as many). Defaults to `20`. */
  maxPublishesPerSecond: number
  /**
   * Rate-limited requests, net of accepted ones, after which the socket is closed with 1008.
   * Defaults to `1000`.
   */
  maxRateLimitedRequests: number
  /** Consecutive malformed frames after which the socket is closed with 1007. Defaults to `10`. */
  maxMalformedFrames: number
  /** Open sockets; further upgrades are answered with 503. Defaults to `10000`. */
  maxConnections: number
  /** Open sockets of one source; further upgrades from it are answered with 503. Defaults to `100`. */
  maxConnectionsPerSource: number
  /** Unsent bytes queued for one socket; a slower reader is disconnected. Defaults to 16 MiB. */
  maxBufferedBytes: number
  /** How often each socket is pinged; one that missed the previous pong is dropped. Defaults to 15 s. */
  pingIntervalMs: number
  /** How often expired mailbox messages are removed. Defaults to 30 s. */
  sweepIntervalMs: number
}

/** The most bytes a WalletConnect client sends in one frame (large calldata included) fit. */
const maxPayloadBytes = 512 * 1024

/** The limits a relay uses for every field not given to `createRelay`. */
export const defaultRelayLimits: RelayLimits = {
  maxPayloadBytes,
  // A client holds a pairing and a few sessions, each a topic; a thousand is far beyond that.
  maxTopicsPerSocket: 1000,
  // The SDK re-subscribes everything it holds in one batch after a reconnect.
  maxBatchSize: 1000,
  // A topic joins two clients; 500 covers a wallet that stayed offline through a busy session.
  maxMessagesPerTopic: 500,
  // Room for a few maximum-size frames; WalletConnect's messages are a few kilobytes.
  maxStoredBytesPerTopic: 4 * maxPayloadBytes,
  // A source's pairs and sessions hold kilobytes; 8 maximum-size frames is generous, and it
  // takes 16 sources, not one socket, to fill `maxStoredBytes`.
  maxStoredBytesPerSource: 8 * maxPayloadBytes,
  // The last resort, reached only by many sources: it refuses new messages, never drops others'.
  maxStoredBytes: 64 * 1024 * 1024,
  // A topic joins a dapp and a wallet; the rest leaves room for tools that watch a topic. Each
  // stored message reserves room for this many recipients, so deliveries cannot grow the store.
  maxRecipientsPerMessage: 8,
  maxRequestsPerSecond: 200,
  // A client publishes one message per user action (a proposal, a request, an answer); 20 a
  // second never slows one down, and it bounds a socket's flood before the quotas are reached.
  maxPublishesPerSecond: 20,
  maxRateLimitedRequests: 1000,
  maxMalformedFrames: 10,
  maxConnections: 10_000,
  // A browser keeps one socket per client (a dapp or a wallet tab); 100 covers a household or an
  // office behind one address, and 100 sources fit before `maxConnections` is reached.
  maxConnectionsPerSource: 100,
  maxBufferedBytes: 16 * 1024 * 1024,
  // Node SDK clients drop a socket that has not been pinged for 35 s.
  pingIntervalMs: 15_000,
  sweepIntervalMs: 30_000,
}
