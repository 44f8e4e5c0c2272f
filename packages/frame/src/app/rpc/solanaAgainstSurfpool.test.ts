// @vitest-environment node
// Node, not jsdom: fake-indexeddb under vitest's jsdom clones a Uint8Array into another realm, so
// the device share would not load. The approval view gets a DOM of its own from jsdom below.
import { isSurfpoolInstalled, type SolanaNode, solanaDevAccounts, startSolana } from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import { base58, base64 } from '@scure/base'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { buildSolanaTransfer } from '../approval/testing.js'
import {
  encodeShortVec,
  parseSolanaTransaction,
  serializeSolanaTransaction,
  withSolanaSignature,
} from '../signing/solanaTransaction.js'
import { approvalButton, approveWhenEnabled, waitForView } from '../testing/approvalView.js'
import { createReadyWallet } from '../testing/createReadyWallet.js'
import { createTestContext } from '../testing/createTestContext.js'
import { createHandlerContext } from '../testing/handlerCalls.js'
import { replyError } from '../testing/replyError.js'
import { installTestDocument } from '../testing/rpcHandlerFrame.js'
import { createFrameSurface } from '../ui/frameSurface.js'
import { createRpcRequestHandler } from './createRpcRequestHandler.js'

// Surfpool ships for linux-x64 glibc only (an optional dependency): elsewhere these tests skip,
// as the devnet package's do.
const surfpoolInstalled = isSurfpoolInstalled()

const lamportsPerSol = 1_000_000_000n
// A dev account Surfpool funds, to pay another signer's fee.
const sponsor = solanaDevAccounts(1)[0]!

await installTestDocument()

let node: SolanaNode

