import { ProviderRpcError } from './providerRpcError'

let nextId = 1

/** Sends one JSON-RPC request to a node and returns its result, or throws its error as-is. */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] | object,
) {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    throw new ProviderRpcError(-32603, `Could not reach ${rpcUrl}: ${String(error)}`)
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = await response.json()
  } catch {
    throw new ProviderRpcError(-32603, `${rpcUrl} answered HTTP ${response.status} without JSON`)
  }
  if (body.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'Internal error',
      data,
    )
  }
  return body.result
}
