import type { DevWalletChain } from './devWalletTypes'

/** What survives a page reload, like the state of a real extension. */
export type DevWalletState = {
  /** Origins the user connected. */
  origins: string[]
  accountIndex: number
  chainId: number | undefined
  /** Chain ids the wallet knows (added by default, by the dapp or by the user). */
  knownChainIds: number[]
  /** Chains a dapp added that are not in the wallet's options (their RPC comes from the dapp). */
  addedChains: DevWalletChain[]
}

export const devWalletStorageKey = 'latch-devwallet.authorized'

const emptyState = (): DevWalletState => ({
  origins: [],
  accountIndex: 0,
  chainId: undefined,
  knownChainIds: [],
  addedChains: [],
})

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value)

const isChain = (value: unknown): value is DevWalletChain => {
  const chain = value as DevWalletChain | null
  return (
    typeof chain === 'object' &&
    chain !== null &&
    isNumber(chain.chainId) &&
    typeof chain.name === 'string' &&
    typeof chain.rpcUrl === 'string'
  )
}

/** Reads the saved state; anything missing or malformed falls back to a fresh wallet. */
export function loadDevWalletState(key: string): DevWalletState {
  const state = emptyState()
  let raw: string | null = null
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null
  } catch {
    // Storage can be disabled (sandboxed iframes, privacy settings): keep the wallet in memory.
  }
  if (!raw) return state
  try {
    const saved = JSON.parse(raw) as Partial<Record<keyof DevWalletState, unknown>>
    if (Array.isArray(saved.origins)) {
      state.origins = saved.origins.filter((origin) => typeof origin === 'string')
    }
    if (isNumber(saved.accountIndex)) state.accountIndex = saved.accountIndex
    if (isNumber(saved.chainId)) state.chainId = saved.chainId
    if (Array.isArray(saved.knownChainIds))
      state.knownChainIds = saved.knownChainIds.filter(isNumber)
    if (Array.isArray(saved.addedChains)) state.addedChains = saved.addedChains.filter(isChain)
  } catch {
    // A corrupt entry is ignored rather than breaking the page.
  }
  return state
}

export function saveDevWalletState(key: string, state: DevWalletState) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(state))
  } catch {
    // See loadDevWalletState.
  }
}
