// @vitest-environment node
// Node, not jsdom: fake-indexeddb under vitest's jsdom clones a Uint8Array into another realm, so
// the device share would not load. The frame's views get a DOM of their own from jsdom below.
import { FrameReplyError } from '@latch/frame/handler'
import fc from 'fast-check'
import {
  formatEther,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { approvalDwellMs } from '../approval/awaitApproval.js'
import { approvalButton } from '../testing/approvalView.js'
import { createRpcHandlerFrame, installTestDocument, useAnvil } from '../testing/rpcHandlerFrame.js'
import { rpcMessages } from './rpcMessages.js'

await installTestDocument()
const anvil = useAnvil('frame concurrent approvals test')

// SECURITY.md T6 at the level of the RPC_REQUEST handler, with its real approval queue, views and
// signer: requests are sent concurrently, and fc.scheduler() orders their arrival, the visitor's
// clicks, the aborts of some of them, the AUTH-share reads of signing and the chain calls of
// eth_sendTransaction. The visitor approves exactly one request, told by what its view shows, and
// rejects the others. Approving one request must never sign another, or sign what was not shown.
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mailTypes = { Mail: [{ name: 'contents', type: 'string' }] } as const
const mailDomain = { name: 'Latch test', chainId: 31337 } as const

/** One request the app sends, and the text by which its approval view is told from the others. */
type RequestSpec =
  | { kind: 'message'; text: string; shows: string }
  | { kind: 'typedData'; contents: string; shows: string }
  | { kind: 'transaction'; value: bigint; shows: string }

type Outcome = { ok: true; result: unknown } | { ok: false; message: string }

const payloadOf = (spec: RequestSpec, from: `0x${string}`) => {
  switch (spec.kind) {
    case 'message':
      return { method: 'personal_sign', params: [stringToHex(spec.text), from] }
    case 'typedData':
      return {
        method: 'eth_signTypedData_v4',
        params: [
          from,
          JSON.stringify({
            types: {
              EIP712Domain: [
                { name: 'name', type: 'string' },
                { name: 'chainId', type: 'uint256' },
              ],
              ...mailTypes,
            },
            primaryType: 'Mail',
            domain: mailDomain,
            message: { contents: spec.contents },
          }),
        ],
      }
    case 'transaction':
      return {
        method: 'eth_sendTransaction',
        params: [{ from, to: recipient, value: toHex(spec.value) }],
      }
  }
}

// Three personal_sign with distinct texts, and maybe an eth_signTypedData_v4 and an
// eth_sendTransaction (with five, the queue of one open and three waiting may refuse one).
const requestsArbitrary = fc
  .record({
    words: fc.uniqueArray(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 4, maxLength: 4 }),
    typedData: fc.boolean(),
    transaction: fc.boolean(),
    value: fc.bigInt({ min: 1n, max: 10n ** 15n }),
  })
  .map(({ words, typedData, transaction, value }) => {
    const specs: RequestSpec[] = words.slice(0, 3).map((word, index) => {
      const text = `Sign in to app.test as ${word} (request ${index})`
      return { kind: 'message', text, shows: text }
    })
    if (typedData) {
      const contents = `Mail for ${words[3]} (request ${specs.length})`
      specs.push({ kind: 'typedData', contents, shows: contents })
    }
    if (transaction) specs.push({ kind: 'transaction', value, shows: `${formatEther(value)} ETH` })
    return specs
  })

const scenarioArbitrary = requestsArbitrary.chain((specs) =>
  fc.record({
    specs: fc.constant(specs),
    // The one request the visitor approves, by what its view shows; the others are rejected.
    chosen: fc.nat({ max: specs.length - 1 }),
    // Per request: no abort, or an abort scheduled when the frame reaches its n-th step.
    abortAt: fc.array(
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 2 },
        { arbitrary: fc.nat({ max: 20 }), weight: 1 },
      ),
      { minLength: specs.length, maxLength: specs.length },
    ),
  }),
)

beforeEach(() => {
  document.body.replaceChildren()
})

