import { base58 } from '@scure/base'
import type { FrameTranslate } from '../i18n/translate.js'
import type { SolanaTransaction } from '../signing/solanaTransaction.js'
import {
  type ApprovalField,
  type ApprovalSection,
  type ApprovalWarning,
  warning,
} from './approvalViewModel.js'
import { formatAmount } from './formatAmount.js'

/** The System Program's id. */
const systemProgramId = '11111111111111111111111111111111'

// Programs known by name: proper names, the same in every language.
const known: Record<string, string> = {
  [systemProgramId]: 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
}

const address = (label: string, value: string): ApprovalField => ({ label, value, kind: 'address' })

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/**
 * The approval view's sections for one Solana transaction: the fee payer, each instruction's
 * program, and System Program transfers decoded (recipient, SOL amount). Accounts from lookup
 * tables cannot be resolved in the frame, which the view says. Labels are in the language of `t`.
 *
 * @example
 * decodeSolanaTransaction(parseSolanaTransaction(bytes), wallet.accounts.solana.address, 'Transaction', frameTranslator('en'))
 */
export function decodeSolanaTransaction(
  transaction: SolanaTransaction,
  account: string,
  title: string,
  t: FrameTranslate,
): { sections: ApprovalSection[]; warnings: ApprovalWarning[] } {
  const { accountKeys, instructions } = transaction
  const warnings: ApprovalWarning[] = []
  const feePayer = accountKeys[0] as string
  if (feePayer !== account) warnings.push(warning('not-fee-payer', t))
  if (transaction.lookupAccountCount > 0) warnings.push(warning('lookup-table-accounts', t))
  const accountAt = (index: number | undefined) =>
    index === undefined
      ? t('approval.value.missingAccount')
      : (accountKeys[index] ?? t('approval.value.lookupTableAccount'))
  const sections: ApprovalSection[] = [
    {
      title,
      fields: [
        address(t('approval.field.feePayer'), feePayer),
        {
          label: t('approval.field.instructions'),
          value: String(instructions.length),
          kind: 'text',
        },
      ],
    },
  ]
  instructions.forEach((instruction, index) => {
    const programId = accountAt(instruction.programIdIndex)
    const fields: ApprovalField[] = [
      address(
        known[programId]
          ? t('approval.field.programNamed', { name: known[programId] })
          : t('approval.field.program'),
        programId,
      ),
    ]
    const { data } = instruction
    // System Program Transfer: u32 LE 2, then u64 LE lamports; accounts [from, to].
    if (
      programId === systemProgramId &&
      data.length === 12 &&
      new DataView(data.buffer, data.byteOffset).getUint32(0, true) === 2
    ) {
      fields.push({
        label: t('approval.field.action'),
        value: t('approval.value.transferSol'),
        kind: 'text',
      })
      fields.push(address(t('approval.field.from'), accountAt(instruction.accountIndexes[0])))
      fields.push(address(t('approval.field.recipient'), accountAt(instruction.accountIndexes[1])))
      fields.push({
        label: t('approval.field.amount'),
        value: `${formatAmount(readU64(data, 4), 9)} SOL`,
        kind: 'amount',
      })
    } else if (data.length > 0) {
      fields.push({
        label: t('approval.field.dataBase58'),
        value: base58.encode(data),
        kind: 'data',
      })
    }
    sections.push({ title: t('approval.section.instruction', { index: index + 1 }), fields })
  })
  return { sections, warnings }
}
