/**
 * An EIP-1193 error: an `Error` with a numeric `code` (and optional `data`), which is what
 * dapps and libraries such as viem test for (4001 user rejected, 4100 unauthorized, ...).
 */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = (
  detail = 'The requested account and/or method has not been authorized by the user.',
) => new ProviderRpcError(4100, detail)

export const invalidParams = (detail: string) =>
  new ProviderRpcError(-32602, `Invalid params: ${detail}`)
