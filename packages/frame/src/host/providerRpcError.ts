import { BaseError } from '@latch/core'

/** The EIP-1193 codes the embedded wallet's providers reject with. */
export const providerRpcErrorCodes = {
  /** The visitor refused, or closed the modal while the approval was open. */
  userRejected: 4001,
  /** The method is outside the embedded wallet's allow-list (spec section 6). */
  unsupportedMethod: 4200,
  /** The wallet is not connected. */
  disconnected: 4900,
  /** The chain is not one of the site's networks. */
  unrecognizedChain: 4902,
  /** Malformed parameters. */
  invalidParams: -32602,
  /** Any other failure, with the frame's message. */
  internal: -32603,
} as const

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }
/**
 * A JSON-RPC error as EIP-1193 wallets throw it (`code` and `message`), so viem, ethers and the
 * adapters read it as they read a browser wallet's.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  /** The EIP-1193 / JSON-RPC error code. */
  code: number
  constructor(code: number, message: string, parameters: { cause?: unknown } = {}) {
    super(message, parameters)
    this.code = code
  }
}
