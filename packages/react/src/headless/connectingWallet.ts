import type { Config } from '@latch/core'
import type { HeadlessWallet } from './toHeadlessWallet.js'

type Entry = { wallet: HeadlessWallet | undefined; listeners: Set<() => void> }

// Shared by every `useAppKitWallets` of an instance, as AppKit's is: the list's rows and the
// site's QR dialog read the same wallet. Not in Latch's state, which the modal's views own.
const entries = new WeakMap<Config, Entry>()

function entryOf(config: Config): Entry {
  let entry = entries.get(config)
  if (!entry) {
    entry = { wallet: undefined, listeners: new Set() }
    entries.set(config, entry)
  }
  return entry
}

/** The wallet a headless `connect` is connecting, until it connects, fails or is reset. */
export function getConnectingWallet(config: Config): HeadlessWallet | undefined {
  return entries.get(config)?.wallet
}

export function setConnectingWallet(config: Config, wallet: HeadlessWallet | undefined): void {
  const entry = entryOf(config)
  if (entry.wallet === wallet) return
  entry.wallet = wallet
  for (const listener of entry.listeners) listener()
}

export function watchConnectingWallet(config: Config, onChange: () => void): () => void {
  const { listeners } = entryOf(config)
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}
