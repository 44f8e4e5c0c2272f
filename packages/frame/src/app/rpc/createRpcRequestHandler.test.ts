// @vitest-environment node
// Node, not jsdom: fake-indexeddb under vitest's jsdom clones a Uint8Array into another realm, so
// the device share would not load. The frame's views get a DOM of their own from jsdom below.

import { compile, deployContracts, devAccounts, latchTokenAbi } from '@latch/devnet'
import { FrameReplyError } from '@latch/frame/handler'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import fc from 'fast-check'
import {
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  keccak256,
  multicall3Abi,
  parseEther,
  parseGwei,
  stringToHex,
  toFunctionSelector,
  toHex,
  verifyMessage,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { classifyRpcMethod } from '../../rpcMethods/rpcMethods.js'
import { buildSolanaTransfer } from '../approval/testing.js'
import { parseSolanaTransaction } from '../signing/solanaTransaction.js'
import { approvalButton, approveWhenEnabled, waitForView } from '../testing/approvalView.js'
import { testAppOrigin } from '../testing/handlerCalls.js'
import { replyError, replyRefusal } from '../testing/replyError.js'
import {
  type CreateRpcHandlerFrameParameters,
  createRpcHandlerFrame,
  installTestDocument,
  startJsonRpcServer,
  useAnvil,
} from '../testing/rpcHandlerFrame.js'

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const { KeyboardEvent } = await installTestDocument()

const anvil = useAnvil('frame rpc test')
const { rpc, receiptOf } = anvil
let solanaRpc: Awaited<ReturnType<typeof startJsonRpcServer>>
let lyingRpc: Awaited<ReturnType<typeof startJsonRpcServer>>

beforeAll(async () => {
  solanaRpc = await startJsonRpcServer((method, params) =>
    method === 'sendTransaction'
      ? base58.encode(base64.decode((params as [string])[0]).slice(1, 65))
      : null,
  )
  // Claims chain 1 while configured as eip155:31338 (SECURITY.md T33).
  lyingRpc = await startJsonRpcServer((method) =>
    method === 'eth_chainId' ? '0x1' : method === 'eth_getTransactionCount' ? '0x0' : '0x5208',
  )
})

afterAll(async () => {
  await solanaRpc?.close()
  await lyingRpc?.close()
})

// One frame with a wallet ready on this device (see createRpcHandlerFrame), on anvil, the Solana
// server and the lying RPC. `intercept` stands between the frame and the chain's RPC (a lost
// reply, a failing node); `handler` configures the handler.
const setup = (options: Omit<CreateRpcHandlerFrameParameters, 'rpcUrls'> = {}) =>
  createRpcHandlerFrame({
    ...options,
    rpcUrls: {
      'eip155:31337': anvil.rpcUrl,
      [SOLANA]: solanaRpc.url,
      'eip155:31338': lyingRpc.url,
    },
  })

beforeEach(() => {
  document.body.replaceChildren()
})
afterEach(() => {
  vi.useRealTimers()
})

// The values the view shows under a label, in order (one per call of a batch).
const shownValues = (shown: HTMLElement, label: string) =>
  [...shown.querySelectorAll('dt')]
    .filter((term) => term.textContent === label)
    .map((term) => term.nextElementSibling?.textContent)

// The reply of a request that must fail before any view shows; 'a view was shown' otherwise.
const refusedBeforeView = (frame: Awaited<ReturnType<typeof setup>>, promise: Promise<unknown>) =>
  Promise.race([replyError(promise), waitForView(frame.surface).then(() => 'a view was shown')])

type SentTransaction = {
  hash: `0x${string}`
  nonce: string
  gas: string
  maxFeePerGas: string
}
const transactionOf = async (hash: string) =>
  (await rpc('eth_getTransactionByHash', [hash])) as SentTransaction
const maxFeeOf = ({ gas, maxFeePerGas }: SentTransaction) =>
  `${formatEther(BigInt(gas) * BigInt(maxFeePerGas))} ETH`

const callsStatus = async (frame: Awaited<ReturnType<typeof setup>>, id: string) => {
  type CallsStatus = {
    status: number
    chainId: string
    receipts: { transactionHash: `0x${string}`; status: string }[]
  }
  const read = async () =>
    (await frame.send({ method: 'wallet_getCallsStatus', params: [id] }).promise)
      .result as CallsStatus
  // 100 (pending) until anvil has mined what was sent, a moment after it was sent.
  let status = await read()
  for (let attempt = 0; attempt < 50 && status.status === 100; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    status = await read()
  }
  return status
}

// A funded wallet's wallet_sendCalls: a value (in wei) is a call sending it to the recipient.
type BatchCall = `0x${string}` | { to: `0x${string}`; data?: `0x${string}` }
const sendCalls = async (frame: Awaited<ReturnType<typeof setup>>, batch: BatchCall[]) => {
  const from = frame.accounts.eip155.address
  await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
  const calls = batch.map((call) =>
    typeof call === 'string' ? { to: recipient, value: call } : call,
  )
  return frame.send({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x7a69', from, calls }],
  })
}

describe('createRpcRequestHandler against anvil', () => {
  test('default: a safe read reaches the RPC with no view and no key', async () => {
    const frame = await setup()
    const { result } = await frame.send({ method: 'eth_blockNumber' }).promise
    expect(result).toMatch(/^0x[0-9a-f]+$/)
    expect(frame.upstream).toEqual(['eth_blockNumber'])
    expect(frame.surface.current()).toBeUndefined()
    expect(frame.signings()).toBe(0)
  })

  test('behavior: eth_chainId and eth_accounts are answered in the frame', async () => {
    const frame = await setup()
    expect((await frame.send({ method: 'eth_chainId' }).promise).result).toBe('0x7a69')
    expect((await frame.send({ method: 'eth_requestAccounts' }).promise).result).toEqual([
      frame.accounts.eip155.address,
    ])
    expect(frame.upstream).toEqual([])
  })

  test('behavior: a JSON-RPC error becomes the reply message', async () => {
    const frame = await setup()
    const message = await replyError(
      frame.send({ method: 'eth_getBalance', params: ['nope', 'latest'] }).promise,
    )
    expect(message.length).toBeGreaterThan(0)
    expect(message).not.toBe('An error occurred')
  })

  test('behavior: T5 property: a method outside the allow-list never reaches the RPC or the signer', async () => {
    const frame = await setup()
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.string(),
            fc.constantFrom(
              'eth_sign',
              'ETH_SENDTRANSACTION',
              'wallet_foo',
              'personal_sign ',
              'eth_signTypedData',
            ),
          )
          .filter((method) => classifyRpcMethod(method) === undefined),
        async (method) => {
          expect(await replyRefusal(frame.send({ method, params: [] }).promise)).toEqual({
            message: 'Requested RPC call is not allowed',
            code: 'method_not_allowed',
          })
        },
      ),
      { numRuns: 200 },
    )
    expect(frame.upstream).toEqual([])
    expect(frame.signings()).toBe(0)
    expect(frame.surface.current()).toBeUndefined()
  })

  test('behavior: personal_sign shows the view, signs nothing before Approve, and the signature verifies', async () => {
    const frame = await setup()
    const { promise, handlerContext } = frame.send({
      method: 'personal_sign',
      params: [stringToHex('Sign in to app.test'), frame.accounts.eip155.address],
    })
    const shown = await waitForView(frame.surface)
    expect(handlerContext.pending).toHaveBeenCalledWith('approval')
    expect(shown.textContent).toContain('Sign in to app.test')
    expect(shown.textContent).toContain(testAppOrigin)
    expect(approvalButton(shown, 'approve').disabled).toBe(true)
    expect(frame.signings()).toBe(0)
    await approveWhenEnabled(await waitForView(frame.surface))
    const { result } = await promise
    expect(frame.signings()).toBe(1)
    expect(frame.surface.current()).toBeUndefined()
    expect(
      await verifyMessage({
        address: frame.accounts.eip155.address,
        message: 'Sign in to app.test',
        signature: result as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('behavior: a high-risk request (an ERC-20 approve of max uint256) goes to the approval popup even with IntersectionObserver v2 (T7)', async () => {
    const frame = await setup()
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
    const { promise } = frame.send({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: recipient,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, 2n ** 256n - 1n],
          }),
        },
      ],
    })
    const shown = await waitForView(frame.surface)
    expect(shown.querySelector('[data-code="unlimited-approval"]')).not.toBeNull()
    // The test document has IntersectionObserver v2 (installTestDocument), as Chromium does.
    const { IntersectionObserverEntry } = shown.ownerDocument.defaultView!
    expect('isVisible' in IntersectionObserverEntry.prototype).toBe(true)
    expect(approvalButton(shown, 'approve') === null).toBe(true)
    expect(shown.querySelector('[data-testid="latch-approval-review"]')?.textContent).toBe(
      'Review in a new window',
    )
    approvalButton(shown, 'reject').click()
    expect(await replyError(promise)).toBe('User rejected the request.')
    expect(frame.signings()).toBe(0)
  })

  test('error: Reject → User rejected the request.', async () => {
    const frame = await setup()
    const { promise } = frame.send({ method: 'personal_sign', params: ['0x68690a'] })
    approvalButton(await waitForView(frame.surface), 'reject').click()
    expect(await replyRefusal(promise)).toEqual({
      message: 'User rejected the request.',
      code: 'user_rejected',
    })
    expect(frame.signings()).toBe(0)
    expect(frame.surface.current()).toBeUndefined()
  })

  test('error: Escape rejects', async () => {
    const frame = await setup()
    const { promise } = frame.send({ method: 'personal_sign', params: ['0x68690a'] })
    await waitForView(frame.surface)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await replyError(promise)).toBe('User rejected the request.')
  })

  test('behavior: an abort takes the view down and nothing is signed', async () => {
    const frame = await setup()
    const { promise, controller } = frame.send({ method: 'personal_sign', params: ['0x6869'] })
    const shown = await waitForView(frame.surface)
    controller.abort(new Error('aborted by the app'))
    await expect(promise).rejects.toThrow('aborted by the app')
    expect(frame.surface.current()).toBeUndefined()
    approvalButton(shown, 'approve').click()
    await new Promise((resolve) => setTimeout(resolve, 800))
    approvalButton(shown, 'approve').click()
    expect(frame.signings()).toBe(0)
  })

  test('behavior: an approved transaction is mined on anvil', async () => {
    const frame = await setup()
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
    const before = BigInt((await rpc('eth_getBalance', [recipient, 'latest'])) as string)
    const { promise } = frame.send({
      method: 'eth_sendTransaction',
      params: [{ from, to: recipient, value: `0x${parseEther('1.25').toString(16)}` }],
    })
    const shown = await waitForView(frame.surface)
    expect(shown.textContent).toContain('1.25 ETH')
    await approveWhenEnabled(await waitForView(frame.surface))
    const { result: hash } = await promise
    const receipt = (await receiptOf(hash as string)) as { status: string }
    expect(receipt.status).toBe('0x1')
    const after = BigInt((await rpc('eth_getBalance', [recipient, 'latest'])) as string)
    expect(after - before).toBe(parseEther('1.25'))
    const transaction = (await rpc('eth_getTransactionByHash', [hash])) as {
      chainId: string
      from: string
    }
    expect(transaction.chainId).toBe('0x7a69')
    expect(transaction.from).toBe(from.toLowerCase())
  })

  test('behavior: wallet_sendCalls sends each call and wallet_getCallsStatus reports 200', async () => {
    const frame = await setup()
    const { promise } = await sendCalls(frame, ['0x1', '0x2'])
    await approveWhenEnabled(await waitForView(frame.surface))
    const { result } = await promise
    const status = await callsStatus(frame, (result as { id: string }).id)
    expect(status).toMatchObject({ status: 200, chainId: '0x7a69', atomic: false })
    expect(status.receipts).toHaveLength(2)
  })

  test('behavior: one approval at a time; a fifth waiting request is refused (T9)', async () => {
    const frame = await setup()
    const requests = Array.from({ length: 5 }, () =>
      frame.send({ method: 'personal_sign', params: ['0x6869'] }),
    )
    const outcomes = requests.map(({ promise }) =>
      promise.then(
        () => 'signed',
        (error: Error) => (error instanceof FrameReplyError ? error.shortMessage : error.message),
      ),
    )
    const nextView = (previous: HTMLElement | undefined) =>
      vi.waitFor(() => {
        const current = frame.surface.current()
        if (!current || current === previous) throw new Error('not yet')
        return current
      })
    const first = await nextView(undefined)
    expect(await outcomes[4]).toBe('Too many requests are waiting for approval.')
    expect(document.querySelectorAll('[data-testid="latch-approval"]')).toHaveLength(1)
    // Rejecting the first shows the next one, and so on.
    approvalButton(first, 'reject').click()
    expect(await outcomes[0]).toBe('User rejected the request.')
    const second = await nextView(first)
    expect(document.querySelectorAll('[data-testid="latch-approval"]')).toHaveLength(1)
    // A waiting request that is aborted leaves the queue without a view.
    requests[2]?.controller.abort(new Error('gone'))
    expect(await outcomes[2]).toBe('gone')
    approvalButton(second, 'reject').click()
    expect(await outcomes[1]).toBe('User rejected the request.')
    approvalButton(await nextView(second), 'reject').click()
    expect(await outcomes[3]).toBe('User rejected the request.')
    expect(frame.signings()).toBe(0)
  })

  test('error: T33: an RPC that reports another chain id → refused before any view', async () => {
    const frame = await setup()
    const message = await replyError(
      frame.send({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, value: '0x1' }],
        chainId: 'eip155:31338',
      }).promise,
    )
    expect(message).toBe('The network answered for another chain.')
    expect(frame.surface.current()).toBeUndefined()
  })

  test('error: chains and sessions', async () => {
    const frame = await setup()
    expect(
      await replyError(frame.send({ method: 'eth_blockNumber', chainId: 'eip155:1' }).promise),
    ).toBe('This network is not available.')
    expect(
      await replyError(frame.send({ method: 'eth_blockNumber', chainId: SOLANA }).promise),
    ).toBe('This method is not available on this network.')
    frame.context.session.clearSession()
    expect(await replyError(frame.send({ method: 'eth_blockNumber' }).promise)).toBe(
      'You are not signed in.',
    )
  })

  test('behavior: wallet_switchEthereumChain stores a configured chain only', async () => {
    const frame = await setup()
    expect(
      await replyError(
        frame.send({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }).promise,
      ),
    ).toBe('This network is not available.')
    await frame.send({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      .promise
    expect(frame.context.session.getChainId()).toBe(31338)
  })
})

