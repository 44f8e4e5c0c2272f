// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { latchCollectionAbi, latchMulticall3Abi, latchTokenAbi } from '../node/abis'
export type {
  DevnetAccount,
  DevnetChain,
  DevnetManifest,
  DevnetToken,
  SolanaDevnet,
  SolanaDevnetAccount,
} from '../node/manifest'
export type {
  DevWalletChain,
  DevWalletHandle,
  DevWalletInfo,
  DevWalletListener,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletRequestArguments,
} from '../wallet/devWalletTypes'
export { installDevWallet } from '../wallet/installDevWallet'
export { ProviderRpcError } from '../wallet/providerRpcError'
