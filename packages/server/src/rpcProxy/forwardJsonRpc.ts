import { maximumRpcResponseBytes, rpcUpstreamTimeoutMs } from './rpcProxyLimits.js'

/** Why an upstream gave no usable reply; for logs, never for the client. */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'redirect' | 'too_large' | 'not_json'

/** The upstream did not answer with JSON in time and within the cap. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    readonly reason: UpstreamFailure,
    /** The upstream's HTTP status, when it answered. */
    readonly status?: number | undefined,
  ) {
    super(`upstream ${reason}${status === undefined ? '' : ` (HTTP ${status})`}`)
  }
}

/** Parameters of {@link forwardJsonRpc}. */
export type ForwardJsonRpcParameters = {
  /** The operator's upstream URL, from config only (SECURITY.md T30). */
  url: string
  /** The JSON-RPC request or batch, serialized. */
  body: string
  /** Defaults to {@link rpcUpstreamTimeoutMs}. */
  timeoutMs?: number | undefined
  /** Defaults to {@link maximumRpcResponseBytes}. */
  maxResponseBytes?: number | undefined
}

/**
 * Posts a JSON-RPC body to an upstream and returns its reply parsed: within the timeout (headers
 * and body), at most `maxResponseBytes` (declared or streamed), no redirect followed, and with no
 * header of the caller's. User info in the URL (`https://user:key@host`) is sent as Basic
 * authorization. A JSON reply is returned whatever its status (providers send JSON-RPC errors
 * with 4xx and 5xx); anything else throws {@link UpstreamError}, which never names the URL.
 *
 * @example
 * const reply = await forwardJsonRpc({ url: config.chainRpcUrls['eip155:1'], body })
 */
export async function forwardJsonRpc(parameters: ForwardJsonRpcParameters): Promise<unknown> {
  const { body, timeoutMs = rpcUpstreamTimeoutMs } = parameters
  const maxBytes = parameters.maxResponseBytes ?? maximumRpcResponseBytes
  const url = new URL(parameters.url)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  }
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username)
    const password = decodeURIComponent(url.password)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    url.username = ''
    url.password = ''
  }
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal })
  } catch {
    throw new UpstreamError(signal.aborted ? 'timeout' : 'unreachable')
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {})
    throw new UpstreamError('redirect', response.status)
  }
  let text: string
  try {
    text = await readLimited(response, maxBytes)
  } catch (error) {
    if (error instanceof UpstreamError) throw error
    throw new UpstreamError(signal.aborted ? 'timeout' : 'unreachable', response.status)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new UpstreamError('not_json', response.status)
  }
}

/**
 * The body as text, refused with {@link UpstreamError} `too_large` as soon as it passes `maxBytes`
 * (declared or streamed). The chain-data sources read their upstreams through it too.
 */
export async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new UpstreamError('too_large', response.status)
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
  return Buffer.concat(chunks).toString('utf8')
}
