// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type CreateEvmAdapterParameters, createEvmAdapter } from '../createEvmAdapter.js'
export {
  maximumIconLength,
  maximumWalletNameLength,
  sanitizeRdns,
  sanitizeUuid,
  sanitizeWalletIcon,
  sanitizeWalletName,
} from '../discovery/sanitizeWalletInfo.js'
export { injectedConnectorId, watchBrowserWallets } from '../discovery/watchBrowserWallets.js'
export { getErrorCode, toCoreError } from '../errors/toCoreError.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderInfo,
} from '../types/eip1193.js'
