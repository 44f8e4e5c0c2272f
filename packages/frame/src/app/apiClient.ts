import type { ApiErrorBody, ApiErrorCode } from '@latch/core'
import {
  FrameReplyError,
  frameReplyCodes,
  frameReplyMessages,
  isServerReplyCode,
} from '@latch/frame/handler'
import * as v from 'valibot'
import type { FrameSession, StoredSession } from './frameSession.js'
import { createSessionTokens, type SessionLocks } from './sessionTokens.js'

/** A request to the Latch API gives up after this long. */
export const apiTimeoutMs = 15_000

/** Parameters of {@link createApiClient}. */
export type CreateApiClientParameters = {
  /** The Latch API's base URL, without a trailing slash (the `latch-api-url` meta). */
  apiUrl: string
  /** Sent as `?projectId=` on every request. */
  projectId: string
  /** Defaults to the global `fetch`; tests pass a server's own. */
  fetch?: typeof fetch | undefined
  /** Defaults to {@link apiTimeoutMs}. */
  timeoutMs?: number | undefined
  /**
   * The frame's stored login: calls made for a login (`session`) send its current token and
   * replace it when due (see `createSessionTokens`). Without it, a call sends `session.token`.
   */
  session?: FrameSession | undefined
  /** The frame's clock, in ms since the epoch. Defaults to `Date.now`; tests pass the server's. */
  now?: (() => number) | undefined
  /** Defaults to `navigator.locks` where the browser has Web Locks. */
  locks?: SessionLocks | undefined
}

/** One call to the Latch API. */
export type ApiRequest<output> = {
  method: 'GET' | 'POST' | 'PUT'
  /** Under the API's base URL, e.g. `/auth/v1/email/start`. */
  path: `/${string}`
  /** More query parameters beside `projectId` (e.g. the key-share GET's `recipientKey`). */
  query?: Record<string, string> | undefined
  /** Sent as JSON. */
  body?: Record<string, unknown> | undefined
  /** More request headers, e.g. CONNECT_EMAIL's `X-Latch-Challenge`. */
  headers?: Record<string, string> | undefined
  /** A session token, sent as `Authorization: Bearer`. */
  token?: string | undefined
  /**
   * The login the call is made for, instead of `token`: its current token is sent (a newer one
   * than `session.token` when it was replaced meanwhile), replaced first when due, and a 401
   * `unauthorized` for it clears the stored login (unless another token is stored by then).
   */
  session?: StoredSession | undefined
  /** The shape of a successful reply's body (`undefined` when there is none, as with 204). */
  schema: v.GenericSchema<unknown, output>
}

/** The frame's client of the Latch API. */
export type ApiClient = {
  /**
   * Makes one call and returns its body once it matches `schema`.
   *
   * @throws {ApiResponseError} the server refused with a well-formed 4xx error.
   * @throws {FrameReplyError} 'An error occurred': no answer, a 5xx, or a body of the wrong shape.
   */
  request<output>(request: ApiRequest<output>): Promise<output>
  /** Replaces the token of `login` now, when the server said it is due (`refreshAfterSeconds: 0`). */
  refreshSession(login: StoredSession): Promise<void>
}

/**
 * The server refused a request with a well-formed error (`{ error: { code, message } }`, 4xx).
 * It is a {@link FrameReplyError}, so its message (the server's, such as 'Please try again after
 * 30 seconds') reaches the modal as it is unless a handler catches it, and so does its code when
 * it is one the frame passes on (`isServerReplyCode`: `throttled` with its `retryAfterSeconds`,
 * `invalid_code`, …; never the server's `unauthorized` or `invalid_request`), which is
 * what the modal reads.
 */
export class ApiResponseError extends FrameReplyError {
  override name = 'ApiResponseError'
  /** The HTTP status. */
  status: number
  /** The server's error code, such as `throttled` or `invalid_code` (kept as sent). */
  code: ApiErrorCode
  constructor(parameters: {
    status: number
    code: ApiErrorCode
    message: string
    retryAfterSeconds?: number | undefined
  }) {
    const { code, retryAfterSeconds } = parameters
    super(parameters.message, {
      details: `${parameters.status} ${code}`,
      replyCode: isServerReplyCode(code) ? code : undefined,
      retryAfterSeconds,
    })
    this.status = parameters.status
    this.code = code
  }
}

