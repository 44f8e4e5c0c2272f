import type { Config } from '../config/createConfig.js'
import type { RouteEntry } from '../types/view.js'

/** Shows another view on top of the current one; Back returns to it. */
export function pushView(config: Config, entry: RouteEntry): void {
  const { modal } = config.store.getState()
  const wasClosed = modal.status === 'closed'
  config.store.setState({
    modal: { status: 'open', history: [...modal.history, entry] },
    switchError: undefined,
  })
  if (wasClosed) config.emit('MODAL_OPEN', { view: entry.view })
}
