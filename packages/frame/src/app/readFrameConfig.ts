import { BaseError } from '@latch/core'

/** The meta element that carries the Latch API's base URL; the server fills it in. */
const apiUrlMetaName = 'latch-api-url'
/** The meta element that carries the project's allowed origins as a JSON array of strings. */
const allowedOriginsMetaName = 'latch-allowed-origins'

// The server's project id rule (packages/server/src/http/idPattern.ts).
const projectIdPattern = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The meta element that carries the chains the frame serves, a JSON object from CAIP-2 chain id
 * to the URL the frame calls it at: the Latch server's proxy to the operator's upstream
 * (`https://api…/rpc/v1/eip155:1?projectId=…`), so that no upstream URL or API key reaches the
 * browser. The server fills it from its own configuration, never from anything the app sends
 * (SECURITY.md T30, T33).
 */
const rpcUrlsMetaName = 'latch-rpc-urls'

const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** What the frame app starts with: the page's metas and the frame source parameters. */
export type FrameConfig = {
  /** The Latch API's base URL, without a trailing slash. */
  apiUrl: string
  /** The project's allowed origins, as the server computed them for `frame-ancestors`. */
  allowedOrigins: readonly string[]
  /** The chains the frame serves: CAIP-2 chain id → the URL it calls them at (the server's proxy). */
  rpcUrls: Readonly<Record<string, string>>
  projectId: string
  /** The app's network when it attached the frame: a number for digits only, else a string. */
  chainId: string | number | undefined
  /** The SDK's version (the `version` source parameter), for logs. */
  sdkVersion: string | undefined
  /** Log what the frame does to the console (the `enableLogger` source parameter). */
  enableLogger: boolean
}

/** Parameters of {@link readFrameConfig}. */
export type ReadFrameConfigParameters = {
  /** The frame page's document, whose metas the server filled in. */
  document: Document
  /** The frame's `location.search`. */
  search: string
}

/** The page or its URL is not what the Latch server serves: the frame does not start. */
export class FrameConfigError extends BaseError {
  override name = 'FrameConfigError'
}

function readMeta(document: Document, name: string): string {
  const metas = document.querySelectorAll(`meta[name="${name}"]`)
  if (metas.length !== 1)
    throw new FrameConfigError(`The page must have exactly one <meta name="${name}">.`)
  return metas[0]?.getAttribute('content') ?? ''
}

function readApiUrl(document: Document): string {
  const value = readMeta(document, apiUrlMetaName)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new FrameConfigError(
      `The ${apiUrlMetaName} meta must be the Latch API's URL; the frame must be served by the Latch server.`,
      { details: JSON.stringify(value) },
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new FrameConfigError(`The ${apiUrlMetaName} meta must be an https: or http: URL.`, {
      details: JSON.stringify(value),
    })
  if (url.username || url.password || url.search || url.hash)
    throw new FrameConfigError(
      `The ${apiUrlMetaName} meta must have no credentials, query or fragment.`,
      { details: JSON.stringify(value) },
    )
  return url.href.replace(/\/+$/, '')
}

function readAllowedOrigins(document: Document): string[] {
  const value = readMeta(document, allowedOriginsMetaName)
  let origins: unknown
  try {
    origins = JSON.parse(value)
  } catch {
    origins = undefined
  }
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string'))
    throw new FrameConfigError(
      `The ${allowedOriginsMetaName} meta must be a JSON array of strings.`,
      { details: value.slice(0, 200) },
    )
  return origins
}

function readRpcUrls(document: Document): Record<string, string> {
  const value = readMeta(document, rpcUrlsMetaName)
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    parsed = undefined
  }
  const fail = () =>
    new FrameConfigError(
      `The ${rpcUrlsMetaName} meta must be a JSON object from CAIP-2 chain ids to http(s) URLs.`,
      { details: value.slice(0, 200) },
    )
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail()
  const rpcUrls: Record<string, string> = Object.create(null)
  for (const [chainId, url] of Object.entries(parsed)) {
    if (!caipNetworkIdPattern.test(chainId) || typeof url !== 'string') throw fail()
    let parsedUrl: URL
    try {
      parsedUrl = new URL(url)
    } catch {
      throw fail()
    }
    if (parsedUrl.protocol !== 'https:' && parsedUrl.protocol !== 'http:') throw fail()
    rpcUrls[chainId] = parsedUrl.href
  }
  return rpcUrls
}

// Digits are an EVM chain id, sent as a number as the app's networks have it; anything else
// (a Solana genesis hash) stays a string. Nothing usable → no network yet.
function readChainId(value: string | null): string | number | undefined {
  if (!value || value.length > 64) return undefined
  if (/^\d+$/.test(value)) {
    const chainId = Number(value)
    return Number.isSafeInteger(chainId) ? chainId : undefined
  }
  return value
}

/**
 * Reads what the frame app needs to start, with no request of its own: the Latch API URL and the
 * project's allowed origins from the metas the server fills in, and the frame source parameters
 * (`projectId`, `chainId`, `version`, `enableLogger`) from the URL.
 *
 * @throws {FrameConfigError} when a meta is missing or malformed, or `projectId` is not an id.
 *
 * @example
 * const config = readFrameConfig({ document, search: location.search })
 */
export function readFrameConfig(parameters: ReadFrameConfigParameters): FrameConfig {
  const { document, search } = parameters
  const query = new URLSearchParams(search)
  const apiUrl = readApiUrl(document)
  const allowedOrigins = readAllowedOrigins(document)
  const rpcUrls = readRpcUrls(document)
  const projectId = query.get('projectId') ?? ''
  if (!projectIdPattern.test(projectId))
    throw new FrameConfigError('The projectId source parameter must be a project id.', {
      details: JSON.stringify(projectId.slice(0, 200)),
    })
  const version = query.get('version')
  return {
    apiUrl,
    allowedOrigins,
    rpcUrls,
    projectId,
    chainId: readChainId(query.get('chainId')),
    sdkVersion: version && version.length <= 64 ? version : undefined,
    enableLogger: query.get('enableLogger') === 'true',
  }
}
