import { type Config, loadSuggestedWallets } from '@latch/core'

const requested = new WeakSet<Config>()

/**
 * Asks the server for the Connect view's suggested wallets, once per page load: on the first
 * sign of intent (the Connect button hovered, focused or pressed) or when the view shows,
 * whichever comes first, so the rows are often there with the dialog. Without a server the list
 * is local only.
 */
export function requestSuggestedWallets(config: Config): void {
  if (!config.options.apiUrl || requested.has(config)) return
  requested.add(config)
  void loadSuggestedWallets(config)
}
