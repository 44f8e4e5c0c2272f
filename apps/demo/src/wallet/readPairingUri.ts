/**
 * A pairing URI handed to this page in its own address, as `?uri=wc:…` or `#uri=wc:…` (the
 * fragment never reaches a server log). Returns `undefined` when there is none.
 */
export function readPairingUri(location: { search: string; hash: string }): string | undefined {
  const fromQuery = new URLSearchParams(location.search).get('uri')
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('uri')
  const uri = (fromQuery ?? fromHash)?.trim()
  return uri?.startsWith('wc:') ? uri : undefined
}
