// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { latchCollectionAbi, latchMulticall3Abi, latchTokenAbi } from '../node/abis'
export { type CompiledContract, type CompiledContracts, compile } from '../node/compile'
export { devAccounts, devMnemonic } from '../node/devAccounts'
export type { DevnetAccount, DevnetChain, DevnetManifest, DevnetToken } from '../node/manifest'
export {
  type Devnet,
  type DevnetChainConfig,
  defaultDevnetChains,
  defaultManifestPath,
  type StartDevnetOptions,
  startDevnet,
} from '../node/startDevnet'
