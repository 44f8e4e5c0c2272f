import {
  BaseError,
  type BaseErrorParameters,
  type FrameErrorCode,
  type FrameErrorPayload,
  type FramePendingStage,
  type FrameRequestPayloads,
  type FrameRequestType,
  type FrameSuccessPayloads,
} from '@latch/core'
import * as v from 'valibot'
import { getParentOrigin } from './getParentOrigin.js'
import { isPlainData } from './isPlainData.js'
import { isFrameRequestType, requestSchemas } from './requestSchemas.js'

/** An interactive handler's heartbeats repeat this often (SECURITY.md, reliability rows). */
export const pendingHeartbeatMs = 5_000

/** How many request ids the frame remembers to ignore replays. */
export const seenIdsLimit = 1_024

/** Messages of the frame's `<TYPE>_ERROR` replies; each goes with its code of {@link frameReplyCodes}. */
export const frameReplyMessages = {
  /** The payload failed its schema, or the message failed the size, depth or key checks. */
  invalid: 'Invalid request',
  /** A well-formed type name that is not a request type. */
  unknownType: 'Unknown request type',
  /** No handler for the type (smart accounts until their issue lands). */
  notEnabled: 'This feature is not enabled',
  /** A handler failed with an error that is not a {@link FrameReplyError}. */
  failed: 'An error occurred',
  /** The app aborted an RPC request (ABORT_REQUEST; spec section 8). */
  rpcAborted: 'Request was aborted',
  /** The app aborted any other request (spec section 8). */
  aborted: 'Something went wrong',
} as const

/** The reply code of each of {@link frameReplyMessages}. */
export const frameReplyCodes = {
  invalid: 'invalid_request',
  unknownType: 'invalid_request',
  notEnabled: 'not_enabled',
  failed: 'internal',
  rpcAborted: 'aborted',
  aborted: 'aborted',
} as const satisfies Record<keyof typeof frameReplyMessages, FrameErrorCode>

/** The `<TYPE>_ERROR` payload of one of {@link frameReplyMessages}, with its code. */
const replyOf = (key: keyof typeof frameReplyMessages): FrameErrorPayload => ({
  message: frameReplyMessages[key],
  code: frameReplyCodes[key],
})

// Ids are the app's crypto.randomUUID(); anything else is not a request.
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
// A type name that may be echoed back as `<TYPE>_ERROR`.
const typePattern = /^[A-Z][A-Z0-9_]{0,63}$/

export type FrameReplyErrorType = FrameReplyError & { name: 'FrameReplyError' }
/**
 * Thrown by a handler, its `shortMessage` becomes the `<TYPE>_ERROR` message (English, for a site
 * that only reads messages), its `replyCode` (when set) the reply's `code` the app acts on, and
 * its `retryAfterSeconds` (with `throttled`) the reply's field of that name.
 */
