import type { Config } from '../config/createConfig.js'

/** Returns to the previous view; closes the modal when there is none. */
export function goBack(config: Config): void {
  const { modal } = config.store.getState()
  if (modal.history.length <= 1) {
    config.store.setState({ modal: { status: 'closed', history: [] } })
    return
  }
  config.store.setState({
    modal: { ...modal, history: modal.history.slice(0, -1) },
    attempt: { status: 'idle' },
    switchError: undefined,
  })
}