describe('network fees (issue 11, item 6)', () => {
  test('behavior: wallet_sendCalls shows each call’s maximum fee, nonce and the total before Approve, and signs exactly those even when fees rise', async () => {
    const frame = await setup()
    const from = frame.accounts.eip155.address
    const nonce = Number(await rpc('eth_getTransactionCount', [from, 'pending']))
    const { promise } = await sendCalls(frame, ['0x1', '0x2'])
    const shown = await waitForView(frame.surface)
    const fees = shownValues(shown, 'Network fee (max)')
    expect(fees).toHaveLength(2)
    for (const fee of fees) expect(fee).toMatch(/^0\.\d+ ETH$/)
    expect(shownValues(shown, 'Nonce')).toEqual([String(nonce), String(nonce + 1)])
    const [total] = shownValues(shown, 'Total network fee (max)')
    expect(total).toMatch(/^0\.\d+ ETH$/)
    expect(shownValues(shown, 'Network')).toEqual(['eip155:31337'])
    expect(frame.signings()).toBe(0)

    // The base fee rises by half while the view is open: a refill would sign higher fees.
    const history = (await rpc('eth_feeHistory', ['0x1', 'latest', []])) as {
      baseFeePerGas: string[]
    }
    const nextBaseFee = BigInt(history.baseFeePerGas.at(-1) as string)
    await rpc('anvil_setNextBlockBaseFeePerGas', [`0x${((nextBaseFee * 3n) / 2n).toString(16)}`])
    await approveWhenEnabled(shown)
    const { id } = (await promise).result as { id: string }
    const status = await callsStatus(frame, id)
    expect(status.status).toBe(200)
    const sent = await Promise.all(
      status.receipts.map(({ transactionHash }) => transactionOf(transactionHash)),
    )
    expect(sent.map(maxFeeOf)).toEqual(fees)
    expect(sent.map((transaction) => Number(transaction.nonce))).toEqual([nonce, nonce + 1])
    const sum = sent.reduce(
      (all, { gas, maxFeePerGas }) => all + BigInt(gas) * BigInt(maxFeePerGas),
      0n,
    )
    expect(`${formatEther(sum)} ETH`).toBe(total)
  })

  test('error: a fee above the per-transaction cap (1 ETH by default) is refused before any view', async () => {
    const frame = await setup()
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x3635c9adc5dea00000'])
    // 1,000,000 gas at 50,000 gwei: 50 ETH of fee, within the per-gas caps.
    const { promise } = frame.send({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: recipient,
          value: '0x1',
          gas: toHex(1_000_000),
          maxFeePerGas: toHex(parseGwei('50000')),
          maxPriorityFeePerGas: toHex(parseGwei('1')),
        },
      ],
    })
    expect(await refusedBeforeView(frame, promise)).toBe(
      'The network fee is above this wallet’s limit for this network.',
    )
    expect(frame.signings()).toBe(0)
  })

  test('parameters: maxNetworkFees: a chain’s own cap applies to each call of a batch', async () => {
    const frame = await setup({
      handler: { maxNetworkFees: { 'eip155:31337': parseEther('0.000001') } },
    })
    const { promise } = await sendCalls(frame, ['0x1'])
    expect(await refusedBeforeView(frame, promise)).toBe(
      'The network fee is above this wallet’s limit for this network.',
    )
    expect(frame.signings()).toBe(0)
  })

  test('error: a nonce taken while the view is open is not counted as sent, nor refilled', async () => {
    const frame = await setup()
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
    const { promise } = frame.send({
      method: 'eth_sendTransaction',
      params: [{ from, to: recipient, value: '0x1' }],
    })
    const shown = await waitForView(frame.surface)
    const [nonce] = shownValues(shown, 'Nonce')
    // Another wallet of the same account (another tab, another device) uses the nonce first.
    await rpc('anvil_impersonateAccount', [from])
    await rpc('eth_sendTransaction', [{ from, to: recipient, value: '0x2' }])
    await rpc('anvil_stopImpersonatingAccount', [from])
    await approveWhenEnabled(shown)
    expect(await replyError(promise)).toBe('nonce too low')
    expect(await rpc('eth_getTransactionCount', [from, 'latest'])).toBe(toHex(Number(nonce) + 1))
  })
})

