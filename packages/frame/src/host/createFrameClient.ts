import {
  type FrameRequestPayloads,
  type FrameRequestType,
  type FrameSuccessPayloads,
  frameLoadTimeoutMs,
  frameReadyDelayMs,
  frameRequestTimeoutMs,
} from '@latch/core'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameOriginError,
} from '../errors.js'
import { isSafeRpcMethod } from '../rpc/safeRpcMethods.js'
import { isRecord, isSuccessPayload } from './isSuccessPayload.js'

/** The requests that time out after `frameRequestTimeoutMs` (spec section 9). */
export const timedFrameRequestTypes: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/** However many PENDING heartbeats arrive, an interactive request ends this long after it was sent. */
export const interactiveRequestCapMs = 10 * 60_000

/** Options of one request. */
export type FrameRequestOptions = {
  /**
   * The request waits on the visitor (an approval, an OTP): it gets the request timeout, and each
   * PENDING heartbeat from the frame extends it, up to `interactiveRequestCapMs`. Defaults to `false`.
   */
  interactive?: boolean | undefined
  /** Aborting rejects the request with the spec's abort message. */
  signal?: AbortSignal | undefined
}

/** What the modal passes to {@link createFrameClient}. */
export type CreateFrameClientParameters = {
  /** The hidden `w3m-iframe` element, already in the page. */
  iframe: HTMLIFrameElement
  /** The frame's exact origin, e.g. `https://frame.example.com`; never `'*'`. */
  frameOrigin: string
  /** The window the frame posts to. Defaults to `globalThis.window`. */
  window?: Window | undefined
  /** READY did not arrive within `frameLoadTimeoutMs`; show the iframe_load_failed alert. */
  onLoadFailed?: (() => void) | undefined
  /** A request got no answer in time; show the iframe_request_timeout alert. */
  onRequestTimeout?: ((request: { id: string; type: FrameRequestType }) => void) | undefined
}

/** The app's end of the secure-frame protocol. */
export type FrameClient = {
  /**
   * Sends a request and resolves with the `<TYPE>_SUCCESS` payload. Requests made before the
   * frame is ready are queued and sent `frameReadyDelayMs` after READY.
   */
  request<type extends FrameRequestType>(
    type: type,
    payload: FrameRequestPayloads[type],
    options?: FrameRequestOptions | undefined,
  ): Promise<FrameSuccessPayloads[type]>
  /** Resolves once requests are sent (READY plus the delay); rejects if the frame fails to load. */
  ready: Promise<void>
  /**
   * Rejects every pending request ('Request was aborted' for RPC requests, 'Something went wrong'
   * for the rest) except read-only RPC requests and the Farcaster URI request (spec sections 6, 8).
   */
  abortPending(): void
  /** Stops listening; pending requests reject with 'The secure frame is not set'. */
  destroy(): void
}

type Pending = {
  id: string
  type: FrameRequestType
  payload: unknown
  interactive: boolean
  sent: boolean
  /** When an interactive request ends, heartbeats or not. */
  capAt: number
  timer: ReturnType<typeof setTimeout> | undefined
  resolve(value: never): void
  reject(error: Error): void
  signal: AbortSignal | undefined
  onAbort(): void
}

