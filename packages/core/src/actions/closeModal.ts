import type { Config } from '../config/createConfig.js'

/** Closes the modal and clears its history. */
export function closeModal(config: Config): void {
  if (config.store.getState().modal.status === 'closed') return
  config.store.setState({
    modal: { status: 'closed', history: [] },
    attempt: { status: 'idle' },
    notice: undefined,
  })
  config.emit('MODAL_CLOSE')
}
