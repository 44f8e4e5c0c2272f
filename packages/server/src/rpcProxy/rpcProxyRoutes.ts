import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Kysely } from 'kysely'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import type { AppEnv } from '../http/appEnv.js'
import { readSourceKey } from '../http/clientAddress.js'
import { idPattern, idRule } from '../http/idPattern.js'
import type { Logger } from '../logger.js'
import { preflightMaxAge } from '../middleware/cors.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import type { RateLimits } from '../rateLimit/createRateLimits.js'
import { limitBySource } from '../rateLimit/limitBySource.js'
import { forwardJsonRpc, UpstreamError } from './forwardJsonRpc.js'
import { type JsonRpcId, jsonRpcError, RpcProxyError } from './rpcProxyError.js'
import { maximumRpcBatchLength, maximumRpcBodyBytes } from './rpcProxyLimits.js'
import { isRpcProxyMethod, rpcProxyParamsProblem } from './rpcProxyMethods.js'
import { redactSecrets, urlSecrets } from './urlSecrets.js'

/** Parameters of `rpcProxyRoutes`. */
export type RpcProxyRoutesParameters = {
  db: Kysely<Database>
  config: Pick<Config, 'chainRpcUrls' | 'frameOrigin' | 'trustProxy'>
  logger: Logger
  /** The app's quotas; every call takes a point of `rpc` per client source. */
  limits: RateLimits
}

type JsonRpcCall = { id: string | number; method: string; params?: unknown }

/** The message of an upstream that gave nothing usable, as the frame words it (`rpcMessages`). */
const upstreamUnavailableMessage = 'The network did not answer. Try again.'

// A used-up `rpc` quota: 429 with `Retry-After`.
const tooManyRequests = (seconds: number) =>
  new RpcProxyError(
    429,
    -32005,
    `Too many requests. Try again in ${seconds} seconds.`,
    null,
    seconds,
  )

const invalidRequest = (
  message: string,
  status: ContentfulStatusCode = 400,
  id: JsonRpcId = null,
) => new RpcProxyError(status, -32600, message, id)

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const callKeys = new Set(['jsonrpc', 'id', 'method', 'params'])

// One call of the request: JSON-RPC 2.0 with an id, and no other field (a `url` or the like
// is refused, never read).
function readCall(value: unknown): JsonRpcCall {
  if (!isPlainObject(value)) throw invalidRequest('Invalid request: a call must be an object.')
  const id =
    (typeof value.id === 'string' && value.id.length <= 128) ||
    (typeof value.id === 'number' && Number.isFinite(value.id))
      ? value.id
      : undefined
  const fail = (rule: string) => invalidRequest(`Invalid request: ${rule}.`, 400, id ?? null)
  for (const key of Object.keys(value))
    if (!callKeys.has(key)) throw fail(`unknown field ${JSON.stringify(key.slice(0, 64))}`)
  if (value.jsonrpc !== '2.0') throw fail('jsonrpc must be "2.0"')
  if (id === undefined) throw fail('id must be a number or a string of at most 128 characters')
  if (typeof value.method !== 'string' || value.method.length > 128)
    throw fail('method must be a string')
  if (value.params !== undefined && !Array.isArray(value.params) && !isPlainObject(value.params))
    throw fail('params must be an array or an object')
  return { id, method: value.method, params: value.params }
}

// The upstream's reply to the call it got as `upstreamId`, under the caller's id: a result, or
// an error whose text is cleared of the upstream URL's secrets. Undefined when it is neither.
function readReply(
  reply: unknown,
  upstreamId: number,
  callerId: string | number,
  secrets: readonly string[],
) {
  if (!isPlainObject(reply) || reply.jsonrpc !== '2.0') return undefined
  const { error } = reply
  if (isPlainObject(error) && typeof error.message === 'string' && Number.isInteger(error.code)) {
    if (reply.id !== upstreamId && reply.id !== null) return undefined
    return jsonRpcError(
      callerId,
      error.code as number,
      redactSecrets(error.message.slice(0, 1024), secrets),
      error.data === undefined ? undefined : redactSecrets(error.data, secrets),
    )
  }
  if (reply.id !== upstreamId || !('result' in reply)) return undefined
  return { jsonrpc: '2.0' as const, id: callerId, result: reply.result }
}

