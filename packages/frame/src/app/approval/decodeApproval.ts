import type { RpcChain } from '../rpc/resolveRpcChain.js'
import type { ApprovalRequest } from './approvalRequest.js'
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

function messageSection(bytes: Uint8Array): {
  section: ApprovalSection
  warnings: ApprovalWarning[]
} {
  const { value, isText } = decodeMessageText(bytes)
  const warnings = !isText && bytes.length === 32 ? [warning('hash-like-message')] : []
  return {
    section: {
      title: 'Message',
      fields: [{ label: isText ? 'Text' : 'Data (hex)', value, kind: isText ? 'text' : 'data' }],
    },
    warnings,
  }
}

function dedupe(warnings: ApprovalWarning[]): ApprovalWarning[] {
  const seen = new Set<string>()
  return warnings.filter((item) => !seen.has(item.code) && seen.add(item.code))
}

/**
 * The approval view-model of a request, decoded from exactly what will be signed (SECURITY.md
 * rule 2, T8). `origin` must be the verified origin of the requesting app (the handler context's
 * `origin`), never a name or URL the app supplied.
 *
 * @example
 * const model = decodeApproval(request, { origin: context.origin, chain })
 */
export function decodeApproval(
  request: ApprovalRequest,
  parameters: { origin: string; chain: RpcChain },
): ApprovalViewModel {
  const { origin, chain } = parameters
  const base = { origin, chain: chain.id, account: request.account }
  switch (request.method) {
    case 'personal_sign':
    case 'solana_signMessage': {
      const { section, warnings } = messageSection(request.message)
      return { ...base, title: 'Sign message', sections: [section], warnings }
    }
    case 'eth_signTypedData_v4': {
      const { sections, warnings } = decodeTypedData(request.typedData, chain)
      return { ...base, title: 'Sign typed data', sections, warnings: dedupe(warnings) }
    }
    case 'eth_sendTransaction': {
      const decoded = decodeEvmCall(request.call, chain.evmChainId)
      const fields: ApprovalField[] = [...decoded.fields]
      const transaction = request.transaction
      if (transaction) {
        const maxFeePerGas =
          transaction.type === 'eip1559' ? transaction.maxFeePerGas : transaction.gasPrice
        fields.push({
          label: 'Network fee (max)',
          value: `${formatAmount(transaction.gas * maxFeePerGas, 18)} ${evmNativeSymbol(chain.evmChainId)}`,
          kind: 'amount',
        })
        fields.push({ label: 'Nonce', value: String(transaction.nonce), kind: 'text' })
      }
      return {
        ...base,
        title: decoded.action ? `Send transaction: ${decoded.action}` : 'Send transaction',
        sections: [{ title: 'Transaction', fields }],
        warnings: dedupe(decoded.warnings),
      }
    }
    case 'wallet_sendCalls': {
      const warnings: ApprovalWarning[] = []
      const sections = request.calls.map((call, index) => {
        const decoded = decodeEvmCall(call, chain.evmChainId)
        warnings.push(...decoded.warnings)
        const title = `Call ${index + 1} of ${request.calls.length}`
        return {
          title: decoded.action ? `${title}: ${decoded.action}` : title,
          fields: decoded.fields,
        }
      })
      return { ...base, title: 'Send calls', sections, warnings: dedupe(warnings) }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const sections: ApprovalSection[] = []
      const warnings: ApprovalWarning[] = []
      const count = request.transactions.length
      request.transactions.forEach(({ parsed }, index) => {
        const title = count > 1 ? `Transaction ${index + 1} of ${count}` : 'Transaction'
        const decoded = decodeSolanaTransaction(parsed, request.account, title)
        sections.push(...decoded.sections)
        warnings.push(...decoded.warnings)
      })
      const title =
        request.method === 'solana_signAndSendTransaction'
          ? 'Send transaction'
          : count > 1
            ? `Sign ${count} transactions`
            : 'Sign transaction'
      return { ...base, title, sections, warnings: dedupe(warnings) }
    }
  }
}
