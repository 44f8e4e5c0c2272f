/**
 * The largest request body `POST /rpc/v1/{chain}` reads, in bytes: room for a contract creation
 * (EIP-3860 caps initcode at 48 KiB, 96 KiB as hex) in `eth_sendRawTransaction` or `eth_call`.
 */
export const maximumRpcBodyBytes = 128 * 1024

/** The most calls in one JSON-RPC batch; each takes a point of the `rpc` quota. */
export const maximumRpcBatchLength = 20

/**
 * How long the proxy waits for an upstream, headers and body (SECURITY.md T30: 5 s). Sends too:
 * `eth_sendRawTransaction` and Solana's `sendTransaction` answer once the node has the
 * transaction, and the frame itself gives up after 5 s (`rpcTimeoutMs`), so waiting longer would
 * only hold a connection nobody reads; a send cut short is retried by hash (the broadcast journal).
 */
export const rpcUpstreamTimeoutMs = 5_000

/** The largest upstream reply passed on (SECURITY.md T30: 2 MB), like the frame's own cap. */
export const maximumRpcResponseBytes = 2 * 1024 * 1024

/**
 * The most calls the proxy simulates in one `eth_simulateV1` (one block): the frame's largest
 * `wallet_sendCalls` batch (`maxBatchCalls`), which it estimates as a sequence.
 */
export const maximumSimulatedCalls = 16
