import { lookup } from 'node:dns/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './isPublicAddress.js'

/** How long a fetch may take, every redirect, the DNS look-ups and the body together. */
const outsideFetchTimeoutMs = 5_000

/** The most redirects followed; each new location is checked as the first URL was. */
const maximumRedirects = 3

/** Why a fetch gave no body. */
type FetchFromOutsideError =
  /** Not http(s), or with a user name or password. */
  | 'unsupported_url'
  /** A port other than the scheme's default (80, 443), outside the trusted origins. */
  | 'refused_port'
  /** The host is, or resolves to, an address that is not public (see `isPublicAddress`). */
  | 'refused_address'
  /** The host name does not resolve. */
  | 'unresolved'
  /** Too many redirects, or one without a usable `Location`. */
  | 'redirect'
  /** An answer other than 200 (or a redirect). */
  | 'status'
  /** The body (declared or streamed) passed `maxBytes`: the connection is cut there. */
  | 'too_large'
  | 'timeout'
  /** The caller's signal aborted. */
  | 'aborted'
  /** The connection failed or broke off. */
  | 'unreachable'

/** Resolves a host name to its addresses (the DNS, in production). */
type ResolveHost = (hostname: string) => Promise<readonly string[]>

/** Parameters of {@link fetchFromOutside}. */
export type FetchFromOutsideParameters = {
  /** An http(s) URL that someone outside chose (an NFT's or a token's image). */
  url: URL
  /** The largest body read; the connection is cut past it. */
  maxBytes: number
  /** The `Accept` header. Defaults to `*\/*`. */
  accept?: string | undefined
  /** Defaults to {@link outsideFetchTimeoutMs}. */
  timeoutMs?: number | undefined
  /**
   * Origins (`scheme://host[:port]`) exempt from the port and address checks. In production this
   * is the operator's IPFS gateway alone (`IPFS_GATEWAY_URL`, which may be a node on the same
   * machine); tests pass the origin of their loopback server. It is a parameter, never read from
   * the environment, so no stray variable can open the guard: only the setting an operator chose
   * for its gateway does. A redirect away from a trusted origin is checked like any other URL.
   */
  trustedOrigins?: readonly string[] | undefined
  /** Defaults to the system resolver (`dns.lookup`, every address). Tests pass their own. */
  resolve?: ResolveHost | undefined
  /** The caller's signal. */
  signal?: AbortSignal | undefined
}

/** The body, or why there is none. */
export type FetchFromOutsideReturnType = { bytes: Uint8Array } | { error: FetchFromOutsideError }

const systemResolve: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

type Target = { hostname: string; address: string; family: 4 | 6 }
type Hop =
  | { bytes: Uint8Array }
  | { location: string | undefined }
  | { error: FetchFromOutsideError }

/**
 * GETs a URL that someone outside chose, guarded against server-side request forgery
 * (SECURITY.md): http(s) only, on the scheme's default port; the host is resolved first and
 * every address it resolves to must be public, and the connection goes to the address that was
 * checked (it is pinned: no second look-up, so no DNS rebinding between check and connect). At
 * most 3 redirects, each checked again from the start. The body is streamed and the connection
 * cut past `maxBytes`; everything together ends after `timeoutMs`. No cookie, credential,
 * referrer or header of a client is sent, and no connection is pooled or reused. The body is
 * returned unjudged: callers sniff it (an image through `prepareImage`, never by its
 * `Content-Type`). Never throws.
 */
