/** A JSON-RPC error as it goes back to the dapp. */
export type RpcError = { code: number; message: string }

/**
 * The error responses this wallet sends, with the EIP-1193 / EIP-1474 codes that dapps (and
 * Latch's adapters) map to their own errors.
 */
export const rpcErrors = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized.' },
  unsupportedMethod: { code: 4200, message: 'Method not supported' },
  unknownChain: { code: 4902, message: 'Unrecognized chain ID.' },
  invalidParams: (detail: string): RpcError => ({
    code: -32602,
    message: `Invalid params: ${detail}`,
  }),
  internal: (detail: string): RpcError => ({ code: -32603, message: `Internal error: ${detail}` }),
} as const
