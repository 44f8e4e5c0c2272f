import { closeModal } from '../actions/closeModal.js'
import { openModal } from '../actions/openModal.js'
import type { Config } from '../config/createConfig.js'
import { storageKeys } from '../storage/createStorage.js'
import { getAuthNamespaces } from './getAuthNamespaces.js'
import { isUnsupportedChainShown } from './isUnsupportedChainShown.js'

/**
 * Ends a successful email login, once the bridge has applied the wallet's namespaces: records the
 * spec's stored keys (email-login-used flag, email, last email login time), reports it, and closes
 * the modal like `connect` does (or shows UnsupportedChain).
 */
export function completeEmailLogin(config: Config, email: string | undefined): void {
  const { activeNamespace } = config.store.getState()
  const namespaces = getAuthNamespaces(config)
  config.storage.set(storageKeys.emailLoginUsed, 'true')
  if (email) config.storage.set(storageKeys.email, email)
  config.storage.set(storageKeys.lastEmailLoginTime, String(Date.now()))
  config.emit('CONNECT_SUCCESS', { name: 'Email', namespace: namespaces.join(',') })
  if (activeNamespace && isUnsupportedChainShown(config, activeNamespace))
    openModal(config, { view: 'UnsupportedChain' })
  else closeModal(config)
}
