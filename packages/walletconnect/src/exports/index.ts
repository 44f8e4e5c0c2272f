// biome-ignore lint/performance/noBarrelFile: entrypoint module
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
} from '../errors.js'
export type {
  NamespaceRequest,
  NamespaceRequests,
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectSession,
} from '../types.js'
export { validateSendCalls } from '../validateSendCalls.js'
