import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Kysely } from 'kysely'
import { createApp } from './app.js'
import type { VerifyChallenge } from './auth/authRoutes.js'
import { startIndexer } from './chainData/indexer/startIndexer.js'
import { type Config, loadConfig } from './config/loadConfig.js'
import { createDatabase } from './db/createDatabase.js'
import { migrateToLatest } from './db/migrateToLatest.js'
import type { Database } from './db/schema.js'
import { createFrameApp } from './frame/createFrameApp.js'
import { createLogger, type Logger } from './logger.js'
import { ensureProject } from './projects/ensureProject.js'
import { createRateLimitStore, type RateLimitStore } from './rateLimit/createRateLimitStore.js'
import { seedRegistry } from './registry/seedRegistry.js'
import { createRelay, type Relay } from './relay/createRelay.js'
import { relayPath, routeUpgrade } from './relay/routeUpgrade.js'

/** Parameters of `startServer`. */
/** The frame app as `npm run build -w @latch/frame` leaves it, beside this package. */
const frameDistDir = fileURLToPath(new URL('../../frame/dist-app', import.meta.url))

export type StartServerParameters = {
  /** Defaults to `loadConfig()` (the environment, and the file named by `LATCH_CONFIG`). */
  config?: Config | undefined
  /** Defaults to a JSON-lines logger on stderr at `config.logLevel`. */
  logger?: Logger | undefined
  /** Close gracefully on SIGINT and SIGTERM. Defaults to `true`. */
  handleSignals?: boolean | undefined
  /** The operator's challenge for login mails under attack; see `CreateAppParameters`. */
  verifyChallenge?: VerifyChallenge | undefined
}

/** A running server. */
export type LatchServer = {
  /** Where it listens, e.g. `http://127.0.0.1:8787` (or `PUBLIC_URL`). */
  url: string
  /** The WalletConnect relay's URL (`ws://127.0.0.1:8787/relay`), when `RELAY_ENABLED` is on. */
  relayUrl: string | undefined
  /** The secure frame's URL (its own origin), when `FRAME_PORT` is set. */
  frameUrl: string | undefined
  db: Kysely<Database>
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close: () => Promise<void>
}

/** In-flight requests get this long to finish on shutdown before their connections are cut. */
const shutdownGraceMs = 10_000

/**
 * Starts the server on Node: loads the config, opens and migrates the database, seeds an empty
 * registry, ensures the dev project (`DEV_PROJECT_ID`, `DEV_ORIGINS`) and listens, with the
 * development WalletConnect relay at `/relay` when `RELAY_ENABLED` is on.
 *
 * @example
 * import { startServer } from '@latch/server'
 * const server = await startServer()
 * console.log(server.url)
 */
export async function startServer(parameters: StartServerParameters = {}): Promise<LatchServer> {
  const config = parameters.config ?? loadConfig()
  const logger = parameters.logger ?? createLogger({ level: config.logLevel })
  const { handleSignals = true } = parameters

  const db = createDatabase({ url: config.databaseUrl, logger })
  try {
    const migrations = await migrateToLatest(db)
    if (migrations.length > 0) logger.info('database migrated', { migrations })
    const seeded = await seedRegistry(db, { logger })
    if (seeded > 0) logger.info('registry seeded', { wallets: seeded })
    if (config.devProjectId) {
      const origins = await ensureProject(db, {
        id: config.devProjectId,
        name: 'Development',
        origins: config.devOrigins,
      })
      logger.info('dev project ready', { projectId: config.devProjectId, origins })
    }
  } catch (error) {
    await db.destroy()
    throw error
  }

  let rateLimitStore: RateLimitStore
  try {
    rateLimitStore = await createRateLimitStore({ config, logger })
  } catch (error) {
    await db.destroy()
    throw error
  }
  const app = createApp({
    db,
    config,
    logger,
    verifyChallenge: parameters.verifyChallenge,
    rateLimitStore,
  })
  let server: Server
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(started as Server),
      )
      started.once('error', reject)
    })
  } catch (error) {
    await db.destroy()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const url = config.publicUrl ?? `http://${host}:${port}`
  const relayUrl = config.relayEnabled
    ? `${url.replace(/^http/, 'ws').replace(/\/$/, '')}${relayPath}`
    : undefined
  // Created once its URL is known: a client's auth JWT must name it as `aud`.
  const relay: Relay | undefined = relayUrl
    ? createRelay({
        logger: logger.child({ component: 'relay' }),
        url: relayUrl,
        trustProxy: config.trustProxy,
      })
    : undefined
  // Without a listener Node drops upgrade requests silently; with it, they get a status.
  server.on('upgrade', routeUpgrade({ relay }))
  let frameServer: Server | undefined
  const { framePort } = config
  if (framePort !== undefined) {
    const frameApp = await createFrameApp({
      db,
      distDir: frameDistDir,
      apiUrl: url,
      rpcUrls: config.chainRpcUrls,
      logger,
    })
    frameServer = await new Promise<Server>((resolve, reject) => {
      const started = serve({ fetch: frameApp.fetch, port: framePort, hostname: config.host }, () =>
        resolve(started as Server),
      )
      started.once('error', reject)
    }).catch(async (error: unknown) => {
      server.close()
      await relay?.close()
      await rateLimitStore.close()
      await db.destroy()
      throw error
    })
  }
  const frameUrl = config.framePort === undefined ? undefined : config.frameOrigin
  logger.info('listening', {
    url,
    relayUrl,
    frameUrl,
    database: config.databaseUrl.split(':')[0],
    rateLimitStore: rateLimitStore.kind,
  })

  // The built-in indexer follows the chains of CHAIN_DATA_INDEX in the background.
  const indexer =
    Object.keys(config.chainDataIndex).length > 0
      ? startIndexer({ db, chains: config.chainDataIndex, rpcUrls: config.chainRpcUrls, logger })
      : undefined

  let closing: Promise<void> | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal })
    void close()
  }
  const close = () => {
    closing ??= (async () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      // Relay sockets are upgraded connections, which `server.close` would wait for.
      await relay?.close()
      if (frameServer) {
        const stopping = frameServer
        await new Promise<void>((resolve) => {
          stopping.close(() => resolve())
          stopping.closeAllConnections()
        })
      }
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        // Keep-alive sockets with no request in flight would otherwise hold `close` open.
        server.closeIdleConnections()
      })
      await indexer?.stop()
      await rateLimitStore.close()
      await db.destroy()
      logger.info('stopped')
    })()
    return closing
  }
  if (handleSignals) {
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  }
  return { url, relayUrl, frameUrl, db, close }
}
