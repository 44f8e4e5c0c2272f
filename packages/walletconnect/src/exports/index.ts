// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  createEip1193Provider,
  type Eip1193Provider,
  type Eip1193Session,
  ProviderRpcError,
} from '../connector/createEip1193Provider.js'
export { createSolanaProvider, type SolanaProvider } from '../connector/createSolanaProvider.js'
export {
  createWalletConnectConnector,
  expiryCheckMs,
  proposalTtlMs,
  uriRefreshMarginMs,
  type WalletConnectConnector,
} from '../connector/createWalletConnectConnector.js'
export { sessionAccounts, sessionChains } from '../connector/sessionAccounts.js'
export {
  type ConnectParameters,
  type CreateWalletConnectClientParameters,
  createWalletConnectClient,
  type RequestParameters,
  type WalletConnectClient,
} from '../createWalletConnectClient.js'
export {
  ConnectAbortedError,
  InvalidSendCallsError,
  MissingRpcUrlError,
  NoSessionError,
  ProposalExpiredError,
  ProposalRejectedError,
  RpcRequestError,
} from '../errors.js'
export { requestRpc, rpcTimeoutMs } from '../rpc/requestRpc.js'
export type {
  NamespaceRequest,
  NamespaceRequests,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '../types.js'
export { validateSendCalls } from '../validateSendCalls.js'
