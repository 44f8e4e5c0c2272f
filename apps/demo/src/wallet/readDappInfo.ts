import { isSafeIconUrl } from './isSafeIconUrl.js'

/** What the wallet shows about a peer: never more than its metadata claims, cut to size. */
export type DappInfo = {
  name: string
  url: string
  /** The first icon that is safe to load, if any. */
  icon: string | undefined
}

const text = (value: unknown, fallback: string, maximum: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, maximum) : fallback

/** Reads a peer's WalletConnect metadata, which arrives from the relay and is not trusted. */
export function readDappInfo(metadata: unknown): DappInfo {
  const record = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<
    string,
    unknown
  >
  const icons = Array.isArray(record.icons) ? record.icons.slice(0, 8) : []
  return {
    name: text(record.name, 'Unnamed dapp', 80),
    url: text(record.url, 'unknown origin', 200),
    icon: icons.find(isSafeIconUrl),
  }
}
