import { base58 } from '@scure/base'
import type { SolanaTransaction } from '../signing/solanaTransaction.js'
import {
  type ApprovalField,
  type ApprovalSection,
  type ApprovalWarning,
  warning,
} from './approvalViewModel.js'
import { formatAmount } from './formatAmount.js'

/** The System Program's id. */
export const systemProgramId = '11111111111111111111111111111111'

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
 * tables cannot be resolved in the frame, which the view says.
 *
 * @example
 * decodeSolanaTransaction(parseSolanaTransaction(bytes), wallet.accounts.solana.address, 'Transaction')
 */
export function decodeSolanaTransaction(
  transaction: SolanaTransaction,
  account: string,
  title: string,
): { sections: ApprovalSection[]; warnings: ApprovalWarning[] } {
  const { accountKeys, instructions } = transaction
  const warnings: ApprovalWarning[] = []
  const feePayer = accountKeys[0] as string
  if (feePayer !== account) warnings.push(warning('not-fee-payer'))
  if (transaction.lookupAccountCount > 0) warnings.push(warning('lookup-table-accounts'))
  const accountAt = (index: number | undefined) =>
    index === undefined ? 'missing' : (accountKeys[index] ?? 'an account from a lookup table')
  const sections: ApprovalSection[] = [
    {
      title,
      fields: [
        address('Fee payer', feePayer),
        { label: 'Instructions', value: String(instructions.length), kind: 'text' },
      ],
    },
  ]
  instructions.forEach((instruction, index) => {
    const programId = accountAt(instruction.programIdIndex)
    const fields: ApprovalField[] = [
      address(known[programId] ? `Program (${known[programId]})` : 'Program', programId),
    ]
    const { data } = instruction
    // System Program Transfer: u32 LE 2, then u64 LE lamports; accounts [from, to].
    if (
      programId === systemProgramId &&
      data.length === 12 &&
      new DataView(data.buffer, data.byteOffset).getUint32(0, true) === 2
    ) {
      fields.push({ label: 'Action', value: 'Transfer SOL', kind: 'text' })
      fields.push(address('From', accountAt(instruction.accountIndexes[0])))
      fields.push(address('Recipient', accountAt(instruction.accountIndexes[1])))
      fields.push({
        label: 'Amount',
        value: `${formatAmount(readU64(data, 4), 9)} SOL`,
        kind: 'amount',
      })
    } else if (data.length > 0) {
      fields.push({ label: 'Data (base58)', value: base58.encode(data), kind: 'data' })
    }
    sections.push({ title: `Instruction ${index + 1}`, fields })
  })
  return { sections, warnings }
}
