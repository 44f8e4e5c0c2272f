import fc from 'fast-check'
import { bytesToHex, keccak256, parseGwei } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createWalletSecret } from '../../keys/createWalletSecret.js'
import { deriveSigningKeys, type SigningKeys } from '../../keys/deriveSigningKeys.js'
import { ApprovalBindingError, bindApproval } from '../approval/approvalBinding.js'
import type { ApprovalRequest, EvmCall, EvmTransaction } from '../approval/approvalRequest.js'
import type { RpcChain } from '../rpc/resolveRpcChain.js'
import { executeApprovalRequest } from './executeApprovalRequest.js'

const chain: RpcChain = {
  id: 'eip155:31337',
  namespace: 'eip155',
  reference: '31337',
  evmChainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
}
const keys = deriveSigningKeys(createWalletSecret())
const account = keys.eip155.address

const hex = (bytes: Uint8Array) => bytesToHex(bytes)
const call: fc.Arbitrary<EvmCall> = fc.record({
  to: fc.option(fc.uint8Array({ minLength: 20, maxLength: 20 }).map(hex), { nil: undefined }),
  value: fc.bigInt({ min: 0n, max: 10n ** 20n }),
  data: fc.uint8Array({ maxLength: 8 }).map(hex),
})
const fees = fc.record({
  gas: fc.bigInt({ min: 21_000n, max: 1_000_000n }),
  maxFeePerGas: fc.bigInt({ min: parseGwei('1'), max: parseGwei('500') }),
  maxPriorityFeePerGas: fc.bigInt({ min: 0n, max: parseGwei('1') }),
})

// A wallet_sendCalls batch as the frame filled it before the view: nonces in order, fees per call.
const filledBatch = fc
  .tuple(fc.array(fc.tuple(call, fees), { minLength: 1, maxLength: 3 }), fc.nat({ max: 1_000 }))
  .map(([items, nonce]): ApprovalRequest => {
    const calls = items.map(([item]) => item)
    const transactions = items.map(
      ([item, fee], index): EvmTransaction => ({
        ...item,
        ...fee,
        type: 'eip1559',
        chainId: 31337,
        nonce: nonce + index,
      }),
    )
    return { method: 'wallet_sendCalls', account, calls, transactions }
  })

type Batch = Extract<ApprovalRequest, { method: 'wallet_sendCalls' }>
type Change = (request: Batch, index: number) => void
// What may change between the approval and the signer: anything the view showed.
const changes: Record<string, Change> = {
  gas: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction
    transaction.gas += 1n
  },
  maxFeePerGas: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction & { type: 'eip1559' }
    transaction.maxFeePerGas *= 2n
  },
  maxPriorityFeePerGas: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction & { type: 'eip1559' }
    transaction.maxPriorityFeePerGas += 1n
  },
  nonce: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction
    transaction.nonce += 1
  },
  value: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction
    transaction.value += 1n
    ;(request.calls[index] as EvmCall).value += 1n
  },
  to: (request, index) => {
    const transaction = request.transactions?.[index] as EvmTransaction
    const to = `0x${'ab'.repeat(20)}` as const
    transaction.to = transaction.to === to ? undefined : to
  },
  dropLastCall: (request) => {
    request.calls.pop()
    request.transactions?.pop()
  },
}

function clone(request: ApprovalRequest): Batch {
  const batch = request as Batch
  return {
    ...batch,
    calls: batch.calls.map((item) => ({ ...item })),
    transactions: batch.transactions?.map((item) => ({ ...item })),
  }
}

function run(request: ApprovalRequest, binding: ReturnType<typeof bindApproval>, id: string) {
  const signer = vi.fn()
  const rpc = vi.fn(async (method: string, params?: readonly unknown[]) =>
    method === 'eth_sendRawTransaction' ? keccak256(params?.[0] as `0x${string}`) : null,
  )
  const promise = executeApprovalRequest({
    id,
    chain,
    request,
    binding,
    signal: new AbortController().signal,
    rpc,
    withKeys: <result>(use: (signingKeys: SigningKeys) => Promise<result>) => {
      signer()
      return use(keys)
    },
    addBatch: () => `0x${'00'.repeat(32)}`,
  })
  return { promise, signer, rpc }
}

describe('executeApprovalRequest: the signer’s re-check of the approval (SECURITY.md T6)', () => {
  test('behavior: property: what was approved is signed; anything changed after the approval is not', async () => {
    await fc.assert(
      fc.asyncProperty(
        filledBatch,
        fc.constantFrom(...Object.keys(changes)),
        fc.nat(),
        async (approved, change, at) => {
          const id = crypto.randomUUID()
          const binding = bindApproval(id, chain.id, approved)

          const same = run(clone(approved), binding, id)
          await expect(same.promise).resolves.toEqual({ id: `0x${'00'.repeat(32)}` })
          expect(same.signer).toHaveBeenCalledTimes(1)

          const changed = clone(approved)
          ;(changes[change] as Change)(changed, at % changed.calls.length)
          const other = run(changed, binding, id)
          await expect(other.promise).rejects.toThrow(ApprovalBindingError)
          expect(other.signer).not.toHaveBeenCalled()
          expect(other.rpc).not.toHaveBeenCalled()
        },
      ),
      { numRuns: 100 },
    )
  })

  test('behavior: property: an approval of request A never signs request B, even the same content', async () => {
    await fc.assert(
      fc.asyncProperty(filledBatch, async (request) => {
        const binding = bindApproval(crypto.randomUUID(), chain.id, request)
        const other = run(clone(request), binding, crypto.randomUUID())
        await expect(other.promise).rejects.toThrow(ApprovalBindingError)
        expect(other.signer).not.toHaveBeenCalled()
      }),
      { numRuns: 50 },
    )
  })

  test('error: a send whose fees were never filled (and so never shown) is not signed', async () => {
    const { calls } = clone(fc.sample(filledBatch, 1)[0] as ApprovalRequest)
    const unfilled: ApprovalRequest = { method: 'wallet_sendCalls', account, calls }
    const id = crypto.randomUUID()
    const { promise, signer } = run(unfilled, bindApproval(id, chain.id, unfilled), id)
    await expect(promise).rejects.toThrow('The network fee was not shown.')
    expect(signer).not.toHaveBeenCalled()
  })
})
