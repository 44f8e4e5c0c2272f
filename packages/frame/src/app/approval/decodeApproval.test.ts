import { FrameReplyError } from '@latch/frame/handler'
import { base58, base64 } from '@scure/base'
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint160,
  maxUint256,
  stringToHex,
  toHex,
} from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadFrameLanguage } from '../i18n/translate.js'
import {
  accounts,
  decodeFixture as decode,
  evm,
  me,
  permit,
  permit2,
  permit2Batch,
  permit2Types,
  recipient,
  sendCallsParams,
  solana,
  solanaMe,
  solanaTransfer,
  spender,
  token,
  unlimitedApprove,
} from './approvalFixtures.js'
import type { ApprovalViewModel } from './approvalViewModel.js'
import { parseApprovalRequest } from './parseApprovalRequest.js'
import { buildSolanaTransfer } from './testing.js'

// The German words load as the frame loads them for SYNC_THEME.
beforeAll(() => loadFrameLanguage('de'))

const fields = (model: ApprovalViewModel) =>
  Object.fromEntries(
    model.sections.flatMap((section) =>
      section.fields.map((field) => [`${section.title} / ${field.label}`, field.value]),
    ),
  )
const codes = (model: ApprovalViewModel) => model.warnings.map((item) => item.code)

async function replyError(run: () => unknown): Promise<string> {
  try {
    await run()
  } catch (error) {
    if (error instanceof FrameReplyError) return error.shortMessage
    throw error
  }
  throw new Error('expected a FrameReplyError')
}

describe('personal_sign', () => {
  test('default: printable UTF-8 is shown as text, with the verified origin and chain', () => {
    const model = decode('personal_sign', [stringToHex('Sign in to app.test\nNonce: 42'), me])
    expect(model).toMatchInlineSnapshot(`
      {
        "account": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "chain": "eip155:31337",
        "network": "eip155:31337",
        "origin": "https://app.test",
        "sections": [
          {
            "fields": [
              {
                "kind": "text",
                "label": "Text",
                "value": "Sign in to app.test
      Nonce: 42",
              },
            ],
            "title": "Message",
          },
        ],
        "title": "Sign message",
        "warnings": [],
      }
    `)
  })

  test('behavior: a 32-byte hex message is shown as hex and flagged as a hash', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const model = decode('personal_sign', [hash, me])
    expect(fields(model)).toEqual({ 'Message / Data (hex)': hash })
    expect(codes(model)).toEqual(['hash-like-message'])
    expect(model.warnings[0]?.message).toMatch(/^This looks like a hash/)
  })

  test('behavior: control characters or bidi overrides are not shown as text', () => {
    for (const text of ['a\u0000b', 'pay \u202eevil']) {
      const model = decode('personal_sign', [stringToHex(text), me])
      expect(model.sections[0]?.fields[0]?.label).toBe('Data (hex)')
    }
  })

  test('error: another account → The requested account is not this wallet.', async () => {
    expect(
      await replyError(() => decode('personal_sign', ['0x00', spender])),
    ).toMatchInlineSnapshot(`"The requested account is not this wallet."`)
  })
})

