import { type Connector, sanitizeWalletName } from '@latch/core'
import type { Eip1193Provider } from '../types/eip1193.js'
import { sanitizeRdns, sanitizeUuid, sanitizeWalletIcon } from './sanitizeWalletInfo.js'

type Announced = {
  uuid: string
  rdns: string
  name: string
  icon?: string | undefined
  provider: Eip1193Provider
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

/** The generic entry for a legacy `window.ethereum` that did not announce itself. */
export const injectedConnectorId = 'injected'

/**
 * Watches the page's browser wallets: every EIP-6963 announcement plus a legacy
 * `window.ethereum` that is not also announced. Providers are captured when they appear, so a
 * script that swaps `window.ethereum` later cannot redirect requests (SECURITY.md T13).
 * Announcements are claims: a repeated uuid is ignored, and a repeated rdns is kept but flagged.
 */
export function watchBrowserWallets(
  target: Window,
  onChange: (connectors: Connector[]) => void,
): () => void {
  const announced: Announced[] = []
  let legacy: Eip1193Provider | undefined

  const build = (): Connector[] => {
    const rdnsCount = new Map<string, number>()
    for (const wallet of announced)
      rdnsCount.set(wallet.rdns, (rdnsCount.get(wallet.rdns) ?? 0) + 1)
    const seenRdns = new Map<string, number>()
    const connectors: Connector[] = announced.map((wallet) => {
      const index = (seenRdns.get(wallet.rdns) ?? 0) + 1
      seenRdns.set(wallet.rdns, index)
      const isDuplicate = (rdnsCount.get(wallet.rdns) ?? 0) > 1
      return {
        // The rdns is stable across page loads (the uuid is not), so it is what gets stored.
        id: index === 1 ? wallet.rdns : `${wallet.rdns}#${index}`,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: wallet.icon,
        info: { rdns: wallet.rdns, uuid: wallet.uuid },
        warning: isDuplicate ? 'duplicate_rdns' : undefined,
        provider: wallet.provider,
      }
    })
    if (legacy && !announced.some((wallet) => wallet.provider === legacy))
      connectors.push({
        id: injectedConnectorId,
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        provider: legacy,
      })
    return connectors
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as
      | { info?: Record<string, unknown>; provider?: unknown }
      | undefined
    const info = detail?.info
    const provider = detail?.provider
    if (!info || !isProvider(provider)) return
    const uuid = sanitizeUuid(info.uuid)
    const rdns = sanitizeRdns(info.rdns)
    const name = sanitizeWalletName(info.name)
    if (!uuid || !rdns || !name) return
    // Wallets announce again on every request; the first claim of a uuid stands.
    if (announced.some((wallet) => wallet.uuid === uuid)) return
    announced.push({ uuid, rdns, name, icon: sanitizeWalletIcon(info.icon), provider })
    onChange(build())
  }

  const checkLegacy = () => {
    const candidate = (target as Window & { ethereum?: unknown }).ethereum
    if (legacy || !isProvider(candidate)) return
    legacy = candidate
    onChange(build())
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.addEventListener('ethereum#initialized', checkLegacy)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  checkLegacy()
  onChange(build())
  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
    target.removeEventListener('ethereum#initialized', checkLegacy)
  }
}
