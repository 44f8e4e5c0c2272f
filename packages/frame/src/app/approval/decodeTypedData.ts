import type { FrameTranslate } from '../i18n/translate.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import {
  type ApprovalField,
  type ApprovalSection,
  type ApprovalWarning,
  warning,
} from './approvalViewModel.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'
import type { TypedData } from './typedData.js'

/** Most message fields listed; the rest is summed up in one line. */
const maxTypedDataFields = 200

const permit2Address = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const text = (label: string, value: string): ApprovalField => ({ label, value, kind: 'text' })
const address = (label: string, value: string): ApprovalField => ({ label, value, kind: 'address' })
const amount = (label: string, value: string): ApprovalField => ({ label, value, kind: 'amount' })

function show(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return String(value)
}

function deadline(value: unknown, t: FrameTranslate): string {
  if (typeof value !== 'bigint') return show(value)
  if (value >= 2n ** 48n - 1n) return t('approval.value.neverExpires', { value: value.toString() })
  return `${value} (${new Date(Number(value) * 1000).toISOString()})`
}

// Message fields flattened to `a.b[0].c` paths, in the type's order.
function flatten(
  typedData: TypedData,
  type: string,
  value: unknown,
  path: string,
  out: ApprovalField[],
) {
  const fields = typedData.types[type.replace(/(\[\d*\])+$/, '')]
  if (Array.isArray(value)) {
    const inner = type.replace(/\[\d*\]$/, '')
    for (const [index, item] of value.entries())
      flatten(typedData, inner, item, `${path}[${index}]`, out)
    return
  }
  if (fields && typeof value === 'object' && value !== null) {
    for (const field of fields)
      flatten(
        typedData,
        field.type,
        (value as Record<string, unknown>)[field.name],
        path ? `${path}.${field.name}` : field.name,
        out,
      )
    return
  }
  out.push({ label: path, value: show(value), kind: type === 'address' ? 'address' : 'text' })
}

type PermitDetails = { token?: unknown; amount?: unknown; expiration?: unknown }

// EIP-2612 Permit, DAI's Permit and Uniswap's Permit2 (PermitSingle, PermitBatch): the spender,
// the amount and its deadline are what a phishing signature hides.
function decodePermit(
  typedData: TypedData,
  t: FrameTranslate,
):
  | {
      fields: ApprovalField[]
      warnings: ApprovalWarning[]
    }
  | undefined {
  const { primaryType, message, domain } = typedData
  const names = (typedData.types[primaryType] ?? []).map((field) => field.name)
  const isPermit2 = domain.verifyingContract?.toLowerCase() === permit2Address
  const fields: ApprovalField[] = []
  const warnings: ApprovalWarning[] = [warning('token-permit', t)]
  const flagAmount = (label: string, value: unknown, bits: 160 | 256) => {
    const unlimited = typeof value === 'bigint' && isUnlimitedAmount(value, bits)
    fields.push(amount(label, unlimited ? t('approval.value.unlimited') : show(value)))
    if (unlimited && !warnings.some((item) => item.code === 'unlimited-approval'))
      warnings.push(warning('unlimited-approval', t))
  }
  if (primaryType === 'Permit' && names.includes('spender') && names.includes('value')) {
    fields.push(text(t('approval.field.kind'), t('approval.value.permitEip2612')))
    if (domain.verifyingContract)
      fields.push(address(t('approval.field.token'), domain.verifyingContract))
    fields.push(address(t('approval.field.spender'), show(message.spender)))
    flagAmount(t('approval.field.tokenAmount'), message.value, 256)
    fields.push(text(t('approval.field.deadline'), deadline(message.deadline, t)))
    return { fields, warnings }
  }
  if (primaryType === 'Permit' && names.includes('allowed') && names.includes('spender')) {
    fields.push(text(t('approval.field.kind'), t('approval.value.permitDai')))
    if (domain.verifyingContract)
      fields.push(address(t('approval.field.token'), domain.verifyingContract))
    fields.push(address(t('approval.field.spender'), show(message.spender)))
    fields.push(
      amount(
        t('approval.field.tokenAmount'),
        message.allowed === true ? t('approval.value.unlimited') : '0',
      ),
    )
    if (message.allowed === true) warnings.push(warning('unlimited-approval', t))
    fields.push(text(t('approval.field.deadline'), deadline(message.expiry, t)))
    return { fields, warnings }
  }
  if (isPermit2 && (primaryType === 'PermitSingle' || primaryType === 'PermitBatch')) {
    fields.push(text(t('approval.field.kind'), t('approval.value.permit2', { type: primaryType })))
    fields.push(address(t('approval.field.spender'), show(message.spender)))
    const details: PermitDetails[] = Array.isArray(message.details)
      ? (message.details as PermitDetails[])
      : [message.details as PermitDetails]
    details.forEach((detail, index) => {
      // Numbered only when there are several.
      const number = details.length > 1 ? { number: index + 1 } : undefined
      fields.push(
        address(
          number ? t('approval.field.tokenNumbered', number) : t('approval.field.token'),
          show(detail?.token),
        ),
      )
      flagAmount(
        number ? t('approval.field.tokenAmountNumbered', number) : t('approval.field.tokenAmount'),
        detail?.amount,
        160,
      )
      fields.push(
        text(
          number ? t('approval.field.expirationNumbered', number) : t('approval.field.expiration'),
          deadline(detail?.expiration, t),
        ),
      )
    })
    fields.push(text(t('approval.field.signatureDeadline'), deadline(message.sigDeadline, t)))
    return { fields, warnings }
  }
  return undefined
}

