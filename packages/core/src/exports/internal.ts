// What Latch's own packages (the modal, the connectors' packages) and their tests use of core,
// and sites do not: state writers, storage keys, the connector context, HTTP plumbing. It may
// change in any release; a site imports `@latch/core`.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { checkAllowedOrigin } from '../actions/checkAllowedOrigin.js'
export { forgetRecentWallet } from '../actions/forgetRecentWallet.js'
export { pushTransactionView } from '../actions/pushTransactionView.js'
export { analyticsFlushMs, startAnalytics } from '../actions/startAnalytics.js'
export { parseWalletListEntry } from '../api/parseWalletListEntry.js'
export { apiTimeoutMs, requestJson } from '../api/requestJson.js'
export { stateFromInitialState } from '../config/stateFromInitialState.js'
export { createConnectorContext } from '../connectors/createConnectorContext.js'
export { getEmbeddedWallet } from '../connectors/getEmbeddedWallet.js'
export { getWalletConnect } from '../connectors/getWalletConnect.js'
export { applyAccounts, applyChain, applyConnection } from '../state/applyConnection.js'
export { getAuthNamespaces } from '../state/getAuthNamespaces.js'
export { isUnsupportedChainShown } from '../state/isUnsupportedChainShown.js'
export { resetChainState } from '../state/resetChainState.js'
export { updateChainState } from '../state/updateChainState.js'
export { createStorage, type LatchStorage, storageKeys } from '../storage/createStorage.js'
export { createStore, type Store } from '../store/createStore.js'
export { timeoutSignal } from '../utils/timeoutSignal.js'
export { warnOnce } from '../utils/warnOnce.js'
