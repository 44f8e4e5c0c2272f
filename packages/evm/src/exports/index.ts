// biome-ignore lint/performance/noBarrelFile: entrypoint module (the name's sanitizer is core's now, shared with WalletConnect, and still offered here)
export { maximumWalletNameLength, sanitizeWalletName } from '@latch/core'
export { type CreateEvmAdapterParameters, createEvmAdapter } from '../createEvmAdapter.js'
export {
  maximumIconLength,
  sanitizeRdns,
  sanitizeUuid,
  sanitizeWalletIcon,
} from '../discovery/sanitizeWalletInfo.js'
export { injectedConnectorId, watchBrowserWallets } from '../discovery/watchBrowserWallets.js'
export { getErrorCode, toCoreError } from '../errors/toCoreError.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderInfo,
} from '../types/eip1193.js'