/**
 * The server failed (a 5xx) or refused with a body of the wrong shape. The app only ever sees
 * 'An error occurred'; `status` and `code` (the server's, when its body was well-formed) let a
 * handler tell one failure from another, such as 500 `share_unreadable`.
 */
export class ApiServerError extends FrameReplyError {
  override name = 'ApiServerError'
  /** The HTTP status. */
  status: number
  /** The server's error code, when the body was a well-formed error. */
  code: ApiErrorCode | undefined
  constructor(parameters: {
    method: string
    path: string
    status: number
    code?: ApiErrorCode | undefined
  }) {
    const { method, path, status, code } = parameters
    super(frameReplyMessages.failed, {
      details: `${method} ${path}: ${status} ${code ?? ''}`.trim(),
      replyCode: frameReplyCodes.failed,
    })
    this.status = status
    this.code = code
  }
}

// The server's one error dialect. A code is kept as sent (a newer server may have new ones).
const errorBodySchema: v.GenericSchema<unknown, ApiErrorBody> = v.object({
  error: v.object({
    code: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(128),
      v.transform((code) => code as ApiErrorCode),
    ),
    message: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
    retryAfterSeconds: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  }),
})

const failed = (details: string, cause?: unknown) =>
  new FrameReplyError(frameReplyMessages.failed, {
    details,
    cause,
    replyCode: frameReplyCodes.failed,
  })

/**
 * Creates the frame's client of the Latch API. Every call: `?projectId=`, no cookies
 * (`credentials: 'omit'`; the session is a bearer token), no redirects followed, a 15 s timeout,
 * JSON in and out, and every body checked against its schema before use.
 *
 * @example
 * const api = createApiClient({ apiUrl: 'https://api.example.com', projectId: 'demo' })
 * await api.request({ method: 'GET', path: '/auth/v1/session', token, schema })
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const { apiUrl, projectId, timeoutMs = apiTimeoutMs } = parameters
  const fetchApi = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const send = async <output>(request: ApiRequest<output>): Promise<output> => {
    const { method, path, body, token, schema } = request
    const search = new URLSearchParams({ ...request.query, projectId })
    const url = `${apiUrl}${path}?${search}`
    const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token !== undefined) headers.Authorization = `Bearer ${token}`
    let response: Response
    let text: string
    try {
      response = await fetchApi(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      throw failed(`${method} ${path}: no answer`, error)
    }
    let json: unknown
    if (text !== '') {
      try {
        json = JSON.parse(text)
      } catch {
        throw failed(`${method} ${path}: ${response.status} with a body that is not JSON`)
      }
    }
    if (!response.ok) {
      const parsed = v.safeParse(errorBodySchema, json)
      if (!parsed.success || response.status >= 500)
        throw new ApiServerError({
          method,
          path,
          status: response.status,
          code: parsed.success ? parsed.output.error.code : undefined,
        })
      const { code, message, retryAfterSeconds } = parsed.output.error
      throw new ApiResponseError({ status: response.status, code, message, retryAfterSeconds })
    }
    const parsed = v.safeParse(schema, json)
    if (!parsed.success)
      throw failed(`${method} ${path}: ${response.status} with a body of the wrong shape`)
    return parsed.output
  }
  const tokens =
    parameters.session &&
    createSessionTokens({
      session: parameters.session,
      send,
      now: parameters.now ?? Date.now,
      locks: parameters.locks ?? globalThis.navigator?.locks,
    })
  return {
    async request<output>(request: ApiRequest<output>): Promise<output> {
      const login = request.session
      if (!login) return send(request)
      const token = tokens ? await tokens.tokenFor(login) : login.token
      try {
        return await send({ ...request, token })
      } catch (error) {
        if (
          error instanceof ApiResponseError &&
          error.status === 401 &&
          error.code === 'unauthorized'
        )
          tokens?.refused(token)
        throw error
      }
    },
    async refreshSession(login) {
      await tokens?.refresh(login, login.token)
    },
  }
}