/** A JSON-RPC call straight to Surfpool: the test's own view of the chain, not the frame's. */
async function surfpool(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(node.devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

async function balanceOf(address: string): Promise<bigint> {
  const { value } = (await surfpool('getBalance', [address, { commitment: 'confirmed' }])) as {
    value: number
  }
  return BigInt(value)
}

async function latestBlockhash(): Promise<string> {
  const { value } = (await surfpool('getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
    value: { blockhash: string }
  }
  return value.blockhash
}

/** The fee Surfpool charges for the message of a serialized transaction. */
async function feeOf(transaction: Uint8Array): Promise<bigint> {
  const { message } = parseSolanaTransaction(transaction)
  const { value } = (await surfpool('getFeeForMessage', [
    base64.encode(message),
    { commitment: 'confirmed' },
  ])) as { value: number }
  return BigInt(value)
}

/** Waits until Surfpool reports `signature` at least `confirmed`, and that it did not fail. */
async function confirmed(signature: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = (await surfpool('getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown; confirmationStatus: string } | null)[]
    }
    const status = value[0]
    if (status && status.confirmationStatus !== 'processed') {
      expect(status.err).toBeNull()
      return
    }
    if (Date.now() > deadline) throw new Error(`${signature} not confirmed within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Sends an already signed transaction to Surfpool (with preflight) and waits for it. */
async function sendToSurfpool(transaction: Uint8Array): Promise<string> {
  const signature = (await surfpool('sendTransaction', [
    base64.encode(transaction),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ])) as string
  await confirmed(signature)
  return signature
}

/** A fresh address nobody funded (a System transfer's recipient need not be on the curve). */
const freshAddress = () => base58.encode(crypto.getRandomValues(new Uint8Array(32)))

/**
 * The v0 form of a one-signer legacy transaction: the same message with the version prefix
 * (0x80) in front and an empty list of address table lookups at the end.
 */
function toVersioned(legacy: Uint8Array): Uint8Array {
  const signatureEnd = 1 + 64
  return Uint8Array.from([...legacy.slice(0, signatureEnd), 0x80, ...legacy.slice(signatureEnd), 0])
}

/**
 * A legacy transfer from `from` whose fee `feePayer` pays: two signers (the fee payer first, as
 * Solana requires), both signature slots empty.
 */
function sponsoredTransfer(parameters: {
  feePayer: string
  from: string
  to: string
  lamports: bigint
  recentBlockhash: string
}): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true) // SystemInstruction::Transfer
  view.setBigUint64(4, parameters.lamports, true)
  const message = [
    ...[2, 0, 1], // two writable signers, one read-only account (the System Program)
    ...encodeShortVec(4),
    ...base58.decode(parameters.feePayer),
    ...base58.decode(parameters.from),
    ...base58.decode(parameters.to),
    ...new Uint8Array(32), // the System Program
    ...base58.decode(parameters.recentBlockhash),
    ...encodeShortVec(1),
    ...[3, ...encodeShortVec(2), 1, 2], // program #3, accounts from (#1) and to (#2)
    ...encodeShortVec(data.length),
    ...data,
  ]
  return Uint8Array.from([...encodeShortVec(2), ...new Uint8Array(128), ...message])
}

/**
 * One frame with a wallet ready on this device (shares written with the keys/ functions, the AUTH
 * share served by a fake Latch API at the HTTP boundary), its chains only the Surfpool cluster,
 * and its Solana address funded with `lamports` by Surfpool's airdrop (none for 0).
 */
async function fundedFrame(lamports: bigint) {
  const wallet = await createReadyWallet()
  const chainId = `solana:${node.devnet.chainReference}`
  const surface = createFrameSurface(document)
  const { context } = createTestContext({
    apiFetch: wallet.apiFetch,
    indexedDB: wallet.indexedDB,
    surface,
    rpcUrls: { [chainId]: node.devnet.rpcUrl },
  })
  context.session.setSession(wallet.session)
  const handler = createRpcRequestHandler(context)
  const send = (method: string, params: Record<string, unknown>) =>
    handler({ method, params, chainId }, createHandlerContext())
  // The wallet is opened once (as GET_USER would; this method needs no chain); from then on,
  // AUTH share reads are signings.
  await handler({ method: 'wallet_getCapabilities', params: [] }, createHandlerContext())

  const address = wallet.accounts.solana.address
  if (lamports > 0n)
    await confirmed((await surfpool('requestAirdrop', [address, Number(lamports)])) as string)
  expect(await balanceOf(address)).toBe(lamports)
  return { address, surface, send, signings: () => wallet.authShareReads() - 1 }
}

/** The view's fields, section by section: `[title, [label, value][]]`, as a visitor reads them. */
const fieldsOf = (shown: HTMLElement) =>
  [...shown.querySelectorAll('.latch-approval__section')].map((section) => [
    section.querySelector('h2')?.textContent,
    [...section.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  ])

beforeEach(() => {
  document.body.replaceChildren()
})

// Each test takes about a second (the approval dwell, a few slots); the timeout leaves room for a
// loaded machine, above `confirmed`'s own 10 s.
describe.skipIf(!surfpoolInstalled)('Solana requests against Surfpool', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    node = await startSolana({ accounts: [sponsor] })
  }, 30_000)

  afterAll(async () => {
    await node?.stop()
  })

  test('default: solana_signAndSendTransaction shows the transfer, and it lands on Surfpool', async () => {
    const frame = await fundedFrame(2n * lamportsPerSol)
    const to = freshAddress()
    const amount = 250_000_001n
    const transaction = buildSolanaTransfer({
      from: frame.address,
      to,
      lamports: amount,
      recentBlockhash: await latestBlockhash(),
    })
    const fee = await feeOf(transaction)
    expect(fee).toBeGreaterThan(0n)
    const promise = frame.send('solana_signAndSendTransaction', {
      transaction: base64.encode(transaction),
      options: { preflightCommitment: 'confirmed' },
    })
    const shown = await waitForView(frame.surface)
    expect(shown.querySelector('h1')?.textContent).toBe('Send transaction')
    expect(fieldsOf(shown)).toEqual([
      [
        'Transaction',
        [
          ['Fee payer', frame.address],
          ['Instructions', '1'],
        ],
      ],
      [
        'Instruction 1',
        [
          ['Program (System Program)', '11111111111111111111111111111111'],
          ['Action', 'Transfer SOL'],
          ['From', frame.address],
          ['Recipient', to],
          ['Amount', '0.250000001 SOL'],
        ],
      ],
    ])
    expect(frame.signings()).toBe(0)
    await approveWhenEnabled(shown)
    const { result } = await promise
    const { signature } = result as { signature: string }
    expect(frame.signings()).toBe(1)
    expect(frame.surface.current()).toBeUndefined()
    // The transaction id is the wallet's signature of exactly the bytes shown.
    expect(
      ed25519.verify(
        base58.decode(signature),
        parseSolanaTransaction(transaction).message,
        base58.decode(frame.address),
      ),
    ).toBe(true)
    await confirmed(signature)
    expect(await balanceOf(to)).toBe(amount)
    expect(await balanceOf(frame.address)).toBe(2n * lamportsPerSol - amount - fee)
  })

  test('behavior: solana_signTransaction returns a transaction signed by the wallet that Surfpool accepts', async () => {
    const frame = await fundedFrame(lamportsPerSol)
    const to = freshAddress()
    const amount = 10_000_000n
    const transaction = buildSolanaTransfer({
      from: frame.address,
      to,
      lamports: amount,
      recentBlockhash: await latestBlockhash(),
    })
    // base58, as older dapps send it: the answer comes back in the same encoding.
    const promise = frame.send('solana_signTransaction', {
      transaction: base58.encode(transaction),
    })
    const shown = await waitForView(frame.surface)
    expect(shown.querySelector('h1')?.textContent).toBe('Sign transaction')
    expect(shown.textContent).toContain('0.01 SOL')
    await approveWhenEnabled(shown)
    const { result } = await promise
    const { signature, transaction: signed } = result as { signature: string; transaction: string }
    const bytes = base58.decode(signed)
    const parsed = parseSolanaTransaction(bytes)
    // The same message, with the wallet's signature in its slot.
    expect(parsed.message).toEqual(parseSolanaTransaction(transaction).message)
    expect(base58.encode(parsed.signatures[0]!)).toBe(signature)
    expect(
      ed25519.verify(parsed.signatures[0]!, parsed.message, base58.decode(frame.address)),
    ).toBe(true)
    // Signing alone sends nothing.
    expect(await balanceOf(to)).toBe(0n)
    expect(await sendToSurfpool(bytes)).toBe(signature)
    expect(await balanceOf(to)).toBe(amount)
  })

  test('behavior: solana_signTransaction fills only the wallet’s slot when another account pays the fee', async () => {
    const frame = await fundedFrame(lamportsPerSol)
    const to = freshAddress()
    const sponsorBefore = await balanceOf(sponsor.address)
    const transaction = sponsoredTransfer({
      feePayer: sponsor.address,
      from: frame.address,
      to,
      lamports: 7_000_000n,
      recentBlockhash: await latestBlockhash(),
    })
    const promise = frame.send('solana_signTransaction', {
      transaction: base64.encode(transaction),
    })
    const shown = await waitForView(frame.surface)
    expect(shown.querySelector('[data-code="not-fee-payer"]')?.textContent).toBe(
      'Another account pays the fee of this transaction.',
    )
    await approveWhenEnabled(shown)
    const { result } = await promise
    const parsed = parseSolanaTransaction(
      base64.decode((result as { transaction: string }).transaction),
    )
    expect(parsed.signatures[0]).toEqual(new Uint8Array(64))
    expect(
      ed25519.verify(parsed.signatures[1]!, parsed.message, base58.decode(frame.address)),
    ).toBe(true)
    // The sponsor co-signs the same message; Surfpool takes it, and the sponsor pays the fee.
    const sponsorSignature = ed25519.sign(parsed.message, hexToBytes(sponsor.privateKey.slice(2)))
    const cosigned = serializeSolanaTransaction(
      withSolanaSignature(parsed, sponsor.address, sponsorSignature),
    )
    const fee = await feeOf(cosigned)
    await sendToSurfpool(cosigned)
    expect(await balanceOf(to)).toBe(7_000_000n)
    expect(await balanceOf(frame.address)).toBe(lamportsPerSol - 7_000_000n)
    expect(await balanceOf(sponsor.address)).toBe(sponsorBefore - fee)
  })

  test('behavior: solana_signAllTransactions signs a legacy and a v0 transaction; Surfpool accepts both', async () => {
    const frame = await fundedFrame(lamportsPerSol)
    const recentBlockhash = await latestBlockhash()
    const [first, second] = [freshAddress(), freshAddress()]
    const transactions = [
      buildSolanaTransfer({
        from: frame.address,
        to: first,
        lamports: 3_000_000n,
        recentBlockhash,
      }),
      toVersioned(
        buildSolanaTransfer({
          from: frame.address,
          to: second,
          lamports: 4_000_000n,
          recentBlockhash,
        }),
      ),
    ]
    expect(parseSolanaTransaction(transactions[1]!).version).toBe(0)
    const promise = frame.send('solana_signAllTransactions', {
      transactions: transactions.map((transaction) => base64.encode(transaction)),
    })
    const shown = await waitForView(frame.surface)
    expect(shown.querySelector('h1')?.textContent).toBe('Sign 2 transactions')
    const text = shown.textContent ?? ''
    expect(text).toContain('Transaction 1 of 2')
    expect(text).toContain('0.003 SOL')
    expect(text).toContain('Transaction 2 of 2')
    expect(text).toContain('0.004 SOL')
    await approveWhenEnabled(shown)
    const { result } = await promise
    const signed = (result as { transactions: string[] }).transactions.map((item) =>
      base64.decode(item),
    )
    expect(signed).toHaveLength(2)
    expect(frame.signings()).toBe(1)
    for (const [index, bytes] of signed.entries()) {
      const parsed = parseSolanaTransaction(bytes)
      expect(parsed.message).toEqual(parseSolanaTransaction(transactions[index]!).message)
      expect(
        ed25519.verify(parsed.signatures[0]!, parsed.message, base58.decode(frame.address)),
      ).toBe(true)
      await sendToSurfpool(bytes)
    }
    expect(await balanceOf(first)).toBe(3_000_000n)
    expect(await balanceOf(second)).toBe(4_000_000n)
  })

  test('error: Reject → User rejected the request., and nothing lands on Surfpool', async () => {
    const frame = await fundedFrame(lamportsPerSol)
    const to = freshAddress()
    const transaction = buildSolanaTransfer({
      from: frame.address,
      to,
      lamports: 50_000_000n,
      recentBlockhash: await latestBlockhash(),
    })
    const promise = frame.send('solana_signAndSendTransaction', {
      transaction: base64.encode(transaction),
    })
    approvalButton(await waitForView(frame.surface), 'reject').click()
    expect(await replyError(promise)).toBe('User rejected the request.')
    expect(frame.surface.current()).toBeUndefined()
    expect(frame.signings()).toBe(0)
    // A few slots later (Surfpool makes about 13 a second), still nothing has moved.
    const slot = () => surfpool('getSlot', [{ commitment: 'confirmed' }]) as Promise<number>
    const rejectedAt = await slot()
    await vi.waitFor(async () => expect(await slot()).toBeGreaterThan(rejectedAt + 5), {
      timeout: 5_000,
      interval: 100,
    })
    expect(await balanceOf(frame.address)).toBe(lamportsPerSol)
    expect(await balanceOf(to)).toBe(0n)
  })

  test('error: a transfer the wallet cannot pay is refused by Surfpool’s preflight, after Approve', async () => {
    const frame = await fundedFrame(0n)
    const to = freshAddress()
    const transaction = buildSolanaTransfer({
      from: frame.address,
      to,
      lamports: 5_000_000n,
      recentBlockhash: await latestBlockhash(),
    })
    const promise = frame.send('solana_signAndSendTransaction', {
      transaction: base64.encode(transaction),
    })
    await approveWhenEnabled(await waitForView(frame.surface))
    expect(await replyError(promise)).toBe(
      'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    )
    expect(frame.signings()).toBe(1)
    expect(await balanceOf(to)).toBe(0n)
  })

  test('behavior: solana_signMessage shows the text and the signature verifies with the wallet key', async () => {
    const frame = await fundedFrame(0n)
    const message = new TextEncoder().encode('Sign in to app.test on Surfpool')
    const promise = frame.send('solana_signMessage', {
      message: base58.encode(message),
      pubkey: frame.address,
    })
    const shown = await waitForView(frame.surface)
    expect(fieldsOf(shown)).toEqual([['Message', [['Text', 'Sign in to app.test on Surfpool']]]])
    await approveWhenEnabled(shown)
    const { signature } = (await promise).result as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(frame.address))).toBe(
      true,
    )
  })
})
