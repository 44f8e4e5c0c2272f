import { base58 } from '@scure/base'
import { encodeShortVec } from '../signing/solanaTransaction.js'
import type { ApprovalViewModel } from './approvalViewModel.js'

/** A small approval view: a message to sign, with one warning. Test-only. */
export const testApprovalModel: ApprovalViewModel = {
  title: 'Sign message',
  origin: 'https://app.test',
  chain: 'eip155:1',
  network: 'Ethereum',
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  sections: [{ title: 'Message', fields: [{ label: 'Text', value: 'hello', kind: 'text' }] }],
  warnings: [{ code: 'hash-like-message', message: 'This looks like a hash.' }],
}

/**
 * {@link testApprovalModel} without its warning: an ordinary request, which a browser with
 * IntersectionObserver v2 approves in the frame (`chooseApprovalPlacement`). Test-only.
 */
export const testOrdinaryApprovalModel: ApprovalViewModel = { ...testApprovalModel, warnings: [] }

/**
 * A legacy Solana transaction with one System Program transfer, signature slot empty: a fixture
 * built byte by byte from the wire format, so tests do not depend on a Solana SDK.
 */
export function buildSolanaTransfer(parameters: {
  from: string
  to: string
  lamports: bigint
  /** Defaults to a fixed blockhash. */
  recentBlockhash?: string | undefined
}): Uint8Array {
  const system = new Uint8Array(32)
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, parameters.lamports, true)
  const blockhash = parameters.recentBlockhash
    ? base58.decode(parameters.recentBlockhash)
    : new Uint8Array(32).fill(7)
  const message = [
    1, // signatures required
    0, // read-only signed
    1, // read-only unsigned (the System Program)
    ...encodeShortVec(3),
    ...base58.decode(parameters.from),
    ...base58.decode(parameters.to),
    ...system,
    ...blockhash,
    ...encodeShortVec(1),
    2,
    ...encodeShortVec(2),
    0,
    1,
    ...encodeShortVec(data.length),
    ...data,
  ]
  return Uint8Array.from([...encodeShortVec(1), ...new Uint8Array(64), ...message])
}
