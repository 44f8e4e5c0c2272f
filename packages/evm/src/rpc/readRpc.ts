import { WalletRequestError } from '@latch/core'

export type ReadRpcParameters = {
  /** The network's HTTP JSON-RPC endpoint. */
  url: string
  method: string
  params: readonly unknown[]
  /** How long one attempt may take. Defaults to `10_000` ms. */
  timeoutMs?: number | undefined
  /** How many times a failed attempt (network, timeout, HTTP 5xx or 429) is repeated. Defaults to `1`. */
  retryCount?: number | undefined
  fetch?: typeof globalThis.fetch | undefined
}

/** An HTTP status worth asking again for: the node is busy or down for a moment. */
const isRetryable = (status: number) => status === 429 || status >= 500

/**
 * One JSON-RPC read against a network's public endpoint: the few reads the adapter makes need no
 * client library, and keeping one out keeps it out of a site's initial bundle. Failures are
 * `WalletRequestError`s, with the node's error code when it answered with one.
 *
 * @example
 * await readRpc({ url: 'https://eth.merkle.io', method: 'eth_chainId', params: [] }) // '0x1'
 */
export async function readRpc(parameters: ReadRpcParameters): Promise<unknown> {
  const { url, method, params, timeoutMs = 10_000, retryCount = 1 } = parameters
  const fetchFn = parameters.fetch ?? globalThis.fetch
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  let lastError: unknown
  for (let attempt = 0; attempt <= retryCount; attempt++) {
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      lastError = error
      continue
    }
    if (!response.ok) {
      lastError = new Error(`HTTP ${response.status} from ${method}`)
      if (isRetryable(response.status)) continue
      break
    }
    const reply = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code?: unknown; message?: unknown } }
      | undefined
    if (reply?.error) {
      const code = typeof reply.error.code === 'number' ? reply.error.code : undefined
      throw new WalletRequestError({
        cause: new Error(String(reply.error.message ?? 'JSON-RPC error').slice(0, 200)),
        code,
      })
    }
    if (reply && 'result' in reply) return reply.result
    lastError = new Error(`No JSON-RPC result for ${method}`)
    break
  }
  throw new WalletRequestError({ cause: lastError })
}

/** A JSON-RPC quantity (`0x`-prefixed hex, no leading zeros required) as a bigint; strict. */
export function parseQuantity(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(value))
    throw new WalletRequestError({
      cause: new Error(`Invalid quantity from the node: ${String(value).slice(0, 32)}`),
    })
  return BigInt(value)
}
