/** The JSON-RPC error codes a relay answers with. */
export const relayErrorCodes = {
  /** The frame is not JSON (or is a binary frame). */
  parseError: -32700,
  /** The frame is JSON but not a JSON-RPC 2.0 request or response object. */
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The socket sent more requests per second than `maxRequestsPerSecond`. */
  rateLimited: -32005,
  /** The socket would hold more subscriptions than `maxTopicsPerSocket`. */
  tooManySubscriptions: -32006,
} as const

/** One of `relayErrorCodes`. */
export type RelayErrorCode = (typeof relayErrorCodes)[keyof typeof relayErrorCodes]
