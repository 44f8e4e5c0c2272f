import type { Config } from '../config/createConfig.js'
import type { RouteEntry } from '../types/view.js'

/** Shows another view in place of the current one; Back skips the replaced view. */
export function replaceView(config: Config, entry: RouteEntry): void {
  const { modal } = config.store.getState()
  if (modal.status !== 'open') return
  config.store.setState({
    modal: { status: 'open', history: [...modal.history.slice(0, -1), entry] },
    switchError: undefined,
  })
}
