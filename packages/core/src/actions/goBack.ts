import type { Config } from '../config/createConfig.js'
import { closeModal } from './closeModal.js'

/** Returns to the previous view; closes the modal when there is none. */
export function goBack(config: Config): void {
  const { modal } = config.store.getState()
  if (modal.history.length <= 1) {
    closeModal(config)
    return
  }
  config.store.setState({
    modal: { ...modal, history: modal.history.slice(0, -1) },
    attempt: { status: 'idle' },
    switchError: undefined,
  })
}
