import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The id of a JSON-RPC call, or `null` when the request has none that can be read. */
export type JsonRpcId = string | number | null

/** A JSON-RPC 2.0 error reply. */
export const jsonRpcError = (id: JsonRpcId, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0' as const,
  id,
  error: data === undefined ? { code, message } : { code, message, data },
})

/**
 * A refused or failed call of the chain proxy (`/rpc/v1`): its HTTP status and its JSON-RPC
 * error. The proxy speaks JSON-RPC, so the app's `onError` answers this one as a JSON-RPC error
 * reply instead of an `ApiErrorBody`.
 */
export class RpcProxyError extends Error {
  override name = 'RpcProxyError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    readonly id: JsonRpcId = null,
    /** With `-32005` (a used-up quota): whole seconds until a new call is allowed. */
    readonly retryAfterSeconds?: number | undefined,
  ) {
    super(message)
  }
}
