import { rpcReplyError } from '../rpc/rpcMessages.js'

/** How many unsafe requests may wait behind the open approval (SECURITY.md T9). */
const maxWaitingApprovals = 3

/** One approval at a time, with a short queue. */
export type ApprovalQueue = {
  /**
   * Runs `task` when no other task runs; waits otherwise. A full queue is 'Too many requests are
   * waiting for approval.'; an abort while waiting leaves the queue and rejects with the reason.
   */
  run<result>(signal: AbortSignal, task: () => Promise<result>): Promise<result>
  /** How many tasks run or wait. */
  size(): number
}

/**
 * Creates the queue that keeps the frame to one approval (and its signing) at a time, so a host
 * that floods requests can never stack views or race two approvals (SECURITY.md T6, T9).
 *
 * @example
 * const queue = createApprovalQueue()
 * await queue.run(context.signal, () => approveAndSign())
 */
export function createApprovalQueue(maxWaiting: number = maxWaitingApprovals): ApprovalQueue {
  let running = false
  const waiting: (() => void)[] = []
  const next = () => {
    running = false
    const wake = waiting.shift()
    if (wake) {
      running = true
      wake()
    }
  }
  return {
    size: () => waiting.length + (running ? 1 : 0),
    async run(signal, task) {
      signal.throwIfAborted()
      if (running) {
        if (waiting.length >= maxWaiting) throw rpcReplyError('tooManyWaiting')
        await new Promise<void>((resolve, reject) => {
          const wake = () => {
            signal.removeEventListener('abort', onAbort)
            resolve()
          }
          const onAbort = () => {
            const index = waiting.indexOf(wake)
            if (index >= 0) waiting.splice(index, 1)
            reject(signal.reason)
          }
          signal.addEventListener('abort', onAbort, { once: true })
          waiting.push(wake)
        })
      } else running = true
      try {
        return await task()
      } finally {
        next()
      }
    },
  }
}