export class FrameReplyError extends BaseError {
  override name = 'FrameReplyError'
  /** Sent as the reply's `code` (a Latch addition), e.g. `challenge_required` or `throttled`. */
  replyCode: FrameErrorCode | undefined
  /** Sent as the reply's `retryAfterSeconds` (a Latch addition), with `throttled`. */
  retryAfterSeconds: number | undefined
  constructor(
    shortMessage: string,
    parameters: BaseErrorParameters & {
      replyCode?: FrameErrorCode | undefined
      retryAfterSeconds?: number | undefined
    } = {},
  ) {
    super(shortMessage, parameters)
    this.replyCode = parameters.replyCode
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

/** What a handler learns about its request besides the payload. */
export type FrameHandlerContext = {
  /** The request id. */
  id: string
  /** The verified origin of the app that asked. */
  origin: string
  /**
   * The request waits on the visitor: posts a PENDING heartbeat now and every
   * `pendingHeartbeatMs` until the handler settles. Calling it again changes the stage.
   */
  pending(stage: FramePendingStage): void
  /**
   * Aborted when the app sends ABORT_REQUEST for this request. The reply (the abort error) has
   * then been sent already: the handler must take its view down and never sign afterwards.
   */
  signal: AbortSignal
}

/** One handler per request type; a missing one answers 'This feature is not enabled'. */
export type FrameRequestHandlers = {
  [type in FrameRequestType]?: (
    payload: FrameRequestPayloads[type],
    context: FrameHandlerContext,
  ) => Promise<FrameSuccessPayloads[type]>
}

/** Why the frame will not talk to its parent. */
export type FrameRefusalReason = 'not-framed' | 'unknown-parent-origin' | 'origin-not-allowed'

/** What the frame app passes to {@link createFrameMessageHandler}. */
export type CreateFrameMessageHandlerParameters = {
  /** The frame's own window. */
  window: Window
  /** The window that embeds the frame, normally `window.parent`. */
  parent: Window
  /** The project's allow-list, through core's `isOriginAllowed` (SECURITY.md T16). */
  isOriginAllowed: (origin: string) => boolean
  handlers: FrameRequestHandlers
  /** The frame's version, sent in READY. */
  version: string
  /** The parent cannot be answered; nothing is ever posted. */
  onRefused?: ((reason: FrameRefusalReason, origin: string | undefined) => void) | undefined
  /** A handler threw something other than a {@link FrameReplyError}; the app got 'An error occurred'. */
  onError?: ((error: unknown, request: { id: string; type: FrameRequestType }) => void) | undefined
}

/** The frame's end of the protocol. */
export type FrameMessageHandler = {
  /** The verified parent origin, or `undefined` when the frame refused. */
  parentOrigin: string | undefined
  /** Posts one PENDING heartbeat for a request still being handled; otherwise does nothing. */
  sendPending(id: string, stage: FramePendingStage): void
  /** Stops listening and posting. */
  destroy(): void
}

/**
 * Creates the frame's end of the secure-frame protocol (spec section 7; SECURITY.md T1, T3, T4).
 * A message is read only when it comes from `parent`, from the verified parent origin, and that
 * origin is allowed; it is then checked for size, depth, forbidden keys, a UUID id never seen
 * before, and a payload that passes its type's schema. Replies go to the parent origin only.
 *
 * Replies to messages that fail: no valid id → dropped silently (there is no one to answer); an id
 * seen before → dropped; a type name that is not a request type → `<TYPE>_ERROR`
 * 'Unknown request type' when the name is upper-case letters, digits and `_` (up to 64), else
 * dropped; any other failure → `<TYPE>_ERROR` 'Invalid request'.
 *
 * @example
 * import { isOriginAllowed } from '@latch/core'
 * import { createFrameMessageHandler } from '@latch/frame/handler'
 *
 * createFrameMessageHandler({
 *   window,
 *   parent: window.parent,
 *   isOriginAllowed: (origin) => isOriginAllowed(origin, allowedOrigins),
 *   handlers: { GET_CHAIN_ID: async () => ({ chainId: 1 }) },
 *   version: '0.1.0',
 * })
 */
export function createFrameMessageHandler(
  parameters: CreateFrameMessageHandlerParameters,
): FrameMessageHandler {
  const { window, parent, handlers, version, onRefused, onError } = parameters
  const seen = new Set<string>()
  // Each request being handled, with the controller ABORT_REQUEST uses.
  const inFlight = new Map<string, AbortController>()
  const heartbeats = new Set<ReturnType<typeof setInterval>>()
  let destroyed = false

  const refuse = (reason: FrameRefusalReason, origin?: string): FrameMessageHandler => {
    onRefused?.(reason, origin)
    return { parentOrigin: undefined, sendPending: () => {}, destroy: () => {} }
  }
  if (parent === window) return refuse('not-framed')
  const parentOrigin = getParentOrigin(window)
  if (!parentOrigin) return refuse('unknown-parent-origin')
  if (!parameters.isOriginAllowed(parentOrigin)) return refuse('origin-not-allowed', parentOrigin)

  const post = (type: string, id: string, payload: unknown) => {
    if (!destroyed) parent.postMessage({ id, type, payload }, parentOrigin)
  }
  const sendPending = (id: string, stage: FramePendingStage) => {
    if (inFlight.has(id)) post('PENDING', crypto.randomUUID(), { id, stage })
  }

  const remember = (id: string) => {
    seen.add(id)
    // A Set iterates in insertion order, so the first entry is the oldest.
    if (seen.size > seenIdsLimit) seen.delete(seen.values().next().value as string)
  }

  const handle = async (id: string, type: FrameRequestType, payload: unknown) => {
    if (type === 'ABORT_REQUEST') {
      // Built in: it ends another request with exactly one reply, the abort error (N1).
      const target = (payload as FrameRequestPayloads['ABORT_REQUEST']).id
      inFlight.get(target)?.abort()
      return post(`${type}_SUCCESS`, id, {})
    }
    const handler = handlers[type] as
      | ((payload: unknown, context: FrameHandlerContext) => Promise<unknown>)
      | undefined
    if (!handler) return post(`${type}_ERROR`, id, replyOf('notEnabled'))
    let heartbeat: ReturnType<typeof setInterval> | undefined
    const stopHeartbeat = () => {
      clearInterval(heartbeat)
      if (heartbeat !== undefined) heartbeats.delete(heartbeat)
    }
    const controller = new AbortController()
    const context: FrameHandlerContext = {
      id,
      origin: parentOrigin,
      signal: controller.signal,
      pending: (stage) => {
        if (!inFlight.has(id)) return
        stopHeartbeat()
        sendPending(id, stage)
        heartbeat = setInterval(() => sendPending(id, stage), pendingHeartbeatMs)
        heartbeats.add(heartbeat)
      },
    }
    inFlight.set(id, controller)
    controller.signal.addEventListener('abort', () => {
      stopHeartbeat()
      inFlight.delete(id)
      post(`${type}_ERROR`, id, replyOf(type === 'RPC_REQUEST' ? 'rpcAborted' : 'aborted'))
    })
    try {
      const result = await handler(payload, context)
      if (controller.signal.aborted) return
      stopHeartbeat()
      inFlight.delete(id)
      post(`${type}_SUCCESS`, id, result ?? {})
    } catch (error) {
      if (controller.signal.aborted) return
      stopHeartbeat()
      inFlight.delete(id)
      if (!(error instanceof FrameReplyError)) onError?.(error, { id, type })
      const reply: FrameErrorPayload =
        error instanceof FrameReplyError ? { message: error.shortMessage } : replyOf('failed')
      if (error instanceof FrameReplyError && error.replyCode) {
        reply.code = error.replyCode
        if (error.retryAfterSeconds !== undefined) reply.retryAfterSeconds = error.retryAfterSeconds
      }
      post(`${type}_ERROR`, id, reply)
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (destroyed || event.source !== parent || event.origin !== parentOrigin) return
    if (!parameters.isOriginAllowed(event.origin)) return
    const { data } = event
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return
    const { id, type } = data as { id?: unknown; type?: unknown }
    if (typeof id !== 'string' || !idPattern.test(id) || seen.has(id)) return
    if (typeof type !== 'string' || !typePattern.test(type)) return
    remember(id)
    if (!isPlainData(data)) return post(`${type}_ERROR`, id, replyOf('invalid'))
    if (!isFrameRequestType(type)) return post(`${type}_ERROR`, id, replyOf('unknownType'))
    const payload = (data as { payload?: unknown }).payload
    // valibot's object schemas accept arrays; a payload is always a plain object.
    const parsed =
      Object.keys(data).length === 3 &&
      typeof payload === 'object' &&
      payload !== null &&
      !Array.isArray(payload)
        ? v.safeParse(requestSchemas[type], payload)
        : undefined
    if (!parsed?.success) return post(`${type}_ERROR`, id, replyOf('invalid'))
    void handle(id, type, parsed.output)
  }

  window.addEventListener('message', onMessage)
  post('READY', crypto.randomUUID(), { version })

  return {
    parentOrigin,
    sendPending,
    destroy: () => {
      destroyed = true
      window.removeEventListener('message', onMessage)
      for (const heartbeat of heartbeats) clearInterval(heartbeat)
      heartbeats.clear()
      for (const controller of inFlight.values()) controller.abort()
      inFlight.clear()
    },
  }
}
