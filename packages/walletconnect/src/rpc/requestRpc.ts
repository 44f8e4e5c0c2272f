import { RpcRequestError } from '../errors.js'

/** How long a read may take before it is given up. */
const rpcTimeoutMs = 10_000

let nextId = 0

/**
 * Sends one JSON-RPC read to a chain's RPC URL. Reads never go through the wallet: they are
 * answered by the site's own RPC map, so a slow phone does not slow the page down.
 *
 * @example
 * const blockNumber = await requestRpc('http://127.0.0.1:8545', 'eth_blockNumber')
 */
export async function requestRpc(url: string, method: string, params?: unknown): Promise<unknown> {
  nextId += 1
  const id = nextId
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      signal: AbortSignal.timeout(rpcTimeoutMs),
    })
  } catch (error) {
    throw new RpcRequestError({ method, details: 'The RPC could not be reached.', cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  // The RPC's reply is untrusted: only a well-formed answer to this very request is accepted.
  if (typeof body !== 'object' || body === null || (body as { id?: unknown }).id !== id)
    throw new RpcRequestError({ method, details: `Malformed reply (HTTP ${response.status}).` })
  const { error, result } = body as { error?: unknown; result?: unknown }
  if (error !== undefined) {
    const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
      code?: unknown
      message?: unknown
    }
    throw new RpcRequestError({
      method,
      details: typeof message === 'string' ? message.slice(0, 500) : 'Unknown error.',
      code: typeof code === 'number' ? code : undefined,
    })
  }
  if (!('result' in (body as object)))
    throw new RpcRequestError({ method, details: 'The reply has no result.' })
  return result
}