/**
 * The approval view's sections for `eth_signTypedData_v4`: the domain (name, chain id,
 * verifying contract), the primary type, known permits (spender, amount, unlimited, deadline) and
 * every message field, flattened. A domain chain id other than the request's chain is flagged.
 * Labels are in the language of `t`; the message's own field names are shown as they are.
 *
 * @example
 * decodeTypedData(typedData, chain, frameTranslator('en')).warnings // [{ code: 'chain-mismatch', … }]
 */
export function decodeTypedData(
  typedData: TypedData,
  chain: RpcChain,
  t: FrameTranslate,
): { sections: ApprovalSection[]; warnings: ApprovalWarning[] } {
  const { domain } = typedData
  const warnings: ApprovalWarning[] = []
  const domainFields: ApprovalField[] = []
  if (domain.name !== undefined) domainFields.push(text(t('approval.field.name'), domain.name))
  if (domain.version !== undefined)
    domainFields.push(text(t('approval.field.version'), domain.version))
  if (domain.chainId !== undefined) {
    domainFields.push(text(t('approval.field.chainId'), show(domain.chainId)))
    if (BigInt(domain.chainId) !== BigInt(chain.evmChainId ?? -1))
      warnings.push(warning('chain-mismatch', t))
  }
  if (domain.verifyingContract !== undefined)
    domainFields.push(address(t('approval.field.verifyingContract'), domain.verifyingContract))
  if (domain.salt !== undefined) domainFields.push(text(t('approval.field.salt'), domain.salt))
  domainFields.push(text(t('approval.field.primaryType'), typedData.primaryType))

  const sections: ApprovalSection[] = [
    { title: t('approval.section.domain'), fields: domainFields },
  ]
  const permit = decodePermit(typedData, t)
  if (permit) {
    sections.unshift({ title: t('approval.section.permit'), fields: permit.fields })
    warnings.push(...permit.warnings)
  }
  const messageFields: ApprovalField[] = []
  flatten(typedData, typedData.primaryType, typedData.message, '', messageFields)
  const listed = messageFields.slice(0, maxTypedDataFields)
  if (messageFields.length > listed.length)
    listed.push(
      text('…', t('approval.value.moreFields', { count: messageFields.length - listed.length })),
    )
  sections.push({ title: t('approval.section.message'), fields: listed })
  return { sections, warnings }
}
