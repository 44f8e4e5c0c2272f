import { WalletRequestError } from '@latch/core'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

export type FetchLamportsParameters = {
  /** The base58 address whose balance is read. */
  address: string
  /** The cluster's JSON-RPC URL. */
  rpcUrl: string
  /** How long to wait for the reply. Defaults to `10_000` ms. */
  timeoutMs?: number | undefined
}

const fail = (message: string, cause?: unknown) =>
  new WalletRequestError({ cause: cause ?? new Error(message) })

/**
 * Reads an address's balance in lamports with the JSON-RPC `getBalance` (commitment `confirmed`).
 * The reply is untrusted: anything but a non-negative safe integer rejects with
 * `WalletRequestError`, as do network failures, timeouts and RPC errors.
 *
 * @example
 * import { fetchLamports } from '@latch/solana'
 * const lamports = await fetchLamports({ address, rpcUrl: 'https://api.devnet.solana.com' })
 */
export async function fetchLamports(parameters: FetchLamportsParameters): Promise<bigint> {
  const { address, rpcUrl, timeoutMs = 10_000 } = parameters
  if (!isSolanaAddress(address)) throw fail(`Not a Solana address: ${String(address).slice(0, 64)}`)
  const id = 1
  let body: unknown
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'getBalance',
        params: [address, { commitment: 'confirmed' }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`getBalance: HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    throw fail('getBalance failed.', error)
  }
  const reply = (typeof body === 'object' && body !== null ? body : {}) as {
    jsonrpc?: unknown
    id?: unknown
    result?: { value?: unknown } | null
    error?: { code?: unknown; message?: unknown } | null
  }
  if (reply.jsonrpc !== '2.0' || reply.id !== id)
    throw fail('getBalance: not a JSON-RPC 2.0 reply.')
  if (reply.error !== undefined) {
    const code = typeof reply.error?.code === 'number' ? reply.error.code : undefined
    throw new WalletRequestError({
      cause: new Error(`getBalance: ${String(reply.error?.message).slice(0, 200)}`),
      code,
    })
  }
  const value = typeof reply.result === 'object' ? reply.result?.value : undefined
  // JSON numbers above 2^53 have already lost precision: rejected rather than rounded.
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw fail(`getBalance: invalid lamports ${String(value).slice(0, 32)}`)
  return BigInt(value)
}