export async function fetchFromOutside(
  parameters: FetchFromOutsideParameters,
): Promise<FetchFromOutsideReturnType> {
  const timeout = AbortSignal.timeout(parameters.timeoutMs ?? outsideFetchTimeoutMs)
  const signal = parameters.signal ? AbortSignal.any([parameters.signal, timeout]) : timeout
  const failure = (): FetchFromOutsideError =>
    timeout.aborted ? 'timeout' : signal.aborted ? 'aborted' : 'unreachable'
  const trusted = new Set(parameters.trustedOrigins ?? [])
  const resolve = parameters.resolve ?? systemResolve
  let url = parameters.url
  for (let redirects = 0; ; redirects++) {
    const target = await untilAborted(checkTarget(url, trusted, resolve), signal)
    if (target === undefined) return { error: failure() }
    if ('error' in target) return target
    const hop = await requestOnce({ ...parameters, url, target, signal, failure })
    if (!('location' in hop)) return hop
    const next = toUrl(hop.location, url)
    if (!next || redirects >= maximumRedirects) return { error: 'redirect' }
    url = next
  }
}

/** The address to connect to for `url`, or why there is none. */
async function checkTarget(
  url: URL,
  trusted: ReadonlySet<string>,
  resolve: ResolveHost,
): Promise<Target | { error: FetchFromOutsideError }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: 'unsupported_url' }
  if (url.username !== '' || url.password !== '') return { error: 'unsupported_url' }
  const isTrusted = trusted.has(url.origin)
  // The URL parser drops a default port, so any port left is another one.
  if (!isTrusted && url.port !== '') return { error: 'refused_port' }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: readonly string[]
  if (isIP(hostname) !== 0) addresses = [hostname]
  else {
    try {
      addresses = await resolve(hostname)
    } catch {
      return { error: 'unresolved' }
    }
  }
  const [address] = addresses
  if (address === undefined) return { error: 'unresolved' }
  // Every address, not only the one used: a host that also names a private address is refused.
  if (!isTrusted && !addresses.every(isPublicAddress)) return { error: 'refused_address' }
  const family = isIP(address)
  if (family === 0) return { error: 'unresolved' }
  return { hostname, address, family: family as 4 | 6 }
}

/** One GET to the checked address: the body, a redirect's location, or an error. */
function requestOnce(parameters: {
  url: URL
  target: Target
  maxBytes: number
  accept?: string | undefined
  signal: AbortSignal
  failure: () => FetchFromOutsideError
}): Promise<Hop> {
  const { url, target, maxBytes, signal, failure } = parameters
  const { address, family } = target
  // Connects to the checked address whatever the name; TLS still verifies the name's certificate.
  const pinned = ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as LookupFunction
  return new Promise<Hop>((settle) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
      hostname: target.hostname,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { accept: parameters.accept ?? '*/*', 'accept-encoding': 'identity' },
      agent: false,
      lookup: pinned,
      signal,
    })
    const fail = (error: FetchFromOutsideError) => {
      request.destroy()
      settle({ error })
    }
    request.on('error', () => settle({ error: failure() }))
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && status !== 304) {
        settle({ location: response.headers.location })
        request.destroy()
        return
      }
      if (status !== 200) return fail('status')
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > maxBytes) return fail('too_large')
      const chunks: Buffer[] = []
      let total = 0
      response.on('data', (chunk: Buffer) => {
        total += chunk.length
        if (total > maxBytes) fail('too_large')
        else chunks.push(chunk)
      })
      response.on('end', () => settle({ bytes: new Uint8Array(Buffer.concat(chunks)) }))
      // A body that breaks off (or is cut by the timeout) before its end.
      response.on('close', () => {
        if (!response.complete) settle({ error: failure() })
      })
      response.on('error', () => settle({ error: failure() }))
    })
    request.end()
  })
}

function toUrl(location: string | undefined, base: URL): URL | undefined {
  if (location === undefined) return undefined
  try {
    const url = new URL(location, base)
    url.hash = ''
    return url
  } catch {
    return undefined
  }
}

/** `promise`, or `undefined` once `signal` aborts (a look-up that hangs must not outlive it). */
function untilAborted<value>(
  promise: Promise<value>,
  signal: AbortSignal,
): Promise<value | undefined> {
  if (signal.aborted) return Promise.resolve(undefined)
  return new Promise((settle) => {
    const abort = () => settle(undefined)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort)
        settle(value)
      },
      () => settle(undefined),
    )
  })
}
