import type { MessageKey } from '../i18n/messageKey.js'
import type { ThemeVariables } from '../options/options.js'
import type { ChainTransaction, NftItem, TokenBalance } from '../protocol/chainData.js'
import type { WalletListEntry } from '../protocol/walletApi.js'
import type { Connector } from './connector.js'
import type { CaipAddress, Namespace, Network } from './network.js'
import type { SiwxState } from './siwx.js'
import type { RouteEntry } from './view.js'
import type { PairingState } from './walletConnect.js'

/** Connection status per namespace (spec section 4). */
export type ConnectionStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected'

/** Whether a balance is known: failures are shown as unavailable, never as zero. */
export type BalanceStatus = 'idle' | 'loading' | 'ready' | 'unavailable'

/** Account state of one namespace (spec section 3, "Account state per chain"). */
export type AccountState = {
  status: ConnectionStatus
  connectorId?: string | undefined
  caipAddress?: CaipAddress | undefined
  address?: string | undefined
  allAccounts: readonly string[]
  /** The balance in base units as a decimal string, so the state stays serialisable. */
  balance?: string | undefined
  balanceDecimals?: number | undefined
  balanceSymbol?: string | undefined
  balanceStatus: BalanceStatus
  profileName?: string | undefined
  profileImage?: string | undefined
  addressExplorerUrl?: string | undefined
  /** The login email of an embedded-wallet connection (spec section 3, "Embedded-wallet user"). */
  email?: string | undefined
  /** The provider of a social login's embedded wallet (spec: socialProvider). */
  socialProvider?: string | undefined
  /** The social login's username or name, as the provider gave it. */
  username?: string | undefined
  /** The deep link of a Farcaster sign-in in progress (spec: farcasterUrl); unset once it ends. */
  farcasterUrl?: string | undefined
  /** The Account view's open tab (spec: currentTab); Tokens when unset. */
  currentTab?: AccountTab | undefined
  /** The holdings from the chain-data service (spec: tokenBalance), low-quality tokens left out. */
  tokenBalance?: AccountTokens | undefined
  /** The NFTs, page by page. */
  nfts?: PagedList<NftItem> | undefined
  /** The transactions, newest first, page by page (eip155 only, spec section 9). */
  transactions?: PagedList<ChainTransaction> | undefined
}

/** The Account view's tabs. */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The holdings of one account and where their read stands; `currency` names `value`'s unit. */
export type AccountTokens = {
  /** The account (CAIP-10) the balances belong to. */
  account: CaipAddress
  status: FetchStatus
  balances: readonly TokenBalance[]
  currency?: string | undefined
}

/** A list the chain-data service serves in pages; `next` is the next page's cursor. */
export type PagedList<item> = {
  /** The account (CAIP-10) the items belong to. */
  account: CaipAddress
  status: FetchStatus
  items: readonly item[]
  next?: string | undefined
}

/** Network state of one namespace (spec section 3, "Network state per namespace"). */
export type NetworkState = {
  /** The network the wallet is on; a stand-in built from the chain id when it was not requested. */
  caipNetwork?: Network | undefined
  requestedNetworks: readonly Network[]
  approvedNetworkIds: readonly string[]
  supportsAllNetworks: boolean
  /** True when the wallet is on a network that the site did not request. */
  isUnsupported: boolean
}

/** State kept for one namespace. */
export type ChainState = { account: AccountState; network: NetworkState }

/** The modal's router state; states are strings, never boolean pairs. */
export type ModalState = { status: 'open' | 'closed'; history: readonly RouteEntry[] }

/** The progress of the connection attempt the visitor started from the modal. */
export type ConnectAttempt =
  | { status: 'idle' }
  | { status: 'connecting'; connectorId: string }
  | { status: 'error'; connectorId: string; errorName: string }

/** A banner alert; shown in debug mode only (spec section 2). */
export type Alert = { variant: 'info' | 'error'; messageKey: MessageKey }

/** Where a list from the server stands; failures and slowness are states, never a blank. */
export type FetchStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * The registry wallets (spec section 3, "Wallet store state"): pages of the full list, the
 * featured and recommended wallets, and the current search.
 */
export type WalletListState = {
  status: FetchStatus
  /** The last page loaded, 0 before the first. */
  page: number
  /** How many wallets the server has for this site's filters. */
  count: number
  wallets: readonly WalletListEntry[]
  featured: readonly WalletListEntry[]
  recommended: readonly WalletListEntry[]
  search: { query: string; status: FetchStatus; results: readonly WalletListEntry[]; count: number }
  /** Ids hidden by `excludeWalletIds` or because the wallet is installed and listed already. */
  excludedWallets: readonly string[]
}

/** A message for the visitor over the current view, e.g. a request the wallet refused. */
export type Notice = { variant: 'info' | 'error'; messageKey: MessageKey }

/** Where a send stands: the form, its review, waiting for the wallet and the receipt, the outcome. */
export type SendStatus = 'form' | 'review' | 'sending' | 'success' | 'error'

/**
 * The Send view's state (spec: Send state), kept for one network: a form filled on another
 * network counts as empty, so switching networks resets it.
 */
export type SendState = {
  /** The network (CAIP-2) the form was filled on. */
  chainId: string
  status: SendStatus
  token?: TokenBalance | undefined
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  /** The sent transaction's hash, once the wallet returned it. */
  hash?: string | undefined
  /** Why the send failed, with the message's values (a revert's `reason`, a token's `symbol`). */
  error?: { messageKey: MessageKey; values?: Record<string, string> | undefined } | undefined
}

/** The whole state of one Latch instance. */
export type State = {
  activeNamespace?: Namespace | undefined
  chains: Partial<Record<Namespace, ChainState>>
  connectors: readonly Connector[]
  recentConnectorIds: readonly string[]
  modal: ModalState
  attempt: ConnectAttempt
  themeMode: 'light' | 'dark'
  themeVariables: ThemeVariables
  locale: string
  alert?: Alert | undefined
  /** Shown to every visitor (unlike `alert`); cleared when the modal opens or closes. */
  notice?: Notice | undefined
  /** The last switch attempt's failure, shown in the Networks view. */
  switchError?: string | undefined
  initialized: boolean
  walletList: WalletListState
  /** The WalletConnect pairing of the QR code views. */
  pairing: PairingState
  /** The Send view's form; absent until the visitor fills it. */
  send?: SendState | undefined
  /** The Sign In With X of the active account; absent while SIWX is off or not started. */
  siwx?: SiwxState | undefined
}
