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
export const maxTypedDataFields = 200

const permit2Address = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const text = (label: string, value: string): ApprovalField => ({ label, value, kind: 'text' })
const address = (label: string, value: string): ApprovalField => ({ label, value, kind: 'address' })
const amount = (label: string, value: string): ApprovalField => ({ label, value, kind: 'amount' })

function show(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return String(value)
}

function deadline(value: unknown): string {
  if (typeof value !== 'bigint') return show(value)
  if (value >= 2n ** 48n - 1n) return `${value} (never expires)`
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
function decodePermit(typedData: TypedData):
  | {
      fields: ApprovalField[]
      warnings: ApprovalWarning[]
    }
  | undefined {
  const { primaryType, message, domain } = typedData
  const names = (typedData.types[primaryType] ?? []).map((field) => field.name)
  const isPermit2 = domain.verifyingContract?.toLowerCase() === permit2Address
  const fields: ApprovalField[] = []
  const warnings: ApprovalWarning[] = [warning('token-permit')]
  const flagAmount = (label: string, value: unknown, bits: 160 | 256) => {
    const unlimited = typeof value === 'bigint' && isUnlimitedAmount(value, bits)
    fields.push(amount(label, unlimited ? 'Unlimited' : show(value)))
    if (unlimited && !warnings.some((item) => item.code === 'unlimited-approval'))
      warnings.push(warning('unlimited-approval'))
  }
  if (primaryType === 'Permit' && names.includes('spender') && names.includes('value')) {
    fields.push(text('Kind', 'Token permit (EIP-2612)'))
    if (domain.verifyingContract) fields.push(address('Token', domain.verifyingContract))
    fields.push(address('Spender', show(message.spender)))
    flagAmount('Amount (token units)', message.value, 256)
    fields.push(text('Deadline', deadline(message.deadline)))
    return { fields, warnings }
  }
  if (primaryType === 'Permit' && names.includes('allowed') && names.includes('spender')) {
    fields.push(text('Kind', 'Token permit (DAI)'))
    if (domain.verifyingContract) fields.push(address('Token', domain.verifyingContract))
    fields.push(address('Spender', show(message.spender)))
    fields.push(amount('Amount (token units)', message.allowed === true ? 'Unlimited' : '0'))
    if (message.allowed === true) warnings.push(warning('unlimited-approval'))
    fields.push(text('Deadline', deadline(message.expiry)))
    return { fields, warnings }
  }
  if (isPermit2 && (primaryType === 'PermitSingle' || primaryType === 'PermitBatch')) {
    fields.push(text('Kind', `Permit2 ${primaryType}`))
    fields.push(address('Spender', show(message.spender)))
    const details: PermitDetails[] = Array.isArray(message.details)
      ? (message.details as PermitDetails[])
      : [message.details as PermitDetails]
    details.forEach((detail, index) => {
      const suffix = details.length > 1 ? ` ${index + 1}` : ''
      fields.push(address(`Token${suffix}`, show(detail?.token)))
      flagAmount(`Amount${suffix} (token units)`, detail?.amount, 160)
      fields.push(text(`Expiration${suffix}`, deadline(detail?.expiration)))
    })
    fields.push(text('Signature deadline', deadline(message.sigDeadline)))
    return { fields, warnings }
  }
  return undefined
}

/**
 * The approval view's sections for `eth_signTypedData_v4`: the domain (name, chain id,
 * verifying contract), the primary type, known permits (spender, amount, unlimited, deadline) and
 * every message field, flattened. A domain chain id other than the request's chain is flagged.
 *
 * @example
 * decodeTypedData(typedData, chain).warnings // [{ code: 'chain-mismatch', … }]
 */
export function decodeTypedData(
  typedData: TypedData,
  chain: RpcChain,
): { sections: ApprovalSection[]; warnings: ApprovalWarning[] } {
  const { domain } = typedData
  const warnings: ApprovalWarning[] = []
  const domainFields: ApprovalField[] = []
  if (domain.name !== undefined) domainFields.push(text('Name', domain.name))
  if (domain.version !== undefined) domainFields.push(text('Version', domain.version))
  if (domain.chainId !== undefined) {
    domainFields.push(text('Chain id', show(domain.chainId)))
    if (BigInt(domain.chainId) !== BigInt(chain.evmChainId ?? -1))
      warnings.push(warning('chain-mismatch'))
  }
  if (domain.verifyingContract !== undefined)
    domainFields.push(address('Verifying contract', domain.verifyingContract))
  if (domain.salt !== undefined) domainFields.push(text('Salt', domain.salt))
  domainFields.push(text('Primary type', typedData.primaryType))

  const sections: ApprovalSection[] = [{ title: 'Domain', fields: domainFields }]
  const permit = decodePermit(typedData)
  if (permit) {
    sections.unshift({ title: 'Permit', fields: permit.fields })
    warnings.push(...permit.warnings)
  }
  const messageFields: ApprovalField[] = []
  flatten(typedData, typedData.primaryType, typedData.message, '', messageFields)
  const listed = messageFields.slice(0, maxTypedDataFields)
  if (messageFields.length > listed.length)
    listed.push(text('…', `${messageFields.length - listed.length} more fields`))
  sections.push({ title: 'Message', fields: listed })
  return { sections, warnings }
}
