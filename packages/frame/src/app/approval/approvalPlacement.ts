import type { ApprovalViewModel, ApprovalWarningCode } from './approvalViewModel.js'

/**
 * Whether each warning marks a request that can hand the visitor's funds to someone else, and
 * why (SECURITY.md T7, T8). A record, so a new warning code must be placed here to compile.
 *
 * High risk, once signed a third party can take funds:
 * - `unlimited-approval`: an ERC-20 `approve`, an EIP-2612/DAI permit or a Permit2 allowance of
 *   (effectively) unlimited amount lets the spender take the whole balance, now and later.
 * - `approval-for-all`: `setApprovalForAll(operator, true)` hands over every NFT of a collection.
 * - `token-permit`: a permit or Permit2 signature is an approval made off-chain: nothing is sent,
 *   no fee is paid, and the spender can use it at once (the usual drainer signature).
 * - `hash-like-message`: 32 bytes signed blind can be a transaction, order or permit hash.
 *
 * Not high risk: `chain-mismatch` (typed data naming another chain; a permit among it is high
 * risk by `token-permit`), `contract-creation` (it spends only its fee), `lookup-table-accounts`
 * and `not-fee-payer` (Solana: what the view can show; a fee paid by someone else). The decoders
 * have no warning for Seaport-style orders, and a fee above the network-fee cap is refused before
 * any view, so neither appears here.
 */
const drainsFunds: Record<ApprovalWarningCode, boolean> = {
  'unlimited-approval': true,
  'approval-for-all': true,
  'token-permit': true,
  'hash-like-message': true,
  'chain-mismatch': false,
  'contract-creation': false,
  'lookup-table-accounts': false,
  'not-fee-payer': false,
}

/** The warnings that make a request high risk (see `drainsFunds` for why each is there). */
export const highRiskWarnings: ReadonlySet<ApprovalWarningCode> = new Set(
  (Object.keys(drainsFunds) as ApprovalWarningCode[]).filter((code) => drainsFunds[code]),
)

/** Where the secure frame has a request approved: in the frame itself, or in the approval popup. */
export type ApprovalPlacement = 'frame' | 'popup'

/**
 * Where a request is approved (SECURITY.md T7): in the approval popup, a top-level window of the
 * frame's origin that no page can cover, when the request is high risk (one of
 * {@link highRiskWarnings}) or when the browser has no IntersectionObserver v2 to prove the frame
 * is not covered; in the frame otherwise.
 *
 * @example
 * chooseApprovalPlacement(decodeApproval(request, { origin, chain }), { trackVisibility: true })
 * // 'popup' for a permit, 'frame' for a plain message
 */
export function chooseApprovalPlacement(
  model: Pick<ApprovalViewModel, 'warnings'>,
  browser: { trackVisibility: boolean },
): ApprovalPlacement {
  if (!browser.trackVisibility) return 'popup'
  return model.warnings.some((item) => highRiskWarnings.has(item.code)) ? 'popup' : 'frame'
}
