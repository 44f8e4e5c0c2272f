/**
 * Most calls a `wallet_sendCalls` batch may carry. The frame refuses a longer batch, and the
 * server's RPC proxy sizes its gas simulation for one this long.
 */
export const maxBatchCalls = 16
