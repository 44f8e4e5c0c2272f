import { isPlainData } from '@latch/frame/handler'
import * as v from 'valibot'
import type { ApprovalBinding } from './approvalBinding.js'
import type { ApprovalViewModel, ApprovalWarningCode } from './approvalViewModel.js'

/** Where the server serves the approval popup, on the frame's own origin (SECURITY.md T7). */
export const approvalPopupPath = '/approve'

/** The messages between the frame and its approval popup, by role. */
export const approvalPopupMessageTypes = {
  /** Popup → frame: loaded, send the request. */
  ready: 'latch:approval-popup:ready',
  /** Frame → popup: what to show. */
  request: 'latch:approval-popup:request',
  /** Popup → frame: Approve or Reject, for exactly what was shown. */
  decision: 'latch:approval-popup:decision',
} as const

/** The popup asks for its request. */
export type ApprovalPopupReady = { type: typeof approvalPopupMessageTypes.ready; id: string }

/** The frame sends the popup the view to show, and the binding the decision must name. */
export type ApprovalPopupRequest = {
  type: typeof approvalPopupMessageTypes.request
  id: string
  model: ApprovalViewModel
  binding: ApprovalBinding
  themeMode?: 'light' | 'dark' | undefined
  locale?: string | undefined
}

/** The visitor's answer; `shown` is `hashShownApproval(binding, model)` of the view shown. */
export type ApprovalPopupDecision = {
  type: typeof approvalPopupMessageTypes.decision
  id: string
  approved: boolean
  shown: string
}

const idPattern = /^[0-9a-f]{32}$/
const hashPattern = /^[0-9a-f]{64}$/

/**
 * A one-time id for one popup: 128 bits from `crypto.getRandomValues`, in hex. It names the
 * popup's URL fragment (`/approve#<id>`) and every message of that approval.
 *
 * @example
 * const id = createApprovalPopupId() // '3f0c…' (32 hex digits)
 */
export function createApprovalPopupId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Tells whether `value` has the form of {@link createApprovalPopupId}'s ids. */
export function isApprovalPopupId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value)
}

// Every code, so that a new one in ApprovalWarningCode does not compile until it is listed.
const warningCodes: Record<ApprovalWarningCode, true> = {
  'hash-like-message': true,
  'unlimited-approval': true,
  'approval-for-all': true,
  'token-permit': true,
  'chain-mismatch': true,
  'contract-creation': true,
  'lookup-table-accounts': true,
  'not-fee-payer': true,
}

// A view is at most what the frame decodes from a 64 KB request: caps well above that.
const shortText = v.pipe(v.string(), v.maxLength(4096))
const id = v.pipe(v.string(), v.regex(idPattern))
const modelSchema = v.strictObject({
  title: shortText,
  origin: shortText,
  chain: shortText,
  network: shortText,
  account: shortText,
  sections: v.pipe(
    v.array(
      v.strictObject({
        title: shortText,
        fields: v.pipe(
          v.array(
            v.strictObject({
              label: shortText,
              value: v.pipe(v.string(), v.maxLength(262_144)),
              kind: v.picklist(['text', 'address', 'amount', 'data']),
            }),
          ),
          v.maxLength(256),
        ),
      }),
    ),
    v.maxLength(256),
  ),
  warnings: v.pipe(
    v.array(
      v.strictObject({
        code: v.picklist(Object.keys(warningCodes) as ApprovalWarningCode[]),
        message: shortText,
      }),
    ),
    v.maxLength(32),
  ),
})
const requestSchema = v.strictObject({
  type: v.literal(approvalPopupMessageTypes.request),
  id,
  model: modelSchema,
  binding: v.strictObject({
    id: v.pipe(v.string(), v.maxLength(128)),
    hash: v.pipe(v.string(), v.regex(hashPattern)),
  }),
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  locale: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
const replySchema = v.union([
  v.strictObject({ type: v.literal(approvalPopupMessageTypes.ready), id }),
  v.strictObject({
    type: v.literal(approvalPopupMessageTypes.decision),
    id,
    approved: v.boolean(),
    shown: v.pipe(v.string(), v.regex(hashPattern)),
  }),
])

const isPlainObject = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Reads a message the popup received as the frame's request (SECURITY.md T4): a plain object of
 * exactly this shape, every text within its cap, unknown keys refused. Anything else is
 * `undefined`. The caller has checked the sender (its opener, on its own origin) already.
 *
 * @example
 * const request = parseApprovalPopupRequest(event.data)
 * if (request?.id === id) show(request.model)
 */
export function parseApprovalPopupRequest(data: unknown): ApprovalPopupRequest | undefined {
  if (!isPlainObject(data)) return undefined
  const parsed = v.safeParse(requestSchema, data)
  return parsed.success ? parsed.output : undefined
}

/**
 * Reads a message the frame received from its popup (`ready` or `decision`) within the frame's
 * message caps; anything else is `undefined`. The caller has checked the sender (the popup it
 * opened, on the frame's own origin) already.
 *
 * @example
 * const reply = parseApprovalPopupReply(event.data)
 */
export function parseApprovalPopupReply(
  data: unknown,
): ApprovalPopupReady | ApprovalPopupDecision | undefined {
  if (!isPlainObject(data) || !isPlainData(data)) return undefined
  const parsed = v.safeParse(replySchema, data)
  return parsed.success ? parsed.output : undefined
}