describe('concurrent approvals (SECURITY.md T6, T9)', () => {
  test('behavior: T6 property: approving one request never signs another, under scheduled interleavings of requests, aborts, key reads and chain calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarioArbitrary,
        fc.scheduler(),
        fc.context(),
        async ({ specs, chosen, abortAt }, s, log) => {
          // Every step the frame reaches, in order; aborts are scheduled at chosen steps.
          const steps: string[] = []
          const controllers = specs.map(() => new AbortController())
          const step = (name: string) => {
            steps.push(name)
            for (const [index, at] of abortAt.entries())
              if (at === steps.length - 1)
                s.schedule(Promise.resolve(), `abort ${index}`).then(() => {
                  steps.push(`(abort ${index})`)
                  controllers[index]?.abort(new Error(`aborted ${index}`))
                })
          }
          const shownTo = new Map<HTMLElement, number>()
          const approved = new Set<number>()
          const rejected = new Set<number>()
          // What breaks T9 or the visitor's reading of the views.
          const problems: string[] = []
          const broadcasts: `0x${string}`[] = []
          let keyReads = 0
          let approvedBeforeKeyRead = true
          const frame = await createRpcHandlerFrame({
            rpcUrls: { 'eip155:31337': anvil.rpcUrl },
            // The AUTH-share read of each signing, and each chain call, resolve when scheduled.
            interceptKeyReads: (read) => {
              keyReads++
              if (approved.size === 0) approvedBeforeKeyRead = false
              step('AUTH-share read')
              return s.schedule(read(), 'AUTH-share read')
            },
            intercept: ({ method, params, forward }) => {
              if (method === 'eth_sendRawTransaction') broadcasts.push(params[0] as `0x${string}`)
              step(method)
              return s.schedule(forward(), method)
            },
          })
          const from = frame.accounts.eip155.address
          await anvil.rpc('anvil_setBalance', [from, '0x8ac7230489e80000'])

          // The visitor: each view that shows is told by what it shows; the chosen request's is
          // approved (once Approve is enabled), the others rejected, each at a scheduled moment.
          // A view without the visitor's button is a problem; its request is aborted, not left
          // waiting until the test times out.
          const buttonOf = (view: HTMLElement, index: number, name: 'approve' | 'reject') => {
            const button = approvalButton(view, name) as HTMLButtonElement | null
            if (!button) {
              problems.push(`the view of request ${index} has no ${name} button`)
              controllers[index]?.abort(new Error(`no ${name} button`))
            }
            return button
          }
          const { surface } = frame
          const show = surface.show.bind(surface)
          surface.show = (view) => {
            if (surface.current()) problems.push('a view was shown over another')
            show(view)
            const views = document.querySelectorAll('[data-testid="latch-approval"]').length
            if (views > 1) problems.push(`${views} views in the document`)
            const matches = specs.flatMap((spec, index) =>
              view.textContent?.includes(spec.shows) ? [index] : [],
            )
            if (matches.length !== 1) problems.push(`a view shows requests ${matches}`)
            const index = matches[0] ?? -1
            if ([...shownTo.values()].includes(index)) problems.push(`request ${index} shown twice`)
            shownTo.set(view, index)
            step(`view ${index}`)
            if (index === chosen)
              s.schedule(Promise.resolve(), `approve ${index}`).then(() => {
                vi.advanceTimersByTime(approvalDwellMs)
                const approve = buttonOf(view, index, 'approve')
                if (!approve || approve.disabled) return
                approved.add(index)
                step(`approve ${index}`)
                approve.click()
              })
            else
              s.schedule(Promise.resolve(), `reject ${index}`).then(() => {
                const reject = buttonOf(view, index, 'reject')
                if (!reject || reject.disabled) return
                rejected.add(index)
                step(`reject ${index}`)
                reject.click()
              })
          }

          // Approve's dwell time passes when the visitor waits, not on the wall clock.
          vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
          let outcomes: Outcome[]
          try {
            const replies = specs.map((spec, index) =>
              s.schedule(Promise.resolve(), `send ${index}`).then(() => {
                step(`send ${index}`)
                return frame.send(payloadOf(spec, from), controllers[index]).promise.then(
                  ({ result }): Outcome => ({ ok: true, result }),
                  (error: Error): Outcome => ({
                    ok: false,
                    message: error instanceof FrameReplyError ? error.shortMessage : error.message,
                  }),
                )
              }),
            )
            outcomes = await s.waitFor(Promise.all(replies))
            await s.waitAll()
          } finally {
            vi.useRealTimers()
          }
          log.log(`steps: ${steps.join(', ')}`)
          log.log(`outcomes: ${JSON.stringify(outcomes)}`)

          // T9: at most one view at a time, and none is left.
          expect(problems).toEqual([])
          expect(surface.current()).toBeUndefined()

          const shownOf = (index: number) =>
            [...shownTo].find(([, shown]) => shown === index)?.[0].textContent ?? ''
          for (const [index, outcome] of outcomes.entries()) {
            const spec = specs[index] as RequestSpec
            const aborted = controllers[index]?.signal.aborted ?? false
            if (!outcome.ok) {
              // Rejected, aborted (while waiting, shown, reading keys or calling the chain), or
              // refused by the full queue.
              const expected: string[] = [rpcMessages.tooManyWaiting]
              if (rejected.has(index)) expected.push(rpcMessages.userRejected)
              if (aborted) expected.push(`aborted ${index}`, rpcMessages.rpcUnavailable)
              expect(expected, `request ${index}'s error reply`).toContain(outcome.message)
              expect(
                index !== chosen || !approved.has(index) || aborted,
                'an approved request that was not aborted is signed',
              ).toBe(true)
              continue
            }
            // A result goes only to the request whose view was approved, and is for exactly what
            // that view showed.
            expect(index, 'only the chosen request is signed').toBe(chosen)
            expect(approved.has(index), 'it was approved').toBe(true)
            expect(shownOf(index)).toContain(spec.shows)
            if (spec.kind === 'message')
              for (const other of specs)
                if (other.kind === 'message')
                  expect(
                    await verifyMessage({
                      address: from,
                      message: other.text,
                      signature: outcome.result as `0x${string}`,
                    }),
                    `the signature of request ${index} for "${other.text}"`,
                  ).toBe(other === spec)
            if (spec.kind === 'typedData')
              expect(
                await verifyTypedData({
                  address: from,
                  domain: mailDomain,
                  types: mailTypes,
                  primaryType: 'Mail',
                  message: { contents: spec.contents },
                  signature: outcome.result as `0x${string}`,
                }),
              ).toBe(true)
            if (spec.kind === 'transaction') {
              const receipt = (await anvil.receiptOf(outcome.result as string)) as {
                status: string
              }
              expect(receipt.status).toBe('0x1')
              const sent = (await anvil.rpc('eth_getTransactionByHash', [outcome.result])) as {
                from: string
                to: string
                value: string
              }
              expect(sent).toMatchObject({
                from: from.toLowerCase(),
                to: recipient.toLowerCase(),
                value: toHex(spec.value),
              })
            }
          }

          // Nothing is signed without Approve: one AUTH-share read at most, after the click, and
          // none when the chosen request was never approved.
          expect(frame.signings()).toBe(keyReads)
          expect(keyReads).toBeLessThanOrEqual(approved.size)
          expect(approvedBeforeKeyRead).toBe(true)
          // A transaction reaches the chain only as the approved view showed it (an abort during
          // the broadcast may still leave it sent).
          const chosenSpec = specs[chosen] as RequestSpec
          for (const raw of new Set(broadcasts)) {
            const transaction = parseTransaction(raw)
            expect(approved.has(chosen), 'a broadcast follows Approve').toBe(true)
            expect({
              from: await recoverTransactionAddress({ serializedTransaction: raw as never }),
              to: transaction.to?.toLowerCase(),
              shows: `${formatEther(transaction.value ?? 0n)} ETH`,
            }).toEqual({ from, to: recipient.toLowerCase(), shows: chosenSpec.shows })
            expect(shownOf(chosen)).toContain(chosenSpec.shows)
          }
          expect(new Set(broadcasts).size).toBeLessThanOrEqual(1)
        },
      ),
      { numRuns: 20 },
    )
  }, 30_000)
})
