import type { FrameTranslate } from '../i18n/translate.js'

/** How a field's value is shown. */
type ApprovalFieldKind = 'text' | 'address' | 'amount' | 'data'

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
 * origin is the verified origin of the requesting app, never data the app supplied. Titles,
 * labels and warnings are in the language the request was decoded for; values are as signed.
 */
export type ApprovalViewModel = {
  title: string
  /** The verified origin of the app that asked (`event.origin`). */
  origin: string
  /** The CAIP-2 chain id. */
  chain: string
  /** The chain's name as the view shows it: a bundled network's name, else the CAIP-2 id. */
  network: string
  /** The account that signs. */
  account: string
  sections: ApprovalSection[]
  warnings: ApprovalWarning[]
}

/**
 * A warning by its code, its text in the view's language (the catalogue's `approval.warning.*`).
 *
 * @example
 * warning('unlimited-approval', frameTranslator('de')).message // 'Damit erhält der Berechtigte …'
 */
export const warning = (code: ApprovalWarningCode, t: FrameTranslate): ApprovalWarning => ({
  code,
  message: t(`approval.warning.${code}`),
})
