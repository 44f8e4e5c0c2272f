// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type DevSocialProvider, devSocialProviders } from '../identity/devSocialProvider'
export { devSocialProviderSettings } from '../identity/devSocialProviderSettings'
export type { SocialProviderSettings } from '../identity/socialProviderSettings'
export {
  type IdentityProvider,
  type StartIdentityProviderOptions,
  startIdentityProvider,
} from '../identity/startIdentityProvider'
export {
  type TestIdentity,
  type TestIdentityKey,
  testIdentities,
} from '../identity/testIdentities'
export {
  latchCollectionAbi,
  latchItemsAbi,
  latchMulticall3Abi,
  latchTokenAbi,
} from '../node/abis'
export { type CompiledContract, type CompiledContracts, compile } from '../node/compile'
export {
  type DeployContractsOptions,
  deployContracts,
} from '../node/deployContracts'
export { devAccounts, devMnemonic } from '../node/devAccounts'
export type {
  DevnetAccount,
  DevnetChain,
  DevnetCollection,
  DevnetEvmHoldings,
  DevnetEvmSeed,
  DevnetFarcasterAccount,
  DevnetIdRegistry,
  DevnetManifest,
  DevnetToken,
  DevnetTransfer,
  SolanaDevnet,
  SolanaDevnetAccount,
  SolanaDevnetNft,
  SolanaDevnetSplToken,
} from '../node/manifest'
export { readLamports, readSplBalance } from '../node/readSolanaBalances'
export {
  devFarcasterProfiles,
  firstDevFid,
  type RegisterFarcasterAccountsOptions,
  registerFarcasterAccounts,
} from '../node/registerFarcasterAccounts'
export { seedSolana } from '../node/seedSolana'
export { seedSolanaNfts } from '../node/seedSolanaNfts'
export { solanaDevAccounts } from '../node/solanaDevAccounts'
export {
  type AnvilProcess,
  type SpawnAnvilOptions,
  spawnAnvil,
} from '../node/spawnAnvil'
export {
  type Devnet,
  type DevnetChainConfig,
  defaultDevnetChains,
  defaultManifestPath,
  type StartDevnetOptions,
  startDevnet,
} from '../node/startDevnet'
export {
  defaultSolanaLamports,
  isSurfpoolInstalled,
  rpc as solanaRpc,
  type SolanaNode,
  type StartSolanaOptions,
  SurfpoolUnavailableError,
  startSolana,
  surfpoolPackage,
} from '../node/startSolana'
