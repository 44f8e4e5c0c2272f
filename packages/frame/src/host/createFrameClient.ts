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
import { isSafeRpcMethod } from '../rpcMethods/rpcMethods.js'
import { errorPayload, isRecord, isSuccessPayload } from './isSuccessPayload.js'

/** The requests that time out after `frameRequestTimeoutMs` (spec section 9). */
const timedFrameRequestTypes: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/**
 * Every other request that does not wait on the visitor (GET_USER, IS_CONNECTED, SWITCH_NETWORK,
 * SIGN_OUT, SYNC_*, RPC reads, …) times out after this. The spec names no time for them; none
 * is more than a few server or RPC round trips, each bounded well under it (SECURITY.md gives an
 * RPC upstream 5 s), so a frame silent this long is stuck rather than slow.
 */
export const frameOtherRequestTimeoutMs = 30_000

/** However many PENDING heartbeats arrive, an interactive request ends this long after it was sent. */
export const interactiveRequestCapMs = 10 * 60_000

/**
 * A frame that lets this many requests in a row time out without posting anything meanwhile is
 * judged dead: what it still has pending is rejected, and the next request rebuilds it.
 */
export const unansweredTimeoutsBeforeRebuild = 2

/** Options of one request. */
type FrameRequestOptions = {
  /**
   * The request waits on the visitor (an approval, an OTP): it gets the request timeout, and each
   * PENDING heartbeat from the frame extends it, up to `interactiveRequestCapMs`. Otherwise it gets
   * `frameRequestTimeoutMs` (the spec's login requests) or `frameOtherRequestTimeoutMs`.
   * Defaults to `false`.
   */
  interactive?: boolean | undefined
  /** Aborting rejects the request with the spec's abort message. */
  signal?: AbortSignal | undefined
}

/** What the modal passes to {@link createFrameClient}. */
export type CreateFrameClientParameters = {
  /**
   * The hidden `w3m-iframe` element, fully set up (a rebuild copies it as it is at this call) and
   * in the page, or added right after this call.
   */
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
  /**
   * Resolves once the current frame takes requests (READY plus the delay); rejects if it fails
   * to load. A rebuild starts a new one.
   */
  readonly ready: Promise<void>
  /** The frame element in use; a rebuild replaces the element in the page. */
  readonly iframe: HTMLIFrameElement
  /**
   * Tears the frame down and builds a new one from a copy of the original element; what was
   * pending in the old one is rejected ('Unable to load email login dependency'). A request after
   * a load failure, or after `unansweredTimeoutsBeforeRebuild` unanswered timeouts, does this
   * itself.
   */
  retry(): void
  /**
   * Rejects every pending request ('Request was aborted' for RPC requests, 'Something went wrong'
   * for the rest) except read-only RPC requests and the Farcaster URI request (spec sections 6, 8).
   */
  abortPending(): void
  /**
   * Stops listening; pending requests reject with 'The secure frame is not set'. A frame element
   * the client built in a rebuild is removed; the caller's own stays the caller's to remove.
   */
  destroy(): void
}