/**
 * Creates the app's end of the secure-frame protocol (spec section 7; SECURITY.md T2, T3): it
 * posts only to `frameOrigin`, and accepts a message only from that origin and the iframe's window.
 *
 * @example
 * import { createFrameClient } from '@latch/frame/host'
 *
 * const frame = createFrameClient({ iframe, frameOrigin: 'https://frame.example.com' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const { iframe, frameOrigin, onLoadFailed, onRequestTimeout } = parameters
  const target = parameters.window ?? globalThis.window
  if (!isExactOrigin(frameOrigin)) throw new InvalidFrameOriginError(frameOrigin)

  const pending = new Map<string, Pending>()
  let state: 'loading' | 'delaying' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let delayTimer: ReturnType<typeof setTimeout> | undefined

  let resolveReady!: () => void
  let rejectReady!: (error: Error) => void
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // Callers who never await `ready` must not see an unhandled rejection.
  ready.catch(() => {})

  /** Tells the frame that the app gave up on a request it was sent, so its view goes away. */
  const tellAborted = (entry: Pending) => {
    const frameWindow = iframe.contentWindow
    if (!entry.sent || !frameWindow || state !== 'ready') return
    frameWindow.postMessage(
      { id: crypto.randomUUID(), type: 'ABORT_REQUEST', payload: { id: entry.id } },
      frameOrigin,
    )
  }

  const settle = (entry: Pending, error?: Error, value?: unknown) => {
    if (!pending.delete(entry.id)) return
    clearTimeout(entry.timer)
    entry.signal?.removeEventListener('abort', entry.onAbort)
    if (error) entry.reject(error)
    else entry.resolve(value as never)
  }

  const startTimer = (entry: Pending) => {
    clearTimeout(entry.timer)
    const delay = Math.min(frameRequestTimeoutMs, entry.capAt - Date.now())
    entry.timer = setTimeout(() => {
      if (!pending.has(entry.id)) return
      settle(entry, new FrameRequestTimeoutError({ requestType: entry.type }))
      onRequestTimeout?.({ id: entry.id, type: entry.type })
    }, delay)
  }

  const send = (entry: Pending) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow) return settle(entry, new FrameNotSetError())
    entry.sent = true
    entry.capAt = Date.now() + interactiveRequestCapMs
    if (entry.interactive || timedFrameRequestTypes.includes(entry.type)) startTimer(entry)
    try {
      frameWindow.postMessage(
        { id: entry.id, type: entry.type, payload: entry.payload },
        frameOrigin,
      )
    } catch (cause) {
      // A payload the structured clone cannot copy.
      settle(entry, new FrameRequestError({ requestType: entry.type, details: String(cause) }))
    }
  }

  const fail = () => {
    if (state !== 'loading') return
    state = 'failed'
    for (const entry of [...pending.values()]) settle(entry, new FrameLoadError())
    rejectReady(new FrameLoadError())
    onLoadFailed?.()
  }
  const loadTimer = setTimeout(fail, frameLoadTimeoutMs)

  const onReady = () => {
    if (state !== 'loading') return
    clearTimeout(loadTimer)
    state = 'delaying'
    delayTimer = setTimeout(() => {
      state = 'ready'
      for (const entry of [...pending.values()]) if (!entry.sent) send(entry)
      resolveReady()
    }, frameReadyDelayMs)
  }

  const onMessage = (event: MessageEvent) => {
    const frameWindow = iframe.contentWindow
    if (event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return
    const { data } = event
    if (!isRecord(data) || typeof data.id !== 'string' || typeof data.type !== 'string') return
    const { payload } = data
    if (data.type === 'READY') {
      if (isRecord(payload) && typeof payload.version === 'string') onReady()
      return
    }
    if (data.type === 'PENDING') {
      const id = isRecord(payload) ? payload.id : undefined
      const entry = typeof id === 'string' ? pending.get(id) : undefined
      if (entry?.sent && entry.interactive) startTimer(entry)
      return
    }
    const entry = pending.get(data.id)
    if (!entry?.sent) return
    if (data.type === `${entry.type}_ERROR`) {
      const message = isRecord(payload) ? payload.message : undefined
      settle(
        entry,
        new FrameRequestError({
          requestType: entry.type,
          message: typeof message === 'string' ? message : undefined,
        }),
      )
    } else if (data.type === `${entry.type}_SUCCESS`) {
      if (isSuccessPayload(entry.type, payload)) settle(entry, undefined, payload)
      else
        settle(entry, new FrameRequestError({ requestType: entry.type, details: 'Invalid reply.' }))
    }
  }
  target.addEventListener('message', onMessage)

  const request: FrameClient['request'] = (type, payload, options = {}) =>
    new Promise((resolve, reject) => {
      if (state === 'destroyed') return reject(new FrameNotSetError())
      if (state === 'failed') return reject(new FrameLoadError())
      const { signal } = options
      if (signal?.aborted) return reject(new FrameRequestAbortedError({ requestType: type }))
      const entry: Pending = {
        id: crypto.randomUUID(),
        type,
        payload,
        interactive: options.interactive === true,
        sent: false,
        capAt: 0,
        timer: undefined,
        resolve,
        reject,
        signal,
        onAbort: () => {
          tellAborted(entry)
          settle(entry, new FrameRequestAbortedError({ requestType: type }))
        },
      }
      pending.set(entry.id, entry)
      signal?.addEventListener('abort', entry.onAbort)
      if (state === 'ready') send(entry)
    })

  const abortPending = () => {
    for (const entry of [...pending.values()]) {
      if (entry.type === 'GET_FARCASTER_URI') continue
      if (
        entry.type === 'RPC_REQUEST' &&
        isSafeRpcMethod((entry.payload as { method?: unknown }).method)
      )
        continue
      tellAborted(entry)
      settle(entry, new FrameRequestAbortedError({ requestType: entry.type }))
    }
  }

  const destroy = () => {
    if (state === 'destroyed') return
    const wasWaiting = state === 'loading' || state === 'delaying'
    state = 'destroyed'
    clearTimeout(loadTimer)
    clearTimeout(delayTimer)
    target.removeEventListener('message', onMessage)
    for (const entry of [...pending.values()]) settle(entry, new FrameNotSetError())
    if (wasWaiting) rejectReady(new FrameNotSetError())
  }

  return { request, ready, abortPending, destroy }
}

// `'*'`, `'null'`, paths and the like are refused: the target origin is the whole of T3.
function isExactOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}
