import { BaseError } from '@latch/core'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import type { ApprovalViewModel } from './approvalViewModel.js'

/** An approval, bound to one request id and the hash of exactly what was shown (SECURITY.md T6). */
export type ApprovalBinding = { id: string; hash: string }

/** The signer was handed something other than what the visitor approved. Nothing is signed. */
export class ApprovalBindingError extends BaseError {
  override name = 'ApprovalBindingError'
  constructor() {
    super('The approval does not match the request to sign.')
  }
}

/**
 * A canonical JSON text of a value: object keys sorted, bytes as `0x` hex, bigints as decimal
 * strings tagged `n`. Two values that would sign the same give the same text.
 *
 * @example
 * canonicalJson({ b: 1n, a: new Uint8Array([1]) }) // '{"a":"0x01","b":"1n"}'
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`)
  if (value instanceof Uint8Array) return JSON.stringify(`0x${bytesToHex(value)}`)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** SHA-256 (hex) of the canonical form of a request id, its chain and what is signed. */
function hashApprovalSubject(id: string, chain: string, subject: unknown): string {
  return bytesToHex(sha256(new TextEncoder().encode(canonicalJson({ id, chain, subject }))))
}

/**
 * Binds an approval to request `id` and exactly `subject` (the parsed request to sign).
 *
 * @example
 * const binding = bindApproval(context.id, chain.id, request)
 */
export function bindApproval(id: string, chain: string, subject: unknown): ApprovalBinding {
  return { id, hash: hashApprovalSubject(id, chain, subject) }
}

/**
 * The signer's re-check: `subject` for request `id` must be what `binding` approved. Otherwise
 * {@link ApprovalBindingError}, and nothing is signed (approving A never signs B).
 *
 * @example
 * assertApprovalBinding(binding, context.id, chain.id, request)
 */
export function assertApprovalBinding(
  binding: ApprovalBinding,
  id: string,
  chain: string,
  subject: unknown,
): void {
  if (binding.id !== id || binding.hash !== hashApprovalSubject(id, chain, subject))
    throw new ApprovalBindingError()
}

/**
 * SHA-256 (hex) of an approval's binding together with the view shown for it. The approval popup
 * answers with this for what it showed, and the frame takes the answer only when it equals its
 * own hash of what it sent: approving in the popup approves exactly that view of that request.
 *
 * @example
 * const shown = hashShownApproval(binding, model)
 */
export function hashShownApproval(binding: ApprovalBinding, model: ApprovalViewModel): string {
  return bytesToHex(sha256(new TextEncoder().encode(canonicalJson({ binding, model }))))
}