/**
 * CORS of `/rpc/v1/*`, mounted before the app's `cors`: only `FRAME_ORIGIN`, the secure frame,
 * is ever allowed (the project's own sites are not: apps read chains through the frame or their
 * own RPC), and an allowance `cors` added for a project origin is taken back.
 */
export function rpcProxyCors({
  config,
}: {
  config: Pick<Config, 'frameOrigin'>
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && origin === config.frameOrigin
    if (c.req.method === 'OPTIONS') {
      c.header('Vary', 'Origin')
      if (allowed) {
        c.header('Access-Control-Allow-Origin', origin)
        c.header('Access-Control-Allow-Methods', 'POST')
        c.header('Access-Control-Allow-Headers', 'Content-Type')
        c.header('Access-Control-Max-Age', String(preflightMaxAge))
      }
      return c.body(null, 204)
    }
    await next()
    if (!/\bOrigin\b/i.test(c.res.headers.get('vary') ?? ''))
      c.header('Vary', 'Origin', { append: true })
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', 'Retry-After')
    } else c.res.headers.delete('Access-Control-Allow-Origin')
    return undefined
  }
}

/**
 * The secure frame's way to its chains (issue 11; SECURITY.md T30): `POST /rpc/v1/{CAIP-2 chain
 * id}?projectId=` with a JSON-RPC call or a batch of at most {@link maximumRpcBatchLength}, sent
 * on to the upstream the operator configured for that chain (`CHAIN_RPC_URLS`), so the
 * upstream's URL and any API key in it never reach a browser.
 *
 * - only configured chains (else 404), a known project (400, 404), no other query parameter and
 *   no field beyond `jsonrpc`, `id`, `method`, `params` (400: nothing the caller sends can name
 *   an upstream); from a browser, only the frame's origin (`FRAME_ORIGIN`; without it, no
 *   browser at all: 403);
 * - only the methods the frame sends (`rpcProxyMethods`; else 403, the whole batch), and
 *   `eth_simulateV1` only in the frame's shape (`rpcProxyParamsProblem`; else 400), a body of at
 *   most {@link maximumRpcBodyBytes} (413), the `rpc` quota per client source, one point per
 *   call (429 with `Retry-After`);
 * - upstream: 5 s, 2 MB, no redirect, no header of the caller's; the reply is checked and carried
 *   under the caller's ids, its error texts cleared of the URL's secrets. An upstream that gives
 *   nothing usable is 502 (504 after the timeout) with a JSON-RPC error that never names it.
 *
 * Every refusal is a JSON-RPC error (`-32700` not JSON, `-32600` refused request, `-32601`
 * method not allowed, `-32602` params not forwarded (`rpcProxyParamsProblem`), `-32005` quota,
 * `-32603` upstream) and nothing is fetched for it.
 */
