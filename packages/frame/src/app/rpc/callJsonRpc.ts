import { timeoutSignal } from '@latch/core/internal'
import { FrameReplyError } from '@latch/frame/handler'
import * as v from 'valibot'
import { rpcMessages, rpcReplyError } from './rpcMessages.js'

/** How long the frame waits for a chain's RPC (spec section 9: 5 s). */
const rpcTimeoutMs = 5_000
/** The largest JSON-RPC reply the frame reads; a larger one is dropped unread. */
const rpcMaxResponseBytes = 2 * 1024 * 1024
/** Longest upstream error message passed on to the app. */
const maxErrorMessageLength = 512

/**
 * A JSON-RPC error the chain's RPC answered: its message goes to the app as is (with the reply
 * code `rpc_error`), its `code` lets the frame tell a node without a method (-32601) from a
 * failing call.
 */
export class JsonRpcError extends FrameReplyError {
  constructor(
    message: string,
    readonly code: number,
    details: string,
  ) {
    super(message, { details, replyCode: 'rpc_error' })
  }
}

/** Parameters of {@link callJsonRpc}. */
export type CallJsonRpcParameters = {
  url: string
  method: string
  params?: readonly unknown[] | Record<string, unknown> | undefined
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
  /** Ends the call early (the app aborted the request). */
  signal?: AbortSignal | undefined
  /** Defaults to {@link rpcTimeoutMs}. */
  timeoutMs?: number | undefined
}

const replySchema = v.union([
  v.object({
    jsonrpc: v.literal('2.0'),
    id: v.union([v.string(), v.number()]),
    result: v.unknown(),
  }),
  v.object({
    jsonrpc: v.literal('2.0'),
    id: v.union([v.string(), v.number(), v.null()]),
    error: v.object({ code: v.number(), message: v.string() }),
  }),
])

/**
 * One JSON-RPC 2.0 call to a chain's RPC, for reads the frame forwards and for what signing needs
 * (nonce, gas, fees, broadcast). The reply must be a JSON-RPC reply to this call's id, within
 * {@link rpcTimeoutMs} and {@link rpcMaxResponseBytes}; anything else is 'The network did not
 * answer. Try again.'. A JSON-RPC error becomes a {@link JsonRpcError}: its message, its code.
 *
 * @example
 * const blockNumber = await callJsonRpc({ url: 'http://127.0.0.1:8545', method: 'eth_blockNumber' })
 */
export async function callJsonRpc(parameters: CallJsonRpcParameters): Promise<unknown> {
  const { url, method, params = [], signal, timeoutMs = rpcTimeoutMs } = parameters
  const fetchRpc = parameters.fetch ?? globalThis.fetch
  const id = crypto.getRandomValues(new Uint32Array(1))[0] as number
  const combined = timeoutSignal(timeoutMs, signal)
  let text: string
  try {
    const response = await fetchRpc(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: combined,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    text = await readLimited(response, rpcMaxResponseBytes)
  } catch (error) {
    if (error instanceof FrameReplyError) throw error
    throw rpcReplyError('rpcUnavailable', {
      cause: error as Error,
      details: `${method} failed`,
    })
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw rpcReplyError('rpcUnavailable', { details: `${method}: not JSON` })
  }
  const parsed = v.safeParse(replySchema, body)
  if (!parsed.success || (parsed.output.id !== id && !('error' in parsed.output)))
    throw rpcReplyError('rpcUnavailable', { details: `${method}: not JSON-RPC` })
  if ('error' in parsed.output) {
    const { code } = parsed.output.error
    const message = parsed.output.error.message.slice(0, maxErrorMessageLength)
    throw new JsonRpcError(
      message || rpcMessages.rpcUnavailable,
      code,
      `${method}: JSON-RPC error ${code}`,
    )
  }
  return parsed.output.result
}

/** The body as text, refused as soon as it passes `maxBytes` (a declared or streamed length). */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => rpcReplyError('rpcUnavailable', { details: 'the RPC reply is too large' })
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
