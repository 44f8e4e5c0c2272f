// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type FakeEmbeddedWalletSteps,
  fakeEmbeddedWallet,
} from '../core/fakeEmbeddedWallet.js'
export { installConnector } from '../core/installConnector.js'
export {
  type MockAdapter,
  type MockAdapterFeatures,
  type MockAdapterParameters,
  memoryStorage,
  mockAccounts,
  mockAdapter,
  mockConnector,
} from '../core/mockAdapter.js'
export {
  type MockEmailUpdateBridgeParameters,
  mockEmailUpdateBridge,
} from '../core/mockEmailUpdateBridge.js'
export { quietSolanaAdapter } from '../core/quietSolanaAdapter.js'
