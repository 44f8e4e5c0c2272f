import { type FrameTranslate, frameTranslator } from '../i18n/translate.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import type { ApprovalRequest, EvmTransaction } from './approvalRequest.js'
import {
  type ApprovalField,
  type ApprovalSection,
  type ApprovalViewModel,
  type ApprovalWarning,
  warning,
} from './approvalViewModel.js'
import { decodeEvmCall } from './decodeEvmCall.js'
import { decodeMessageText } from './decodeMessageText.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { decodeTypedData } from './decodeTypedData.js'
import { evmNativeSymbol, formatAmount } from './formatAmount.js'
import { networkName } from './networkName.js'

function messageSection(
  bytes: Uint8Array,
  t: FrameTranslate,
): {
  section: ApprovalSection
  warnings: ApprovalWarning[]
} {
  const { value, isText } = decodeMessageText(bytes)
  const warnings = !isText && bytes.length === 32 ? [warning('hash-like-message', t)] : []
  return {
    section: {
      title: t('approval.section.message'),
      fields: [
        {
          label: t(isText ? 'approval.field.text' : 'approval.field.dataHex'),
          value,
          kind: isText ? 'text' : 'data',
        },
      ],
    },
    warnings,
  }
}

/** The most a transaction's fee can be: gas × max fee per gas (EIP-1559) or gas price. */
const maxFeeOf = (transaction: EvmTransaction): bigint =>
  transaction.gas *
  (transaction.type === 'eip1559' ? transaction.maxFeePerGas : transaction.gasPrice)

// A fee in the chain's native currency, as signed: exact, with its symbol.
const nativeAmount = (amount: bigint, chain: RpcChain) =>
  `${formatAmount(amount, 18)} ${evmNativeSymbol(chain.evmChainId)}`

// The filled fee and nonce of one transaction, as the signer will sign them.
const feeFields = (
  transaction: EvmTransaction,
  chain: RpcChain,
  t: FrameTranslate,
): ApprovalField[] => [
  {
    label: t('approval.field.networkFee'),
    value: nativeAmount(maxFeeOf(transaction), chain),
    kind: 'amount',
  },
  { label: t('approval.field.nonce'), value: String(transaction.nonce), kind: 'text' },
]

function dedupe(warnings: ApprovalWarning[]): ApprovalWarning[] {
  const seen = new Set<string>()
  return warnings.filter((item) => !seen.has(item.code) && seen.add(item.code))
}

/**
 * The approval view-model of a request, decoded from exactly what will be signed (SECURITY.md
 * rule 2, T8). `origin` must be the verified origin of the requesting app (the handler context's
 * `origin`), never a name or URL the app supplied. Its texts are in the language of `locale`
 * (SYNC_THEME's; English when it is missing or unknown).
 *
 * @example
 * const model = decodeApproval(request, { origin: context.origin, chain, locale: 'de' })
 */
export function decodeApproval(
  request: ApprovalRequest,
  parameters: { origin: string; chain: RpcChain; locale?: string | undefined },
): ApprovalViewModel {
  const { origin, chain } = parameters
  const t = frameTranslator(parameters.locale)
  const base = {
    origin,
    chain: chain.id,
    network: networkName(chain.id),
    account: request.account,
  }
  switch (request.method) {
    case 'personal_sign':
    case 'solana_signMessage': {
      const { section, warnings } = messageSection(request.message, t)
      return { ...base, title: t('approval.title.signMessage'), sections: [section], warnings }
    }
    case 'eth_signTypedData_v4': {
      const { sections, warnings } = decodeTypedData(request.typedData, chain, t)
      return {
        ...base,
        title: t('approval.title.signTypedData'),
        sections,
        warnings: dedupe(warnings),
      }
    }
    case 'eth_sendTransaction': {
      const decoded = decodeEvmCall(request.call, chain.evmChainId, t)
      const { transaction } = request
      const fields = [...decoded.fields, ...(transaction ? feeFields(transaction, chain, t) : [])]
      return {
        ...base,
        title: decoded.action
          ? t('approval.title.sendTransactionAction', { action: decoded.action })
          : t('approval.title.sendTransaction'),
        sections: [{ title: t('approval.section.transaction'), fields }],
        warnings: dedupe(decoded.warnings),
      }
    }
    case 'wallet_sendCalls': {
      const warnings: ApprovalWarning[] = []
      const { transactions = [] } = request
      const sections = request.calls.map((call, index) => {
        const decoded = decodeEvmCall(call, chain.evmChainId, t)
        warnings.push(...decoded.warnings)
        const position = { index: index + 1, count: request.calls.length }
        const transaction = transactions[index]
        return {
          title: decoded.action
            ? t('approval.section.callAction', { ...position, action: decoded.action })
            : t('approval.section.call', position),
          fields: [...decoded.fields, ...(transaction ? feeFields(transaction, chain, t) : [])],
        }
      })
      if (transactions.length > 0) {
        const total = transactions.reduce((sum, transaction) => sum + maxFeeOf(transaction), 0n)
        sections.push({
          title: t('approval.section.networkFee'),
          fields: [
            {
              label: t('approval.field.networkFeeTotal'),
              value: nativeAmount(total, chain),
              kind: 'amount',
            },
          ],
        })
      }
      return {
        ...base,
        title: t('approval.title.sendCalls'),
        sections,
        warnings: dedupe(warnings),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const sections: ApprovalSection[] = []
      const warnings: ApprovalWarning[] = []
      const count = request.transactions.length
      request.transactions.forEach(({ parsed }, index) => {
        const title =
          count > 1
            ? t('approval.section.transactionOf', { index: index + 1, count })
            : t('approval.section.transaction')
        const decoded = decodeSolanaTransaction(parsed, request.account, title, t)
        sections.push(...decoded.sections)
        warnings.push(...decoded.warnings)
      })
      const title =
        request.method === 'solana_signAndSendTransaction'
          ? t('approval.title.sendTransaction')
          : count > 1
            ? t('approval.title.signTransactions', { count })
            : t('approval.title.signTransaction')
      return { ...base, title, sections, warnings: dedupe(warnings) }
    }
  }
}
