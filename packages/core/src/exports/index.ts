// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { closeModal } from '../actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
  recentWalletsLimit,
} from '../actions/connect.js'
export {
  type ConnectDeviceParameters,
  connectDevice,
} from '../actions/connectDevice.js'
export { type ConnectEmailParameters, connectEmail } from '../actions/connectEmail.js'
export { type ConnectOtpParameters, connectOtp } from '../actions/connectOtp.js'
export {
  DisconnectError,
  type DisconnectErrorType,
  type DisconnectParameters,
  disconnect,
} from '../actions/disconnect.js'
export {
  balanceCacheMs,
  type FetchBalanceParameters,
  fetchBalance,
} from '../actions/fetchBalance.js'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/getAccount.js'
export { type GetModalStateReturnType, getModalState } from '../actions/getModalState.js'
export {
  type GetNetworkParameters,
  type GetNetworkReturnType,
  getNetwork,
} from '../actions/getNetwork.js'
export {
  type GetWalletInfoParameters,
  type GetWalletInfoReturnType,
  getWalletInfo,
  type WalletInfo,
} from '../actions/getWalletInfo.js'
export { goBack } from '../actions/goBack.js'
export {
  loadSuggestedWallets,
  loadWalletsPage,
  recommendedWalletsCount,
  walletPageSize,
} from '../actions/loadWallets.js'
export { mount } from '../actions/mount.js'
export { type OpenModalParameters, openModal } from '../actions/openModal.js'
export { pushView } from '../actions/pushView.js'
export { reconnect } from '../actions/reconnect.js'
export { replaceView } from '../actions/replaceView.js'
export { searchDebounceMs, searchEntries, searchWallets } from '../actions/searchWallets.js'
export { setLocale } from '../actions/setLocale.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
export { type UpdateEmailParameters, updateEmail } from '../actions/updateEmail.js'
export {
  type UpdateEmailPrimaryOtpParameters,
  updateEmailPrimaryOtp,
} from '../actions/updateEmailPrimaryOtp.js'
export {
  type UpdateEmailSecondaryOtpParameters,
  updateEmailSecondaryOtp,
} from '../actions/updateEmailSecondaryOtp.js'
export { type WatchAccountParameters, watchAccount } from '../actions/watchAccount.js'
export {
  type WatchModalStateParameters,
  watchModalState,
} from '../actions/watchModalState.js'
export { type WatchNetworkParameters, watchNetwork } from '../actions/watchNetwork.js'
export { watchState } from '../actions/watchState.js'
export {
  type WatchWalletInfoParameters,
  watchWalletInfo,
} from '../actions/watchWalletInfo.js'
export type {
  AdapterSentTransfer,
  AdapterTransfer,
  AdapterTransferOutcome,
  AdapterTransferParameters,
} from '../adapters/adapterTransfer.js'
export {
  type Adapter,
  type AdapterBalance,
  type AdapterConnection,
  type AdapterContext,
  createAdapter,
} from '../adapters/createAdapter.js'
export { getAllowedOrigins } from '../api/getAllowedOrigins.js'
export { getAnalyticsConfig } from '../api/getAnalyticsConfig.js'
export { type GetWalletsParameters, getWallets } from '../api/getWallets.js'
export { walletImageUrl } from '../api/walletImageUrl.js'
export { type Config, createConfig } from '../config/createConfig.js'
export {
  type ConnectorContext,
  createConnector,
  type MultiNamespaceConnector,
} from '../connectors/createConnector.js'
export {
  ApiNotConfiguredError,
  type ApiNotConfiguredErrorType,
  ApiResponseError,
  type ApiResponseErrorType,
  ApiUnavailableError,
  type ApiUnavailableErrorType,
} from '../errors/api.js'
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export { InvalidCaipIdError, type InvalidCaipIdErrorType } from '../errors/caip.js'
export {
  AdapterNotFoundError,
  type AdapterNotFoundErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
} from '../errors/chain.js'
export {
  ChainNotAddedError,
  type ChainNotAddedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  NoAccountsError,
  type NoAccountsErrorType,
  RequestPendingError,
  type RequestPendingErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletRequestError,
  type WalletRequestErrorType,
} from '../errors/connect.js'
export {
  EmailLoginError,
  type EmailLoginErrorCode,
  type EmailLoginErrorType,
  EmbeddedWalletNotFoundError,
  type EmbeddedWalletNotFoundErrorType,
  InvalidEmailError,
  type InvalidEmailErrorType,
  LoginChallengeRequiredError,
  type LoginChallengeRequiredErrorType,
  SameEmailError,
  type SameEmailErrorType,
} from '../errors/embedded.js'
export { InvalidOptionsError, type InvalidOptionsErrorType } from '../errors/options.js'
export { InvalidOriginError, type InvalidOriginErrorType } from '../errors/origin.js'
export { toMessageKey } from '../errors/toMessageKey.js'
export type { LatchEvent, LatchEventName } from '../events/events.js'
export { createI18n, type I18n, type I18nCatalogue } from '../i18n/createI18n.js'
export type { MessageKey } from '../i18n/messageKey.js'
export type { AppKitOptions } from '../options/appKitOptions.js'
export type {
  ConnectMethod,
  ConnectorTypeOrderEntry,
  CustomWallet,
  Features,
  MessageOverrides,
  Metadata,
  Options,
  ThemeVariables,
  WalletFeature,
} from '../options/options.js'
export { validateOptions } from '../options/validateOptions.js'
export { isOriginAllowed } from '../origins/isOriginAllowed.js'
export { toOriginPattern } from '../origins/toOriginPattern.js'
export type {
  ChainTransaction,
  GetBalancesResponse,
  GetHistoryResponse,
  GetNftsResponse,
  NftItem,
  TokenBalance,
  TokenQuantity,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../protocol/chainData.js'
export {
  type FrameAccountType,
  type FrameErrorCode,
  type FrameErrorMessages,
  type FrameErrorPayload,
  type FrameErrorReply,
  type FrameMessage,
  type FramePendingEvent,
  type FramePendingStage,
  type FrameReadyEvent,
  type FrameRequest,
  type FrameRequestPayloads,
  type FrameRequestType,
  type FrameSocialProvider,
  type FrameSuccessPayloads,
  type FrameSuccessReply,
  type FrameToAppMessage,
  type FrameUser,
  frameLoadTimeoutMs,
  frameReadyDelayMs,
  frameRequestTimeoutMs,
} from '../protocol/frameMessages.js'
export {
  type AnalyticsBatch,
  type ApiErrorBody,
  type ApiErrorCode,
  type BadgeType,
  type GetAnalyticsConfigResponse,
  type GetOriginsResponse,
  type GetWalletsQuery,
  type GetWalletsResponse,
  type InjectedId,
  type WalletListEntry,
  walletApiLimits,
} from '../protocol/walletApi.js'
export { cookieStorage } from '../storage/cookieStorage.js'
export { cookieToInitialState } from '../storage/cookieToInitialState.js'
export type { LatchStorageArea } from '../storage/createStorage.js'
export type { InitialState, StoredChain } from '../storage/initialState.js'
export type { Connector, ConnectorType } from '../types/connector.js'
export {
  authConnectorId,
  type ConnectEmailAction,
  type ConnectOtpAction,
  type EmbeddedWalletConnector,
  type FarcasterUri,
  type UpdateEmailAction,
} from '../types/embeddedWallet.js'
export type { CaipAddress, CaipNetworkId, Namespace, Network } from '../types/network.js'
export type {
  SiweConfig,
  SiweCreateMessageParameters,
  SiweMessageParameters,
  SiweSession,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageParameters,
  SiwxSession,
  SiwxState,
  SiwxStatus,
} from '../types/siwx.js'
export type {
  AccountState,
  Alert,
  BalanceStatus,
  ChainState,
  ConnectAttempt,
  ConnectionStatus,
  FetchStatus,
  ModalState,
  NetworkState,
  Notice,
  State,
  WalletListState,
} from '../types/state.js'
export type { RouteEntry, View } from '../types/view.js'
export {
  type PairingState,
  type WalletConnectConnector,
  walletConnectConnectorId,
} from '../types/walletConnect.js'
export { formatBalance } from '../utils/formatBalance.js'
export { isCaipNetworkId } from '../utils/isCaipNetworkId.js'
export { isEmail } from '../utils/isEmail.js'
export { type ParseCaipAddressErrorType, parseCaipAddress } from '../utils/parseCaipAddress.js'
export {
  type ParseCaipNetworkIdErrorType,
  parseCaipNetworkId,
} from '../utils/parseCaipNetworkId.js'
export { maximumWalletNameLength, sanitizeWalletName } from '../utils/sanitizeWalletName.js'
export { type ToCaipAddressErrorType, toCaipAddress } from '../utils/toCaipAddress.js'
export { type ToCaipNetworkIdErrorType, toCaipNetworkId } from '../utils/toCaipNetworkId.js'
export { type NetworkInput, toNetwork, type ViemChain } from '../utils/toNetwork.js'
export { truncateAddress } from '../utils/truncateAddress.js'
export {
  browserWalletConnectMethodsOrder,
  defaultConnectMethodsOrder,
  type GetConnectMethodsOrderParameters,
  getConnectMethodsOrder,
} from '../walletList/getConnectMethodsOrder.js'
export {
  defaultConnectorTypeOrder,
  type GetWalletSectionsParameters,
  getWalletSections,
  isExcluded,
  type WalletItem,
  type WalletSection,
} from '../walletList/getWalletSections.js'
export { toRegistryWalletItem } from '../walletList/toRegistryWalletItem.js'
