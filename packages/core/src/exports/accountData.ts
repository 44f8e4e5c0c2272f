// The account's chain data (tokens, NFTs, history) and the Account view's tab: an entry of its
// own, so that only the lazy views that show them load it, and core's index carries none of it.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type FetchHistoryParameters, fetchHistory } from '../actions/fetchHistory.js'
export { type FetchNftsParameters, fetchNfts } from '../actions/fetchNfts.js'
export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  tokenBalanceCacheMs,
} from '../actions/fetchTokenBalances.js'
export {
  type CheckedSend,
  checkSend,
  defaultReceiptTimeoutMs,
  estimateSendFee,
  getMaxAmount,
  getSendForm,
  maxPendingTransactions,
  resetSendForm,
  reviewSend,
  SendError,
  type SendTokenParameters,
  sendToken,
  setSendForm,
} from '../actions/sendToken.js'
export { setAccountTab } from '../actions/setAccountTab.js'
export {
  type ChainTransaction,
  chainDataLimits,
  type NftItem,
  type TokenBalance,
  type TransactionOperationType,
  type TransactionStatus,
  type TransactionTransfer,
} from '../protocol/chainData.js'
export {
  encodeTransfer,
  isEvmAddress,
  parseAmount,
} from '../send/evmSend.js'
export type {
  AccountTab,
  AccountTokens,
  PagedList,
  SendState,
  SendStatus,
} from '../types/state.js'
