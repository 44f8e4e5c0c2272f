// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  FrameLoadError,
  type FrameLoadErrorType,
  FrameNotSetError,
  type FrameNotSetErrorType,
  FrameRequestAbortedError,
  type FrameRequestAbortedErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameRequestTimeoutError,
  type FrameRequestTimeoutErrorType,
  frameErrorMessages,
  InvalidFrameOriginError,
  type InvalidFrameOriginErrorType,
} from '../errors.js'
export {
  type AuthConnector,
  approvalRpcMethods,
  createAuthConnector,
  notAllowedNoticeDelayMs,
} from '../host/createAuthConnector.js'
export {
  type AuthEip1193Provider,
  type AuthEip1193Wallet,
  createAuthEip1193Provider,
} from '../host/createAuthEip1193Provider.js'
export {
  type AuthSolanaProvider,
  type AuthSolanaWallet,
  createAuthSolanaProvider,
} from '../host/createAuthSolanaProvider.js'
export {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
  type FrameRequestOptions,
  frameOtherRequestTimeoutMs,
  interactiveRequestCapMs,
  timedFrameRequestTypes,
  unansweredTimeoutsBeforeRebuild,
} from '../host/createFrameClient.js'
export {
  ProviderRpcError,
  type ProviderRpcErrorType,
  providerRpcErrorCodes,
} from '../host/providerRpcError.js'
export {
  type SyncFrameWithModalParameters,
  syncFrameWithModal,
} from '../host/syncFrameWithModal.js'
export { isSafeRpcMethod, safeRpcMethods } from '../rpc/safeRpcMethods.js'