describe('eth_sendTransaction', () => {
  const send = (data: `0x${string}`, to: string | undefined = token, value = '0x0') =>
    decode('eth_sendTransaction', [{ from: me, to, value, data }])

  test('default: a native transfer shows recipient and value in ETH', () => {
    const model = decode('eth_sendTransaction', [
      { to: spender, value: toHex(1_500_000_000_000_000_000n) },
    ])
    expect(model.title).toBe('Send transaction')
    expect(fields(model)).toEqual({
      'Transaction / To': spender,
      'Transaction / Value': '1.5 ETH',
    })
    expect(codes(model)).toEqual([])
  })

  test('behavior: ERC-20 transfer is decoded', () => {
    const model = send(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 1234n] }),
    )
    expect(model.title).toBe('Send transaction: Token transfer')
    expect(fields(model)).toMatchObject({
      'Transaction / Token contract': token,
      'Transaction / Recipient': spender,
      'Transaction / Amount (token units)': '1234',
    })
    expect(codes(model)).toEqual([])
  })

  test('behavior: ERC-20 approve of max uint256 is flagged unlimited', () => {
    const model = send(unlimitedApprove)
    expect(model.title).toBe('Send transaction: Token approval')
    expect(fields(model)).toMatchObject({
      'Transaction / Spender': spender,
      'Transaction / Amount (token units)': 'Unlimited',
    })
    expect(codes(model)).toEqual(['unlimited-approval'])
  })

  test('behavior: approve of 2^255 is unlimited too, a bounded amount is not', () => {
    const approve = (amount: bigint) =>
      send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }))
    expect(codes(approve(2n ** 255n))).toEqual(['unlimited-approval'])
    expect(codes(approve(10n ** 24n))).toEqual([])
  })

  test('behavior: transferFrom and setApprovalForAll are decoded; approval for all is flagged', () => {
    const from = send(
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [me, spender, 5n],
      }),
    )
    expect(fields(from)).toMatchObject({
      'Transaction / From': me,
      'Transaction / Recipient': spender,
      'Transaction / Amount or token id': '5',
    })
    const all = send(
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [spender, true],
      }),
    )
    expect(all.title).toBe('Send transaction: Approval for all items')
    expect(fields(all)).toMatchObject({ 'Transaction / Operator': spender })
    expect(codes(all)).toEqual(['approval-for-all'])
  })

  test('behavior: a transaction without `to` is flagged as a contract creation', () => {
    const model = decode('eth_sendTransaction', [{ data: '0x6080604052' }])
    expect(codes(model)).toEqual(['contract-creation'])
    expect(fields(model)['Transaction / To']).toBeUndefined()
  })

  test('error: a chainId in the params other than the request chain', async () => {
    expect(
      await replyError(() => decode('eth_sendTransaction', [{ to: spender, chainId: '0x1' }])),
    ).toBe('This network is not available.')
  })
})

