/** The JSON-RPC error codes a relay answers with. */
export const relayErrorCodes = {
  /** The frame is not JSON (or is a binary frame). */
  parseError: -32700,
  /** The frame is JSON but not a JSON-RPC 2.0 request or response object. */
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The socket sent more requests (or publishes) per second than its limit. */
  rateLimited: -32005,
  /** The socket would hold more subscriptions than `maxTopicsPerSocket`. */
  tooManySubscriptions: -32006,
  /**
   * A publish would take more mailbox room than its topic, its source (address) or the relay
   * may hold; nothing was stored. The SDK retries a failed publish for a minute.
   */
  quotaExceeded: -32007,
} as const

/** One of `relayErrorCodes`. */
export type RelayErrorCode = (typeof relayErrorCodes)[keyof typeof relayErrorCodes]
