import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'
import type { View } from '../types/view.js'

export type OpenModalParameters = {
  /** The view to show; defaults to Account when connected, else Connect. */
  view?: View | undefined
  /** Switches the active namespace first (e.g. to open Networks for solana). */
  namespace?: Namespace | undefined
}

/** Opens the modal on a view, starting a fresh history. */
export function openModal(config: Config, parameters: OpenModalParameters = {}): void {
  const state = config.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const connected = namespace && state.chains[namespace]?.account.status === 'connected'
  const view = parameters.view ?? (connected ? 'Account' : 'Connect')
  const wasOpen = state.modal.status === 'open'
  config.store.setState({
    activeNamespace: namespace,
    modal: { status: 'open', history: [{ view }] },
    attempt: { status: 'idle' },
    switchError: undefined,
    notice: undefined,
  })
  if (!wasOpen) config.emit('MODAL_OPEN', { view, connected: Boolean(connected) })
}
