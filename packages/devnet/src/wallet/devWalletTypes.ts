import type { DevnetAccount } from '../node/manifest'

export type DevWalletChain = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

export type DevWalletOptions = {
  accounts: DevnetAccount[]
  /** Chains the dapp may use. Only the first is known to the wallet until the dapp adds others. */
  chains: DevWalletChain[]
  /** Chains the wallet can be switched to from its own UI although the dapp does not offer them. */
  extraChains?: DevWalletChain[]
  /** Chain ids (of `chains` or `extraChains`) that count as already added, besides the first. */
  knownChainIds?: number[]
  /** Also set `window.ethereum` when nothing else did. Default true. */
  injectWindowEthereum?: boolean
  name?: string
  rdns?: string
  /** Approve every prompt without showing it (scripts). Default false. */
  autoApprove?: boolean
}

export type DevWalletRequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export type DevWalletListener = (payload: unknown) => void

/** The EIP-1193 provider of the dev wallet. */
export type DevWalletProvider = {
  readonly isLatchDevWallet: true
  request(args: DevWalletRequestArguments): Promise<unknown>
  on(event: string, listener: DevWalletListener): DevWalletProvider
  removeListener(event: string, listener: DevWalletListener): DevWalletProvider
}

/** EIP-6963 provider info. */
export type DevWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** Remote control for tests and scripts; also exposed as `window.__latchDevWallet`. */
export type DevWalletHandle = {
  provider: DevWalletProvider
  info: DevWalletInfo
  /** Selects a dev account, as if the user picked it in the wallet (emits accountsChanged). */
  selectAccount(index: number): void
  /** Switches chain as if the user did it in the wallet UI, for any configured chain. */
  switchChain(chainId: number): void
  /** Disconnects this site, as the wallet's "Disconnect" button does. */
  disconnect(): void
  /** Approves the prompt on screen; throws when there is none. */
  approve(): void
  /** Rejects the prompt on screen; throws when there is none. */
  reject(): void
  /** How many prompts are waiting (including the one on screen). */
  pending(): number
  /** Removes the UI and listeners (tests install several wallets one after the other). */
  uninstall(): void
}

declare global {
  interface Window {
    __latchDevWallet?: DevWalletHandle
  }
}
