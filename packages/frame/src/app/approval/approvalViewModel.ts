/** How a field's value is shown. */
export type ApprovalFieldKind = 'text' | 'address' | 'amount' | 'data'

/** One line of the approval view. */
export type ApprovalField = { label: string; value: string; kind: ApprovalFieldKind }

/** A group of fields (one call of a batch, the typed data's domain…). */
export type ApprovalSection = { title: string; fields: ApprovalField[] }

/** Why the visitor should look twice (SECURITY.md T8). */
export type ApprovalWarningCode =
  | 'hash-like-message'
  | 'unlimited-approval'
  | 'approval-for-all'
  | 'token-permit'
  | 'chain-mismatch'
  | 'contract-creation'
  | 'lookup-table-accounts'
  | 'not-fee-payer'

/** A warning shown above the fields. */
export type ApprovalWarning = { code: ApprovalWarningCode; message: string }

/**
 * What the approval view shows, decoded in the frame from exactly what will be signed. The
 * origin is the verified origin of the requesting app, never data the app supplied.
 */
export type ApprovalViewModel = {
  title: string
  /** The verified origin of the app that asked (`event.origin`). */
  origin: string
  /** The CAIP-2 chain id. */
  chain: string
  /** The account that signs. */
  account: string
  sections: ApprovalSection[]
  warnings: ApprovalWarning[]
}

/** The warnings' texts, in one place. */
export const approvalWarningMessages = {
  'hash-like-message':
    'This looks like a hash. Signing it may approve a transaction or anything else. Sign it only if you trust this site.',
  'unlimited-approval': 'This gives the spender access to ALL of this token, with no limit.',
  'approval-for-all': 'This gives the operator control of ALL your items in this collection.',
  'token-permit': 'This signature lets the spender move your tokens without another approval.',
  'chain-mismatch': 'This signature is for another network than the one selected.',
  'contract-creation': 'This transaction creates a contract.',
  'lookup-table-accounts':
    'Some accounts of this transaction come from lookup tables and cannot be shown.',
  'not-fee-payer': 'Another account pays the fee of this transaction.',
} as const satisfies Record<ApprovalWarningCode, string>

/** A warning by its code. */
export const warning = (code: ApprovalWarningCode): ApprovalWarning => ({
  code,
  message: approvalWarningMessages[code],
})
