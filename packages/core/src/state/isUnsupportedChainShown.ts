import type { Config } from '../config/createConfig.js'
import type { Namespace } from '../types/network.js'

/**
 * The spec's rule (section 2): UnsupportedChain opens when the active network is not requested,
 * network switching is enabled, unsupported chains are not allowed, and basic mode is off.
 */
export function isUnsupportedChainShown(config: Config, namespace: Namespace): boolean {
  const { options } = config
  const chain = config.store.getState().chains[namespace]
  return (
    chain?.account.status === 'connected' &&
    chain.network.isUnsupported &&
    options.enableNetworkSwitch !== false &&
    options.allowUnsupportedChain !== true &&
    options.basic !== true
  )
}