// A batch whose later call needs an earlier one's state, as EIP-5792 batches usually do: the
// wallet approves the devnet's Multicall3 for its tokens, then asks Multicall3 to pull them to the
// recipient with `transferFrom` (Multicall3 is the spender). Estimated call by call against the
// current state, the second call fails (no allowance yet); the frame simulates them in order.
describe('batches whose calls depend on each other (eth_simulateV1)', () => {
  let token: `0x${string}`
  let multicall3: `0x${string}`
  const amount = 5_000n
  beforeAll(async () => {
    const contracts = await deployContracts({
      chainId: 31337,
      name: 'frame rpc test',
      rpcUrl: anvil.rpcUrl,
      compiled: await compile(),
      accounts: devAccounts(1),
    })
    token = contracts.usd.address
    multicall3 = contracts.multicall3.address
  }, 60_000)

  const tokenBalance = async (owner: string) =>
    BigInt(
      (await rpc('eth_call', [
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner as `0x${string}`],
          }),
        },
        'latest',
      ])) as string,
    )

  // A funded wallet with `amount` tokens, and its batch: approve Multicall3 for `approved`, then
  // Multicall3 pulls `pulled` from the wallet to the recipient.
  const approveThenPull = async (
    frame: Awaited<ReturnType<typeof setup>>,
    { approved, pulled }: { approved: bigint; pulled: bigint },
  ) => {
    const from = frame.accounts.eip155.address
    const [deployer] = devAccounts(1)
    const minted = await rpc('eth_sendTransaction', [
      {
        from: deployer?.address,
        to: token,
        data: encodeFunctionData({
          abi: latchTokenAbi,
          functionName: 'mint',
          args: [from, amount],
        }),
      },
    ])
    await receiptOf(minted as string)
    return sendCalls(frame, [
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [multicall3, approved],
        }),
      },
      {
        to: multicall3,
        data: encodeFunctionData({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          args: [
            [
              {
                target: token,
                allowFailure: false,
                callData: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'transferFrom',
                  args: [from, recipient, pulled],
                }),
              },
            ],
          ],
        }),
      },
    ])
  }

  test('behavior: approve then transferFrom by the spender: both fees and the total are shown, the batch is mined with exactly them, and the tokens move', async () => {
    const frame = await setup()
    const before = await tokenBalance(recipient)
    const { promise } = await approveThenPull(frame, { approved: amount, pulled: amount })
    const shown = await waitForView(frame.surface)
    const fees = shownValues(shown, 'Network fee (max)')
    expect(fees).toHaveLength(2)
    for (const fee of fees) expect(fee).toMatch(/^0\.\d+ ETH$/)
    const [total] = shownValues(shown, 'Total network fee (max)')
    expect(frame.signings()).toBe(0)
    await approveWhenEnabled(shown)
    const { id } = (await promise).result as { id: string }
    const status = await callsStatus(frame, id)
    expect(status.status).toBe(200)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const sent = await Promise.all(
      status.receipts.map(({ transactionHash }) => transactionOf(transactionHash)),
    )
    expect(sent.map(maxFeeOf)).toEqual(fees)
    const sum = sent.reduce(
      (all, { gas, maxFeePerGas }) => all + BigInt(gas) * BigInt(maxFeePerGas),
      0n,
    )
    expect(`${formatEther(sum)} ETH`).toBe(total)
    expect((await tokenBalance(recipient)) - before).toBe(amount)
    expect(frame.upstream).toContain('eth_simulateV1')
  })

  test('error: a batch whose second call fails even after the first is refused before any view, naming call 2', async () => {
    const frame = await setup()
    const before = await tokenBalance(recipient)
    // Multicall3 may pull 1 token and pulls 2: its CallFailed(0, InsufficientAllowance(…)).
    const { promise } = await approveThenPull(frame, { approved: 1n, pulled: 2n })
    const message = await refusedBeforeView(frame, promise)
    expect(message).toMatch(
      new RegExp(
        `^Call 2 of 2 would fail: custom error ${toFunctionSelector('CallFailed(uint256,bytes)')}: [0-9a-f]+$`,
      ),
    )
    expect(frame.signings()).toBe(0)
    expect(frame.upstream).not.toContain('eth_sendRawTransaction')
    expect(await tokenBalance(recipient)).toBe(before)
  })

  test('error: a revert reason string is passed on, with the call’s place in the batch', async () => {
    const frame = await setup()
    // Runtime code that reverts with Error("nope") whatever it is called with.
    const reverting = '0x00000000000000000000000000000000000000aa'
    const revertData = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] }],
      errorName: 'Error',
      args: ['nope'],
    }).slice(2)
    const length = (revertData.length / 2).toString(16).padStart(2, '0')
    await rpc('anvil_setCode', [reverting, `0x60${length}600c60003960${length}6000fd${revertData}`])
    const { promise } = await sendCalls(frame, ['0x1', '0x2', { to: reverting, data: '0x' }])
    expect(await refusedBeforeView(frame, promise)).toBe('Call 3 of 3 would fail: nope')
    expect(frame.signings()).toBe(0)
  })

  test('behavior: a node without eth_simulateV1: each call is estimated on its own, as before', async () => {
    const frame = await setup({
      intercept: async ({ method, forward }) =>
        method === 'eth_simulateV1'
          ? Response.json({
              jsonrpc: '2.0',
              id: null,
              error: { code: -32601, message: 'the method eth_simulateV1 does not exist' },
            })
          : forward(),
    })
    // Independent calls still go through.
    const independent = await sendCalls(frame, ['0x1', '0x2'])
    await approveWhenEnabled(await waitForView(frame.surface))
    const { id } = (await independent.promise).result as { id: string }
    expect((await callsStatus(frame, id)).status).toBe(200)
    expect(frame.upstream).toContain('eth_estimateGas')
    // A dependent batch fails its second estimate and is refused with the node's message.
    const dependent = await approveThenPull(frame, { approved: amount, pulled: amount })
    expect(await refusedBeforeView(frame, dependent.promise)).toMatch(/^execution reverted/)
  })
})