describe('wallet_sendCalls', () => {
  test('default: each call is decoded and flags are collected', () => {
    const model = decode('wallet_sendCalls', sendCallsParams(unlimitedApprove))
    expect(model.sections.map((section) => section.title)).toEqual([
      'Call 1 of 2: Token approval',
      'Call 2 of 2',
    ])
    expect(codes(model)).toEqual(['unlimited-approval'])
  })

  test('error: the spec rule: a call whose to or data does not start with 0x', async () => {
    for (const call of [
      { to: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { to: me, data: 'abcd' },
    ])
      expect(await replyError(() => decode('wallet_sendCalls', [{ calls: [call] }]))).toBe(
        'The request parameters are not valid.',
      )
  })
})

describe('eth_signTypedData_v4', () => {
  test('default: an EIP-2612 permit shows spender, amount and deadline', () => {
    const model = decode('eth_signTypedData_v4', [me, permit('1000')])
    expect(model.sections.map((section) => section.title)).toEqual(['Permit', 'Domain', 'Message'])
    expect(fields(model)).toMatchInlineSnapshot(`
      {
        "Domain / Chain id": "31337",
        "Domain / Name": "Latch Token",
        "Domain / Primary type": "Permit",
        "Domain / Verifying contract": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        "Domain / Version": "1",
        "Message / deadline": "1893456000",
        "Message / nonce": "0",
        "Message / owner": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "Message / spender": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "Message / value": "1000",
        "Permit / Amount (token units)": "1000",
        "Permit / Deadline": "1893456000 (2030-01-01T00:00:00.000Z)",
        "Permit / Kind": "Token permit (EIP-2612)",
        "Permit / Spender": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "Permit / Token": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      }
    `)
    expect(codes(model)).toEqual(['token-permit'])
  })

  test('behavior: a permit of max uint256 is flagged unlimited', () => {
    const model = decode('eth_signTypedData_v4', [me, permit(maxUint256.toString())])
    expect(fields(model)['Permit / Amount (token units)']).toBe('Unlimited')
    expect(codes(model)).toEqual(['token-permit', 'unlimited-approval'])
  })

  test('behavior: a domain chainId other than the request chain is flagged', () => {
    const model = decode('eth_signTypedData_v4', [me, permit('1', 1)])
    expect(codes(model)).toContain('chain-mismatch')
  })

  const domain = { name: 'Permit2', chainId: 31337, verifyingContract: permit2 }

  test('behavior: Permit2 PermitSingle of max uint160 is flagged unlimited', () => {
    const model = decode('eth_signTypedData_v4', [
      me,
      {
        types: permit2Types,
        primaryType: 'PermitSingle',
        domain,
        message: {
          details: { token, amount: maxUint160.toString(), expiration: 1893456000, nonce: 0 },
          spender,
          sigDeadline: '1893456000',
        },
      },
    ])
    expect(fields(model)).toMatchObject({
      'Permit / Kind': 'Permit2 PermitSingle',
      'Permit / Spender': spender,
      'Permit / Token': token,
      'Permit / Amount (token units)': 'Unlimited',
      'Message / details.amount': maxUint160.toString(),
    })
    expect(codes(model)).toEqual(['token-permit', 'unlimited-approval'])
  })

  test('behavior: Permit2 PermitBatch lists every token', () => {
    const model = decode('eth_signTypedData_v4', [me, permit2Batch()])
    expect(fields(model)).toMatchObject({
      'Permit / Token 1': token,
      'Permit / Amount 1 (token units)': '5',
      'Permit / Token 2': spender,
      'Permit / Amount 2 (token units)': 'Unlimited',
      'Message / details[1].nonce': '1',
    })
    expect(codes(model)).toEqual(['token-permit', 'unlimited-approval'])
  })

  test('error: malformed typed data', async () => {
    for (const bad of ['{', { types: {}, primaryType: 'X', domain: {}, message: {} }])
      expect(await replyError(() => decode('eth_signTypedData_v4', [me, bad]))).toBe(
        'The request parameters are not valid.',
      )
  })
})

describe('Solana', () => {
  test('default: solana_signMessage shows the text', () => {
    const message = base58.encode(new TextEncoder().encode('Hello from app.test'))
    const model = decode('solana_signMessage', { message, pubkey: solanaMe }, solana)
    expect(fields(model)).toEqual({ 'Message / Text': 'Hello from app.test' })
  })

  test('behavior: a System Program transfer shows fee payer, program, recipient and SOL', () => {
    const model = decode('solana_signTransaction', { transaction: solanaTransfer }, solana)
    expect(model.title).toBe('Sign transaction')
    expect(fields(model)).toMatchInlineSnapshot(`
      {
        "Instruction 1 / Action": "Transfer SOL",
        "Instruction 1 / Amount": "1.25 SOL",
        "Instruction 1 / From": "oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96",
        "Instruction 1 / Program (System Program)": "11111111111111111111111111111111",
        "Instruction 1 / Recipient": "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
        "Transaction / Fee payer": "oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96",
        "Transaction / Instructions": "1",
      }
    `)
    expect(codes(model)).toEqual([])
  })

  test('behavior: base58 transactions are read too', () => {
    const bytes = buildSolanaTransfer({ from: solanaMe, to: recipient, lamports: 1n })
    const request = parseApprovalRequest(
      'solana_signTransaction',
      { transaction: base58.encode(bytes) },
      solana,
      accounts,
    )
    expect(request).toMatchObject({ encoding: 'base58' })
  })

  test('error: a transaction this wallet does not sign', async () => {
    const bytes = buildSolanaTransfer({ from: recipient, to: solanaMe, lamports: 1n })
    expect(
      await replyError(() =>
        decode('solana_signTransaction', { transaction: base64.encode(bytes) }, solana),
      ),
    ).toBe('This transaction does not need this wallet’s signature.')
  })

  test('error: bytes that are not a whole transaction', async () => {
    const bytes = buildSolanaTransfer({ from: solanaMe, to: recipient, lamports: 1n })
    const truncated = base64.encode(bytes.slice(0, -1))
    expect(
      await replyError(() => decode('solana_signTransaction', { transaction: truncated }, solana)),
    ).toBe('The request parameters are not valid.')
  })
})

describe('in German (SYNC_THEME locale de)', () => {
  test('default: a token approval: title, labels, value words and the warning', () => {
    const data = unlimitedApprove
    const model = decode('eth_sendTransaction', [{ from: me, to: token, data }], evm, 'de')
    expect(model.title).toBe('Transaktion senden: Token freigeben')
    expect(fields(model)).toEqual({
      'Transaktion / An': token,
      'Transaktion / Wert': '0 ETH',
      'Transaktion / Token-Vertrag': token,
      'Transaktion / Berechtigter': spender,
      'Transaktion / Betrag (Token-Einheiten)': 'Unbegrenzt',
      'Transaktion / Daten': data,
    })
    expect(model.warnings).toEqual([
      {
        code: 'unlimited-approval',
        message:
          'Damit erhält der Berechtigte Zugriff auf dein GESAMTES Guthaben dieses Tokens, ohne Grenze.',
      },
    ])
  })

  test('behavior: a batch of calls numbers its sections in German', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, 1n],
    })
    const model = decode('wallet_sendCalls', sendCallsParams(transfer), evm, 'de')
    expect(model.title).toBe('Aufrufe senden')
    expect(model.sections.map((section) => section.title)).toEqual([
      'Aufruf 1 von 2: Token überweisen',
      'Aufruf 2 von 2',
    ])
  })

  test('behavior: a Permit2 batch: numbered labels, never-expiring deadline, the domain', () => {
    const batch = permit2Batch({ chainId: 1, sigDeadline: (2n ** 48n - 1n).toString() })
    const model = decode('eth_signTypedData_v4', [me, batch], evm, 'de')
    expect(model.title).toBe('Strukturierte Daten signieren')
    expect(model.sections.map((section) => section.title)).toEqual([
      'Permit',
      'Domain',
      'Nachricht',
    ])
    expect(fields(model)).toMatchObject({
      'Permit / Art': 'Permit2 PermitBatch',
      'Permit / Berechtigter': spender,
      'Permit / Token 1': token,
      'Permit / Betrag 1 (Token-Einheiten)': '5',
      'Permit / Läuft ab 1': '1893456000 (2030-01-01T00:00:00.000Z)',
      'Permit / Betrag 2 (Token-Einheiten)': 'Unbegrenzt',
      'Permit / Signatur gültig bis': `${2n ** 48n - 1n} (läuft nie ab)`,
      'Domain / Chain-ID': '1',
      'Domain / Prüfender Vertrag': permit2,
      'Domain / Haupttyp': 'PermitBatch',
    })
    expect(codes(model)).toEqual(['chain-mismatch', 'token-permit', 'unlimited-approval'])
    expect(model.warnings.map((item) => item.message)).toEqual([
      'Diese Signatur gilt für ein anderes Netzwerk als das ausgewählte.',
      'Mit dieser Signatur kann der Berechtigte deine Token ohne weitere Freigabe bewegen.',
      'Damit erhält der Berechtigte Zugriff auf dein GESAMTES Guthaben dieses Tokens, ohne Grenze.',
    ])
  })

  test('behavior: a Solana transfer: labels in German, amounts and program names as they are', () => {
    const transaction = solanaTransfer
    const model = decode('solana_signAndSendTransaction', { transaction }, solana, 'de-AT')
    expect(model.title).toBe('Transaktion senden')
    expect(fields(model)).toEqual({
      'Anweisung 1 / Aktion': 'SOL überweisen',
      'Anweisung 1 / Betrag': '1.25 SOL',
      'Anweisung 1 / Von': solanaMe,
      'Anweisung 1 / Programm (System Program)': '11111111111111111111111111111111',
      'Anweisung 1 / Empfänger': recipient,
      'Transaktion / Zahlt die Gebühr': solanaMe,
      'Transaktion / Anweisungen': '1',
    })
  })

  test('behavior: an unknown locale decodes in English', () => {
    const model = decode('personal_sign', [`0x${'ab'.repeat(32)}`, me], evm, 'fr')
    expect(model.title).toBe('Sign message')
    expect(fields(model)).toEqual({ 'Message / Data (hex)': `0x${'ab'.repeat(32)}` })
    expect(model.warnings[0]?.message).toMatch(/^This looks like a hash/)
  })
})