export function rpcProxyRoutes(parameters: RpcProxyRoutesParameters): Hono<AppEnv> {
  const { db, config, logger, limits } = parameters
  const app = new Hono<AppEnv>()

  app.use('/rpc/v1/*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  app.use(
    '/rpc/v1/*',
    limitBySource({
      limits,
      family: 'rpc',
      trustProxy: config.trustProxy,
      refuse: tooManyRequests,
    }),
  )
  app.use('/rpc/v1/:chainId', async (c, next) => {
    const query = new URL(c.req.url).searchParams
    for (const name of new Set(query.keys()))
      if (name !== 'projectId' || query.getAll(name).length > 1)
        throw invalidRequest(
          `Invalid query parameter ${JSON.stringify(name.slice(0, 64))}: only projectId is read.`,
        )
    const projectId = query.get('projectId')
    if (projectId === null || !idPattern.test(projectId))
      throw invalidRequest(
        projectId === null
          ? 'Invalid query parameter projectId: is required.'
          : `Invalid query parameter projectId: must be ${idRule}.`,
      )
    if (!(await getProjectOrigins(db, projectId)))
      throw invalidRequest(`Project ${projectId} does not exist.`, 404)
    const origin = c.req.header('origin')
    if (origin !== undefined && (config.frameOrigin === undefined || origin !== config.frameOrigin))
      throw invalidRequest('Only the secure frame may call the chains from a browser.', 403)
    if (!Object.hasOwn(config.chainRpcUrls, c.req.param('chainId')))
      throw invalidRequest('This network is not available.', 404)
    c.set('projectId', projectId)
    await next()
  })
  app.use(
    '/rpc/v1/*',
    bodyLimit({
      maxSize: maximumRpcBodyBytes,
      onError: () => {
        throw invalidRequest(`The body must be at most ${maximumRpcBodyBytes} bytes.`, 413)
      },
    }),
  )

  // Secrets of each upstream URL, computed once: what its error texts are cleared of.
  const secretsOf = new Map(
    Object.entries(config.chainRpcUrls).map(([chainId, url]) => [chainId, urlSecrets(url)]),
  )

  app.post('/rpc/v1/:chainId', async (c) => {
    const chainId = c.req.param('chainId')
    const url = config.chainRpcUrls[chainId] as string
    const { calls, batch } = await readCalls(c)
    for (const call of calls) {
      if (!isRpcProxyMethod(chainId, call.method))
        throw new RpcProxyError(
          403,
          -32601,
          `The method ${JSON.stringify(call.method.slice(0, 64))} is not allowed on this network.`,
          call.id,
        )
      const problem = rpcProxyParamsProblem(call.method, call.params)
      if (problem) throw new RpcProxyError(400, -32602, problem, call.id)
    }
    // The first call took its point with the request; a batch pays for the rest.
    for (let index = 1; index < calls.length; index++) {
      const wait = await limits.take('rpc', readSourceKey(c, config.trustProxy))
      if (wait !== undefined) throw tooManyRequests(wait)
    }
    // Rebuilt from the checked fields, with ids of our own (1, 2, …) so that replies map back.
    const upstreamCalls = calls.map((call, index) => ({
      jsonrpc: '2.0',
      id: index + 1,
      method: call.method,
      ...(call.params === undefined ? {} : { params: call.params }),
    }))
    // The chain and the reason are logged, never the URL; the caller learns neither.
    const unavailable = (reason: string, status?: number | undefined) => {
      logger.warn('rpc upstream failed', { chainId, projectId: c.get('projectId'), reason, status })
      return c.json(
        jsonRpcError(batch ? null : (calls[0]?.id ?? null), -32603, upstreamUnavailableMessage),
        reason === 'timeout' ? 504 : 502,
      )
    }
    let reply: unknown
    try {
      reply = await forwardJsonRpc({
        url,
        body: JSON.stringify(batch ? upstreamCalls : upstreamCalls[0]),
      })
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      return unavailable(error.reason, error.status)
    }
    const secrets = secretsOf.get(chainId) ?? []
    if (!batch) {
      const single = readReply(reply, 1, (calls[0] as JsonRpcCall).id, secrets)
      if (single) return c.json(single)
    } else if (Array.isArray(reply)) {
      const byId = new Map(reply.filter(isPlainObject).map((entry) => [entry.id, entry] as const))
      return c.json(
        calls.map(
          (call, index) =>
            readReply(byId.get(index + 1), index + 1, call.id, secrets) ??
            jsonRpcError(call.id, -32603, upstreamUnavailableMessage),
        ),
      )
    }
    return unavailable('not_json_rpc')
  })
  return app
}

// The JSON-RPC call or batch of the request body, checked.
async function readCalls(c: Context<AppEnv>): Promise<{ calls: JsonRpcCall[]; batch: boolean }> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
    throw invalidRequest('The body must be JSON-RPC sent as application/json.', 415)
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new RpcProxyError(400, -32700, 'Parse error: the body is not JSON.')
  }
  if (!Array.isArray(body)) return { calls: [readCall(body)], batch: false }
  if (body.length === 0 || body.length > maximumRpcBatchLength)
    throw invalidRequest(`Invalid request: a batch has 1 to ${maximumRpcBatchLength} calls.`)
  return { calls: body.map(readCall), batch: true }
}
