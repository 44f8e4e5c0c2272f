import { base58 } from '@scure/base'
import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, stringToHex, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  decodeFixture as decode,
  mailTypedData,
  me,
  permit,
  permit2Batch,
  sendCallsParams,
  solana,
  solanaMe,
  solanaTransfer,
  spender,
  token,
  unlimitedApprove,
} from './approvalFixtures.js'
import { chooseApprovalPlacement, highRiskWarnings } from './approvalPlacement.js'
import type { ApprovalViewModel, ApprovalWarningCode } from './approvalViewModel.js'

const send = (data: `0x${string}`) => decode('eth_sendTransaction', [{ from: me, to: token, data }])
const approve = (amount: bigint) =>
  send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }))
const approvalForAll = (approved: boolean) =>
  send(
    encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [spender, approved],
    }),
  )
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [spender, 1234n],
})

// The requests of decodeApproval.test.ts, decoded, and where each is approved in a browser with
// IntersectionObserver v2 (Chromium). Without it, every one goes to the popup.
const cases: [name: string, withIov2: 'frame' | 'popup', model: () => ApprovalViewModel][] = [
  ['personal_sign of text', 'frame', () => decode('personal_sign', [stringToHex('Sign in'), me])],
  [
    'personal_sign of 32 bytes (blind hash)',
    'popup',
    () => decode('personal_sign', [`0x${'ab'.repeat(32)}`, me]),
  ],
  [
    'a native transfer',
    'frame',
    () => decode('eth_sendTransaction', [{ to: spender, value: toHex(10n ** 18n) }]),
  ],
  ['an ERC-20 transfer', 'frame', () => send(transfer)],
  ['ERC-20 approve(max uint256)', 'popup', () => send(unlimitedApprove)],
  ['ERC-20 approve(2^255)', 'popup', () => approve(2n ** 255n)],
  ['ERC-20 approve of a bounded amount', 'frame', () => approve(10n ** 24n)],
  ['setApprovalForAll(true)', 'popup', () => approvalForAll(true)],
  ['setApprovalForAll(false), a revocation', 'frame', () => approvalForAll(false)],
  ['a contract creation', 'frame', () => decode('eth_sendTransaction', [{ data: '0x6080604052' }])],
  [
    'wallet_sendCalls with an unlimited approve',
    'popup',
    () => decode('wallet_sendCalls', sendCallsParams(unlimitedApprove)),
  ],
  [
    'wallet_sendCalls of transfers',
    'frame',
    () => decode('wallet_sendCalls', sendCallsParams(transfer)),
  ],
  [
    'an EIP-2612 permit of a bounded amount',
    'popup',
    () => decode('eth_signTypedData_v4', [me, permit('1000')]),
  ],
  [
    'an EIP-2612 permit of max uint256',
    'popup',
    () => decode('eth_signTypedData_v4', [me, permit(maxUint256.toString())]),
  ],
  [
    'a permit for another chain',
    'popup',
    () => decode('eth_signTypedData_v4', [me, permit('1', 1)]),
  ],
  ['a Permit2 PermitBatch', 'popup', () => decode('eth_signTypedData_v4', [me, permit2Batch()])],
  [
    'typed data that grants nothing',
    'frame',
    () => decode('eth_signTypedData_v4', [me, mailTypedData]),
  ],
  [
    'solana_signMessage',
    'frame',
    () =>
      decode(
        'solana_signMessage',
        { message: base58.encode(new TextEncoder().encode('Hello')), pubkey: solanaMe },
        solana,
      ),
  ],
  [
    'a Solana transfer',
    'frame',
    () => decode('solana_signTransaction', { transaction: solanaTransfer }, solana),
  ],
]

describe('chooseApprovalPlacement', () => {
  test.each(cases)('%s: %s with IntersectionObserver v2', (_name, withIov2, model) => {
    expect(chooseApprovalPlacement(model(), { trackVisibility: true })).toBe(withIov2)
  })

  test.each(cases)('%s: the popup without IntersectionObserver v2', (_name, _withIov2, model) => {
    expect(chooseApprovalPlacement(model(), { trackVisibility: false })).toBe('popup')
  })

  test('behavior: the high-risk warnings are the ones that can hand over funds', () => {
    const highRisk: ApprovalWarningCode[] = [
      'hash-like-message',
      'unlimited-approval',
      'approval-for-all',
      'token-permit',
    ]
    expect([...highRiskWarnings].sort()).toEqual(highRisk.sort())
  })

  test('behavior: one high-risk warning among others is enough', () => {
    const model = decode('eth_signTypedData_v4', [me, permit('1', 1)])
    expect(model.warnings.map((item) => item.code)).toEqual(['chain-mismatch', 'token-permit'])
    expect(chooseApprovalPlacement(model, { trackVisibility: true })).toBe('popup')
    const onlyMismatch = { ...model, warnings: model.warnings.slice(0, 1) }
    expect(chooseApprovalPlacement(onlyMismatch, { trackVisibility: true })).toBe('frame')
  })
})
