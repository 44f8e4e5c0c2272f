/**
 * Removes a pairing URI from the address bar once it was read: its symmetric key should not stay
 * in the history, and a reload must not retry a URI that is already used.
 */
export function forgetPairingUri(): void {
  const url = new URL(location.href)
  url.searchParams.delete('uri')
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  hash.delete('uri')
  url.hash = hash.size > 0 ? hash.toString() : ''
  history.replaceState(history.state, '', url)
}
