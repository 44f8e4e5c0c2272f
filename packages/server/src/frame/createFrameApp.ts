import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { idPattern } from '../http/idPattern.js'
import type { Logger } from '../logger.js'
import { getProjectOrigins } from '../projects/getProjectOrigins.js'
import { rpcProxyUrl } from '../rpcProxy/rpcProxyUrl.js'
import { frameContentSecurityPolicy } from './frameContentSecurityPolicy.js'

/** Parameters of {@link createFrameApp}. */
export type CreateFrameAppParameters = {
  db: Kysely<Database>
  /** The built frame app: `index.html` and `assets/`. */
  distDir: string
  /** The Latch API the frame calls, chains included; the CSP allows only its origin. */
  apiUrl: string
  /**
   * The chains the frame serves (CAIP-2 chain id → upstream RPC URL, `CHAIN_RPC_URLS`). The page
   * never shows these URLs, which may carry API keys (SECURITY.md T30): its `latch-rpc-urls` meta
   * gives the frame the API's proxy for each chain (`rpcProxyUrl`) instead.
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  logger: Logger
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Text safe inside a double-quoted HTML attribute. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Headers every frame response carries. */
const baseHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
}

/**
 * The secure frame's own origin (SECURITY.md section 0): serves the built frame app, read into
 * memory once at start so that the bytes served are the bytes built. The page carries a CSP whose
 * `frame-ancestors` is the project's allow-list, so only the project's sites can embed it.
 *
 * @example
 * const frame = await createFrameApp({ db, distDir, apiUrl, rpcUrls: config.chainRpcUrls, logger })
 * serve({ fetch: frame.fetch, port: 8788 })
 */
export async function createFrameApp(parameters: CreateFrameAppParameters): Promise<Hono> {
  const { db, distDir, apiUrl, logger } = parameters
  const chainIds = Object.keys(parameters.rpcUrls ?? {})
  const connectOrigins = [new URL(apiUrl).origin]
  // The frame calls each chain through the API's proxy, under the page's project.
  const rpcUrlsMeta = (projectId: string) => {
    const urls = idPattern.test(projectId)
      ? Object.fromEntries(
          chainIds.map((chainId) => [chainId, rpcProxyUrl(apiUrl, chainId, projectId)]),
        )
      : {}
    return `<meta name="latch-rpc-urls" content="${escapeAttribute(JSON.stringify(urls))}">`
  }
  const app = new Hono()
  let index: string | undefined
  const assets = new Map<string, { body: Uint8Array<ArrayBuffer>; type: string }>()
  try {
    index = await readFile(join(distDir, 'index.html'), 'utf8')
    for (const name of await readdir(join(distDir, 'assets')).catch(() => [] as string[])) {
      const type = contentTypes[extname(name)]
      if (type)
        assets.set(name, {
          body: new Uint8Array(await readFile(join(distDir, 'assets', name))),
          type,
        })
    }
  } catch {
    logger.warn('the frame app is not built; run `npm run build -w @latch/frame`', { distDir })
  }

  app.get('/', async (c) => {
    if (!index) return c.text('The frame app is not built.', 503, baseHeaders)
    const projectId = c.req.query('projectId') ?? ''
    const allowedOrigins = idPattern.test(projectId)
      ? ((await getProjectOrigins(db, projectId)) ?? [])
      : []
    // What the frame needs to start, from the same lookup as the CSP: no request of its own.
    const page = index
      .replace(
        '<meta name="latch-api-url" content="">',
        `<meta name="latch-api-url" content="${escapeAttribute(apiUrl)}">`,
      )
      .replace(
        '<meta name="latch-allowed-origins" content="[]">',
        `<meta name="latch-allowed-origins" content="${escapeAttribute(JSON.stringify(allowedOrigins))}">`,
      )
      .replace('<meta name="latch-rpc-urls" content="{}">', rpcUrlsMeta(projectId))
    return c.html(page, 200, {
      ...baseHeaders,
      'content-security-policy': frameContentSecurityPolicy({ allowedOrigins, connectOrigins }),
      // The policy follows the project's allow-list, which can change at any time.
      'cache-control': 'no-store',
    })
  })
  // The approval popup (SECURITY.md T7): the same page, which starts the popup at this path and
  // gets its request from the frame that opened it, so it needs no metas. A top-level window that
  // nobody may frame, and no cross-origin-opener-policy, which would cut it off from the frame.
  app.get('/approve', (c) => {
    const headers = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    }
    if (!index) return c.text('The frame app is not built.', 503, headers)
    return c.html(index, 200, {
      ...headers,
      'content-security-policy': frameContentSecurityPolicy({
        allowedOrigins: [],
        connectOrigins: [],
      }),
    })
  })
  app.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'))
    if (!asset) return c.text('Not found', 404, baseHeaders)
    return c.body(asset.body, 200, {
      ...baseHeaders,
      'content-type': asset.type,
      // Built names carry a content hash.
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-origin',
    })
  })
  app.notFound((c) => c.text('Not found', 404, baseHeaders))
  return app
}