describe('broadcasts (issue 11: broadcasts have no journal)', () => {
  test('behavior: a lost broadcast is sent again with the same signed bytes; the transaction is sent once', async () => {
    const raws: string[] = []
    const frame = await setup({
      intercept: async ({ method, params, forward }) => {
        if (method !== 'eth_sendRawTransaction') return forward()
        raws.push(params[0] as string)
        // The first never reaches the node; the node takes the second, whose reply is lost.
        if (raws.length === 1) throw new TypeError('fetch failed')
        await forward()
        if (raws.length === 2) throw new TypeError('fetch failed')
        return forward()
      },
    })
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
    const nonce = Number(await rpc('eth_getTransactionCount', [from, 'latest']))
    const { promise } = frame.send({
      method: 'eth_sendTransaction',
      params: [{ from, to: recipient, value: '0x1' }],
    })
    await approveWhenEnabled(await waitForView(frame.surface))
    const { result: hash } = await promise
    expect(raws).toHaveLength(2)
    expect(raws[1]).toBe(raws[0])
    expect(hash).toBe(keccak256(raws[0] as `0x${string}`))
    expect(((await receiptOf(hash as string)) as { status: string }).status).toBe('0x1')
    expect(await rpc('eth_getTransactionCount', [from, 'latest'])).toBe(toHex(nonce + 1))
    expect(frame.signings()).toBe(1)
  })

  test('error: a batch that fails midway reports it, and wallet_getCallsStatus shows the call already sent', async () => {
    let broadcasts = 0
    const frame = await setup({
      intercept: async ({ method, forward }) => {
        if (method !== 'eth_sendRawTransaction' || ++broadcasts !== 2) return forward()
        return Response.json({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32003, message: 'Insufficient funds for gas * price + value' },
        })
      },
    })
    const from = frame.accounts.eip155.address
    await rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])
    const { promise } = frame.send({
      method: 'wallet_sendCalls',
      params: [
        {
          chainId: '0x7a69',
          from,
          calls: [
            { to: recipient, value: '0x1' },
            { to: recipient, value: '0x2' },
            { to: recipient, value: '0x3' },
          ],
        },
      ],
    })
    await approveWhenEnabled(await waitForView(frame.surface))
    const message = await replyError(promise)
    expect(message).toMatch(
      /^Only 1 of 3 calls was sent; the next one failed: Insufficient funds for gas \* price \+ value\. wallet_getCallsStatus: 0x[0-9a-f]{64}$/,
    )
    expect(broadcasts).toBe(2)
    const id = message.slice(-66)
    const status = await callsStatus(frame, id)
    // EIP-5792 600: some of the batch's changes are on chain, the rest never will be.
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts[0]?.status).toBe('0x1')
  })
})