type Pending = {
  id: string
  type: FrameRequestType
  payload: unknown
  interactive: boolean
  sent: boolean
  /** How many messages the frame had posted when this request was sent. */
  heard: number
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
 * Every request times out (spec section 9; interactive ones live on through heartbeats). A frame
 * that did not load in 20 s, or that lets requests time out without a word, is not left broken
 * for the page's life: the next request (or `retry()`) replaces the iframe with a fresh copy,
 * rejecting whatever the old one still had, and tells the new frame the last SYNC_* again.
 *
 * @example
 * import { createFrameClient } from '@latch/frame/host'
 *
 * const frame = createFrameClient({ iframe, frameOrigin: 'https://frame.example.com' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const { frameOrigin, onLoadFailed, onRequestTimeout } = parameters
  const target = parameters.window ?? globalThis.window
  if (!isExactOrigin(frameOrigin)) throw new InvalidFrameOriginError(frameOrigin)

  // A rebuild starts from the element as the caller built it, not as a view may have styled it.
  const original = parameters.iframe
  const template = original.cloneNode(false) as HTMLIFrameElement
  let iframe = original
  const pending = new Map<string, Pending>()
  let state: 'loading' | 'delaying' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  /** Messages heard from the current frame, and requests timed out since the last one. */
  let heard = 0
  let unanswered = 0
  /** The last SYNC_* payload of each type: a rebuilt frame is told them again. */
  const synced = new Map<FrameRequestType, unknown>()

  let ready!: Promise<void>
  let resolveReady!: () => void
  let rejectReady!: (error: Error) => void

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

  /** The frame is broken (no READY, or it stopped answering): what it has pending is rejected. */
  const breakDown = () => {
    const wasWaiting = state === 'loading' || state === 'delaying'
    state = 'failed'
    clearTimeout(loadTimer)
    clearTimeout(delayTimer)
    for (const entry of [...pending.values()]) settle(entry, new FrameLoadError())
    if (wasWaiting) rejectReady(new FrameLoadError())
  }

  const startTimer = (entry: Pending) => {
    clearTimeout(entry.timer)
    const timeout =
      entry.interactive || timedFrameRequestTypes.includes(entry.type)
        ? frameRequestTimeoutMs
        : frameOtherRequestTimeoutMs
    entry.timer = setTimeout(
      () => {
        if (!pending.has(entry.id)) return
        tellAborted(entry)
        settle(entry, new FrameRequestTimeoutError({ requestType: entry.type }))
        onRequestTimeout?.({ id: entry.id, type: entry.type })
        // Only a frame that said nothing at all since the request went out counts as silent.
        if (entry.heard === heard && ++unanswered >= unansweredTimeoutsBeforeRebuild) breakDown()
      },
      Math.min(timeout, entry.capAt - Date.now()),
    )
  }

  const send = (entry: Pending) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow) return settle(entry, new FrameNotSetError())
    entry.sent = true
    entry.heard = heard
    entry.capAt = Date.now() + interactiveRequestCapMs
    startTimer(entry)
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

  /** Waits for the current frame's READY, or fails it after `frameLoadTimeoutMs`. */
  const load = () => {
    state = 'loading'
    heard = 0
    unanswered = 0
    ready = new Promise<void>((resolve, reject) => {
      resolveReady = resolve
      rejectReady = reject
    })
    // Callers who never await `ready` must not see an unhandled rejection.
    ready.catch(() => {})
    loadTimer = setTimeout(() => {
      breakDown()
      onLoadFailed?.()
    }, frameLoadTimeoutMs)
  }
  load()

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
    heard++
    unanswered = 0
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
      settle(entry, new FrameRequestError({ requestType: entry.type, ...errorPayload(payload) }))
    } else if (data.type === `${entry.type}_SUCCESS`) {
      if (isSuccessPayload(entry.type, payload)) settle(entry, undefined, payload)
      else
        settle(entry, new FrameRequestError({ requestType: entry.type, details: 'Invalid reply.' }))
    }
  }
  target.addEventListener('message', onMessage)

  /** Queues a request, or sends it at once when the frame is ready. */
  const enqueue = (
    type: FrameRequestType,
    payload: unknown,
    options: FrameRequestOptions,
    resolve: (value: never) => void,
    reject: (error: Error) => void,
  ) => {
    const { signal } = options
    if (signal?.aborted) return reject(new FrameRequestAbortedError({ requestType: type }))
    const entry: Pending = {
      id: crypto.randomUUID(),
      type,
      payload,
      interactive: options.interactive === true,
      sent: false,
      heard: 0,
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
  }

  /** Replaces the iframe with a fresh copy of the original and waits for its READY. */
  const retry = () => {
    if (state === 'destroyed') return
    breakDown()
    const previous = iframe
    iframe = template.cloneNode(false) as HTMLIFrameElement
    // Replaced in place: the page keeps one frame, with the same id. Its window is new, so the
    // old frame's late messages no longer pass the source check.
    previous.replaceWith(iframe)
    load()
    for (const [type, payload] of synced) enqueue(type, payload, {}, noop, noop)
  }

  const request: FrameClient['request'] = (type, payload, options = {}) =>
    new Promise((resolve, reject) => {
      if (state === 'destroyed') return reject(new FrameNotSetError())
      if (type.startsWith('SYNC_')) synced.set(type, payload)
      if (state === 'failed') retry()
      enqueue(type, payload, options, resolve as (value: never) => void, reject)
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
    if (iframe !== original) iframe.remove()
  }

  return {
    request,
    get ready() {
      return ready
    },
    get iframe() {
      return iframe
    },
    retry,
    abortPending,
    destroy,
  }
}

const noop = () => {}

// `'*'`, `'null'`, paths and the like are refused: the target origin is the whole of T3.
function isExactOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}
