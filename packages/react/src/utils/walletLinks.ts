/** Schemes a wallet's link may never use, whatever the registry says. */
const forbiddenSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/**
 * A wallet's app link with the pairing URI (the WalletConnect deep-link convention): an https
 * universal link or a custom scheme gets `wc?uri=…` appended. Returns undefined for a link
 * that is not a plain https URL or a harmless custom scheme.
 *
 * @example
 * toWalletConnectLink('metamask://', uri) // 'metamask://wc?uri=wc%3A…'
 * toWalletConnectLink('https://link.trustwallet.com', uri) // 'https://link.trustwallet.com/wc?uri=…'
 */
export function toWalletConnectLink(appLink: string | null | undefined, uri: string) {
  if (!appLink || appLink.length > 512) return undefined
  const encoded = encodeURIComponent(uri)
  let url: URL
  try {
    url = new URL(appLink.includes(':') ? appLink : `${appLink}://`)
  } catch {
    return undefined
  }
  if (forbiddenSchemes.has(url.protocol) || url.protocol === 'http:') return undefined
  const base = appLink.includes('://') ? appLink : `${appLink.replace(/:$/, '')}://`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
