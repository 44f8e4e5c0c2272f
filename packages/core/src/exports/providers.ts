// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  createEip1193Events,
  type Eip1193Events,
  type Eip1193Listener,
} from '../providers/createEip1193Events.js'
export { parseHexChainId } from '../providers/parseHexChainId.js'
export {
  ProviderRpcError,
  type ProviderRpcErrorType,
  providerRpcErrorCodes,
} from '../providers/providerRpcError.js'
export {
  type Eip1193Options,
  type Eip1193Provider,
  type Eip1193Wallet,
  toEip1193Provider,
} from '../providers/toEip1193Provider.js'
