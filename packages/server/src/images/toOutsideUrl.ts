/** The longest source URL fetched; longer ones are not URLs of an image anyone hosts. */
const maximumSourceLength = 2048

// A CID (v0 base58btc or v1 multibase): letters and digits only, so it cannot change the path.
const cidPattern = /^[A-Za-z0-9]{1,128}$/

/**
 * The http(s) URL to fetch for an image's source: an `http:` or `https:` URL as it is (without
 * its fragment), or an `ipfs://<CID>/<path>` (also the older `ipfs://ipfs/<CID>/<path>`) as
 * `<ipfsGatewayUrl>/ipfs/<CID>/<path>` on the operator's gateway. `undefined` for any other
 * scheme, for a URL carrying user name or password (the server sends no credentials), and for
 * anything that does not parse. Whether the host may be reached is `fetchFromOutside`'s question.
 */
export function toOutsideUrl(source: string, ipfsGatewayUrl: string): URL | undefined {
  if (source.length > maximumSourceLength) return undefined
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return undefined
  }
  url.hash = ''
  if (url.username !== '' || url.password !== '') return undefined
  if (url.protocol === 'http:' || url.protocol === 'https:') return url
  if (url.protocol !== 'ipfs:') return undefined
  // Parsing has already resolved `.` and `..` (also percent-encoded) within the path.
  let cid = url.hostname
  let path = url.pathname
  if (cid === 'ipfs') {
    const [, first = '', ...rest] = path.split('/')
    cid = first
    path = rest.length > 0 ? `/${rest.join('/')}` : ''
  }
  if (!cidPattern.test(cid)) return undefined
  const gateway = new URL(ipfsGatewayUrl)
  const prefix = `${gateway.pathname.replace(/\/+$/, '')}/ipfs/${cid}`
  const mapped = new URL(`${prefix}${path}${url.search}`, gateway.origin)
  // The path stays under the CID's: nothing may reach the gateway's other endpoints.
  if (mapped.pathname !== prefix && !mapped.pathname.startsWith(`${prefix}/`)) return undefined
  return mapped
}
