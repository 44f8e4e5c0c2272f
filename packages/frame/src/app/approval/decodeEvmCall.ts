import { decodeFunctionData, parseAbi } from 'viem'
import type { FrameTranslate } from '../i18n/translate.js'
import type { EvmCall } from './approvalRequest.js'
import { type ApprovalField, type ApprovalWarning, warning } from './approvalViewModel.js'
import { evmNativeSymbol, formatAmount } from './formatAmount.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'

// The token calls the view names (ERC-20; transferFrom and setApprovalForAll also ERC-721/1155).
const knownAbi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** What {@link decodeEvmCall} returns. */
export type DecodedEvmCall = {
  /** The call named, such as 'Token approval', or `undefined` for unknown calldata. */
  action: string | undefined
  fields: ApprovalField[]
  warnings: ApprovalWarning[]
}

const field = (label: string, value: string, kind: ApprovalField['kind']): ApprovalField => ({
  label,
  value,
  kind,
})

/**
 * Decodes one EVM call for the approval view: recipient, native value, and known token calls
 * (ERC-20 `transfer`, `approve`, `transferFrom`, `setApprovalForAll`) with their arguments. An
 * unlimited approval, an approval for all and a contract creation are flagged (SECURITY.md T8).
 * The raw calldata is always shown too. Labels and names are in the language of `t`.
 *
 * @example
 * decodeEvmCall({ to: token, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }) }, 1, frameTranslator('en'))
 * // { action: 'Token approval', warnings: [{ code: 'unlimited-approval', … }], … }
 */
export function decodeEvmCall(
  call: EvmCall,
  chainId: number | undefined,
  t: FrameTranslate,
): DecodedEvmCall {
  const fields: ApprovalField[] = []
  const warnings: ApprovalWarning[] = []
  let action: string | undefined
  if (call.to === undefined) {
    warnings.push(warning('contract-creation', t))
    action = t('approval.action.contractCreation')
  } else fields.push(field(t('approval.field.to'), call.to, 'address'))
  fields.push(
    field(
      t('approval.field.value'),
      `${formatAmount(call.value, 18)} ${evmNativeSymbol(chainId)}`,
      'amount',
    ),
  )

  if (call.to !== undefined && call.data.length >= 10) {
    let decoded: ReturnType<typeof decodeFunctionData<typeof knownAbi>> | undefined
    try {
      decoded = decodeFunctionData({ abi: knownAbi, data: call.data })
    } catch {
      decoded = undefined
    }
    switch (decoded?.functionName) {
      case 'transfer': {
        const [to, amount] = decoded.args
        action = t('approval.action.tokenTransfer')
        fields.push(field(t('approval.field.tokenContract'), call.to, 'address'))
        fields.push(field(t('approval.field.recipient'), to, 'address'))
        fields.push(field(t('approval.field.tokenAmount'), amount.toString(), 'amount'))
        break
      }
      case 'approve': {
        const [spender, amount] = decoded.args
        action = t('approval.action.tokenApproval')
        fields.push(field(t('approval.field.tokenContract'), call.to, 'address'))
        fields.push(field(t('approval.field.spender'), spender, 'address'))
        const unlimited = isUnlimitedAmount(amount, 256)
        fields.push(
          field(
            t('approval.field.tokenAmount'),
            unlimited ? t('approval.value.unlimited') : amount.toString(),
            'amount',
          ),
        )
        if (unlimited) warnings.push(warning('unlimited-approval', t))
        break
      }
      case 'transferFrom': {
        const [from, to, amount] = decoded.args
        action = t('approval.action.tokenTransferFrom')
        fields.push(field(t('approval.field.tokenContract'), call.to, 'address'))
        fields.push(field(t('approval.field.from'), from, 'address'))
        fields.push(field(t('approval.field.recipient'), to, 'address'))
        fields.push(field(t('approval.field.amountOrTokenId'), amount.toString(), 'amount'))
        break
      }
      case 'setApprovalForAll': {
        const [operator, approved] = decoded.args
        action = t(
          approved ? 'approval.action.approvalForAll' : 'approval.action.revokeApprovalForAll',
        )
        fields.push(field(t('approval.field.collectionContract'), call.to, 'address'))
        fields.push(field(t('approval.field.operator'), operator, 'address'))
        fields.push(
          field(
            t('approval.field.approved'),
            t(approved ? 'approval.value.yes' : 'approval.value.no'),
            'text',
          ),
        )
        if (approved) warnings.push(warning('approval-for-all', t))
        break
      }
      default:
        break
    }
  }
  if (call.data !== '0x') fields.push(field(t('approval.field.data'), call.data, 'data'))
  return { action, fields, warnings }
}
