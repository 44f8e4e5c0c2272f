import { readLimited, UpstreamError } from '../rpcProxy/forwardJsonRpc.js'
import { ChainDataSourceError } from './chainDataErrors.js'

/**
 * How long a hosted chain-data source may take, headers, body and same-host redirects together
 * (SECURITY.md T30: 5 s).
 */
export const chainDataSourceTimeoutMs = 5_000

/** The largest answer read from a hosted chain-data source (SECURITY.md T30: 2 MB). */
export const maximumChainDataSourceBytes = 2 * 1024 * 1024

/** The most redirects followed, each only within the configured origin. */
const maximumRedirects = 2

/** Parameters of {@link fetchChainDataJson}. */
export type FetchChainDataJsonParameters = {
  /** The source's name, for {@link ChainDataSourceError}. */
  source: string
  /** The URL, built from configuration only (SECURITY.md T30). */
  url: URL
  fetch: typeof globalThis.fetch
  timeoutMs: number
  maxBytes: number
  /** The caller's signal (the client went away). */
  signal?: AbortSignal | undefined
}

/** The status and the parsed JSON body (`undefined` when a non-2xx answer was not JSON). */
export type FetchChainDataJsonReturnType = { status: number; body: unknown }

/**
 * GETs a JSON document from a hosted chain-data source: within the timeout (headers and body), at
 * most `maxBytes` (declared or streamed), with no cookie or header of the client's, following a
 * redirect only to the same origin (never off the configured host). Non-2xx answers are returned
 * with their status for the caller to judge; a 2xx that is not JSON, and every transport failure,
 * throw {@link ChainDataSourceError}, whose message never names the URL.
 */
export async function fetchChainDataJson(
  parameters: FetchChainDataJsonParameters,
): Promise<FetchChainDataJsonReturnType> {
  const { source, fetch, maxBytes } = parameters
  const timeout = AbortSignal.timeout(parameters.timeoutMs)
  const signal = parameters.signal ? AbortSignal.any([parameters.signal, timeout]) : timeout
  const failure = (status?: number | undefined, cause?: unknown) =>
    new ChainDataSourceError(
      source,
      timeout.aborted ? 'timeout' : parameters.signal?.aborted ? 'aborted' : 'unreachable',
      status,
      { cause },
    )

  let url = parameters.url
  for (let redirects = 0; ; redirects++) {
    let response: Response
    try {
      response = await fetch(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        redirect: 'manual',
        signal,
      })
    } catch (error) {
      throw failure(undefined, error)
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {})
      const location = response.headers.get('location')
      const next = location === null ? undefined : toUrl(location, url)
      if (!next || next.origin !== parameters.url.origin || redirects >= maximumRedirects) {
        throw new ChainDataSourceError(source, 'redirect', response.status)
      }
      url = next
      continue
    }
    let text: string
    try {
      text = await Promise.race([readLimited(response, maxBytes), rejectOnAbort(signal)])
    } catch (error) {
      if (error instanceof UpstreamError && error.reason === 'too_large') {
        throw new ChainDataSourceError(source, 'too_large', response.status)
      }
      throw failure(response.status, error)
    }
    try {
      return { status: response.status, body: JSON.parse(text) }
    } catch {
      if (response.ok) throw new ChainDataSourceError(source, 'not_json', response.status)
      return { status: response.status, body: undefined }
    }
  }
}

function toUrl(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base)
  } catch {
    return undefined
  }
}

/**
 * Rejects once `signal` aborts: a body that stalls after its headers must not outlive the
 * timeout, whatever the HTTP client does with the signal once the headers are in.
 */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}