describe('Solana requests', () => {
  test('default: solana_signMessage signature verifies with the wallet key', async () => {
    const frame = await setup()
    const message = new TextEncoder().encode('Hello Solana')
    const { promise } = frame.send({
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: frame.accounts.solana.address },
      chainId: SOLANA,
    })
    await approveWhenEnabled(await waitForView(frame.surface))
    const { signature } = (await promise).result as { signature: string }
    expect(
      ed25519.verify(
        base58.decode(signature),
        message,
        base58.decode(frame.accounts.solana.address),
      ),
    ).toBe(true)
  })

  test('behavior: solana_signTransaction fills the wallet signature slot; signAndSend broadcasts', async () => {
    const frame = await setup()
    const bytes = buildSolanaTransfer({
      from: frame.accounts.solana.address,
      to: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      lamports: 5_000n,
    })
    const signed = frame.send({
      method: 'solana_signTransaction',
      params: { transaction: base64.encode(bytes) },
      chainId: SOLANA,
    })
    expect((await waitForView(frame.surface)).textContent).toContain('0.000005 SOL')
    await approveWhenEnabled(await waitForView(frame.surface))
    const { transaction, signature } = (await signed.promise).result as {
      transaction: string
      signature: string
    }
    const parsed = parseSolanaTransaction(base64.decode(transaction))
    expect(base58.encode(parsed.signatures[0]!)).toBe(signature)
    expect(
      ed25519.verify(
        parsed.signatures[0]!,
        parsed.message,
        base58.decode(frame.accounts.solana.address),
      ),
    ).toBe(true)

    const sent = frame.send({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64.encode(bytes), options: { skipPreflight: true } },
      chainId: SOLANA,
    })
    await approveWhenEnabled(await waitForView(frame.surface))
    expect(((await sent.promise).result as { signature: string }).signature).toBe(signature)
    expect(solanaRpc.methods).toContain('sendTransaction')
  })
})
