import type { Config } from '../config/createConfig.js'
import { ApiNotConfiguredError, ApiResponseError, ApiUnavailableError } from '../errors/api.js'
import type { ApiErrorBody, ApiErrorCode } from '../protocol/walletApi.js'
import { timeoutSignal } from '../utils/timeoutSignal.js'

/** How long a call to the Latch server may take before it counts as down. */
export const apiTimeoutMs = 10_000

/** Answers larger than this are not read: the server never sends them. */
const maximumResponseBytes = 2_000_000

export type RequestJsonParameters = {
  path: string
  query?: Record<string, string | number | readonly string[] | undefined> | undefined
  method?: 'GET' | 'POST' | undefined
  body?: unknown
  signal?: AbortSignal | undefined
  /** The browser's HTTP cache mode; `'no-cache'` revalidates an answer the server let it keep. */
  cache?: RequestCache | undefined
  /** Extra request headers, e.g. a SIWX session's `Authorization`. */
  headers?: Record<string, string> | undefined
}

/**
 * Calls the Latch server and returns the parsed JSON, untyped: every caller validates the shape.
 * The project id is always sent; credentials never are.
 */
export async function requestJson(
  config: Config,
  parameters: RequestJsonParameters,
): Promise<unknown> {
  const { apiUrl, projectId } = config.options
  if (!apiUrl || !projectId) throw new ApiNotConfiguredError()
  const url = new URL(parameters.path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
  url.searchParams.set('projectId', projectId)
  for (const [key, value] of Object.entries(parameters.query ?? {})) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(',') : String(value)
    if (text !== '') url.searchParams.set(key, text)
  }
  const signal = timeoutSignal(apiTimeoutMs, parameters.signal)
  let response: Response
  try {
    response = await fetch(url, {
      method: parameters.method ?? 'GET',
      credentials: 'omit',
      signal,
      ...(parameters.cache && { cache: parameters.cache }),
      ...(parameters.body === undefined ? {} : { body: JSON.stringify(parameters.body) }),
      headers: {
        ...parameters.headers,
        ...(parameters.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    })
  } catch (error) {
    if (parameters.signal?.aborted) throw error
    throw new ApiUnavailableError({ cause: error })
  }
  if (response.status >= 500) throw new ApiUnavailableError({ details: `HTTP ${response.status}` })
  const text = await response.text()
  if (text.length > maximumResponseBytes) throw new ApiResponseError(response.status, 'Too large.')
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    throw new ApiResponseError(response.status, 'Not JSON.')
  }
  if (!response.ok) {
    const refusal = readApiError(json)
    throw new ApiResponseError(
      response.status,
      refusal ? refusal.message.slice(0, 200) : `HTTP ${response.status}`,
      refusal,
    )
  }
  return json
}

/**
 * The error of a refusal in the server's dialect (`ApiErrorBody`), or undefined when the body is
 * not one. The code is kept as sent (a newer server may have new ones); the message is only text.
 */
function readApiError(json: unknown): ApiErrorBody['error'] | undefined {
  const error = (json as { error?: unknown } | undefined)?.error
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message, retryAfterSeconds } = error as Record<string, unknown>
  if (typeof code !== 'string' || code === '' || code.length > 128) return undefined
  if (typeof message !== 'string') return undefined
  const wait =
    typeof retryAfterSeconds === 'number' &&
    Number.isSafeInteger(retryAfterSeconds) &&
    retryAfterSeconds >= 0
      ? retryAfterSeconds
      : undefined
  return {
    code: code as ApiErrorCode,
    message,
    ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
  }
}
