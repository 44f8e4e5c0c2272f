/**
 * The relay this wallet talks to: `?relayUrl=` when it is a `ws:`/`wss:` URL, otherwise the Latch
 * server's `/relay` (the dapp side uses the same server, so both tabs meet there by default).
 */
export function readRelayUrl(apiUrl: string, search: string): string {
  const override = new URLSearchParams(search).get('relayUrl')
  if (override) {
    try {
      const url = new URL(override)
      if (url.protocol === 'ws:' || url.protocol === 'wss:') return url.href
    } catch {
      // An unusable override falls back to the default rather than leaving the page dead.
    }
  }
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`
  url.search = ''
  url.hash = ''
  return url.href
}
