import type { BadgeType, InjectedId, WalletListEntry } from '../protocol/walletApi.js'

const idPattern = /^[A-Za-z0-9._:-]{1,128}$/
const text = (value: unknown, maximum = 512) =>
  typeof value === 'string' && value.length <= maximum ? value : null
const https = (value: unknown) => {
  const link = text(value, 2048)
  return link?.startsWith('https://') ? link : null
}
// Deep links may use a wallet's own scheme (`metamask://`), never a dangerous one.
const forbiddenSchemes = /^(javascript|data|vbscript|file|blob|about):/i
const deepLink = (value: unknown) => {
  const link = text(value, 2048)
  if (!link) return null
  return /^[a-z][a-z0-9+.-]*:/i.test(link) && !forbiddenSchemes.test(link) ? link : null
}

/**
 * Checks one wallet from the server against the contract. The server is ours, but a registry
 * import is data from elsewhere, so a malformed entry is dropped and unsafe links are removed.
 */
export function parseWalletListEntry(value: unknown): WalletListEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const entry = value as Record<string, unknown>
  const id = text(entry.id, 128)
  const name = text(entry.name, 128)
  if (!id || !idPattern.test(id) || !name) return undefined
  const imageId = text(entry.image_id, 128)
  const chains = Array.isArray(entry.chains)
    ? entry.chains.filter(
        (chain): chain is string => typeof chain === 'string' && chain.length <= 80,
      )
    : []
  const injected = Array.isArray(entry.injected)
    ? entry.injected.filter(
        (item): item is InjectedId =>
          typeof item?.namespace === 'string' && typeof item?.injected_id === 'string',
      )
    : []
  const badge: BadgeType = entry.badge_type === 'certified' ? 'certified' : 'none'
  return {
    id,
    name,
    rdns: text(entry.rdns, 255),
    image_id: imageId && idPattern.test(imageId) ? imageId : null,
    chains,
    mobile_link: deepLink(entry.mobile_link),
    desktop_link: deepLink(entry.desktop_link),
    webapp_link: https(entry.webapp_link),
    homepage: https(entry.homepage),
    app_store: https(entry.app_store),
    play_store: https(entry.play_store),
    chrome_store: https(entry.chrome_store),
    injected,
    badge_type: badge,
  }
}
