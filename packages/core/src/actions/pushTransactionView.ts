import type { Config } from '../config/createConfig.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'

/**
 * Shows ApproveTransaction for a wallet request that needs the visitor (spec section 2, the
 * transaction stack), and returns the function that ends it. The modal opens if it was closed;
 * when the last open request settles, the modal goes back to the view the visitor was on, or
 * closes if it was closed. A modal the visitor closed meanwhile stays closed.
 *
 * @example
 * const done = pushTransactionView(config)
 * try { return await frame.request('RPC_REQUEST', payload, { interactive: true }) } finally { done() }
 */
export function pushTransactionView(config: Config): () => void {
  const stack = config._internal.transactions
  const { modal } = config.store.getState()
  if (stack.count === 0) stack.returnTo = modal.status === 'open' ? modal.history : undefined
  stack.count += 1
  if (modal.status !== 'open') openModal(config, { view: 'ApproveTransaction' })
  else if (modal.history.at(-1)?.view !== 'ApproveTransaction')
    pushView(config, { view: 'ApproveTransaction' })
  let done = false
  return () => {
    if (done) return
    done = true
    stack.count -= 1
    if (stack.count > 0) return
    const { returnTo } = stack
    stack.returnTo = undefined
    const current = config.store.getState().modal
    if (current.status !== 'open' || current.history.at(-1)?.view !== 'ApproveTransaction') return
    if (returnTo) config.store.setState({ modal: { status: 'open', history: returnTo } })
    else closeModal(config)
  }
}
