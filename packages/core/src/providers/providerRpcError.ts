// The package's own index, by name: the build keeps it external, so this entry does not carry a
// second copy of BaseError.
import { BaseError } from '@latch/core'

/**
 * The EIP-1193 and EIP-1474 codes Latch's providers reject with (the embedded wallet's, the
 * WalletConnect session's).
 */
export const providerRpcErrorCodes = {
  /** EIP-1193: the visitor rejected the request, or closed the modal while it was open. */
  userRejected: 4001,
  /** EIP-1193: the method or the account is not authorized. */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3326: the chain is not one of the site's networks. */
  unrecognizedChain: 4902,
  /** EIP-1474: the request exceeds a limit. */
  limitExceeded: -32005,
  /** EIP-1474: the request is not valid. */
  invalidRequest: -32600,
  /** EIP-1474: malformed parameters. */
  invalidParams: -32602,
  /** EIP-1474: any other failure. */
  internal: -32603,
} as const

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }
/**
 * A JSON-RPC error as EIP-1193 wallets throw it (`code` and `message`), so viem, ethers and the
 * adapters read it as they read a browser wallet's. `shortMessage` is the message alone.
 *
 * @example
 * throw new ProviderRpcError(providerRpcErrorCodes.userRejected, 'User rejected the request.')
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  /** The EIP-1193 / JSON-RPC error code, see {@link providerRpcErrorCodes}. */
  code: number
  constructor(code: number, message: string, parameters: { cause?: unknown } = {}) {
    super(message, parameters)
    this.code = code
  }
}
