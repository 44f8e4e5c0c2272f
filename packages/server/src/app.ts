import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { authCors } from './auth/authCors.js'
import { authRoutes, type VerifyChallenge } from './auth/authRoutes.js'
import { createMailer, type Mailer } from './auth/createMailer.js'
import { devMailboxRoutes } from './auth/devMailboxRoutes.js'
import { createBlockscoutProvider } from './chainData/blockscout/createBlockscoutProvider.js'
import type { ChainDataProvider, PriceSource } from './chainData/chainDataProvider.js'
import { createNftMetadataCache } from './chainData/createNftMetadataCache.js'
import { firstPrices } from './chainData/firstPrices.js'
import { createIndexerProvider } from './chainData/indexer/createIndexerProvider.js'
import { createDefiLlamaPriceSource } from './chainData/prices/createDefiLlamaPriceSource.js'
import { createFixedPriceSource } from './chainData/prices/createFixedPriceSource.js'
import { createSolanaProvider } from './chainData/solana/createSolanaProvider.js'
import type { Config } from './config/loadConfig.js'
import type { Database } from './db/schema.js'
import { farcasterRelayCors } from './farcaster/farcasterRelayCors.js'
import { farcasterRelayRoutes } from './farcaster/farcasterRelayRoutes.js'
import type { AppEnv } from './http/appEnv.js'
import { createErrorHandlers } from './http/errorHandlers.js'
import { createOutsideImageCache } from './images/createOutsideImageCache.js'
import type { Logger } from './logger.js'
import { cors } from './middleware/cors.js'
import { requestLogger } from './middleware/requestLogger.js'
import { warnUntrustedProxy } from './middleware/warnUntrustedProxy.js'
import type { RateLimitStore } from './rateLimit/createRateLimitStore.js'
import { createRateLimits } from './rateLimit/createRateLimits.js'
import type { RateLimitRules } from './rateLimit/rateLimitRules.js'
import { analytics } from './routes/analytics.js'
import { chainData } from './routes/chainData.js'
import { health } from './routes/health.js'
import { images } from './routes/images.js'
import { projects } from './routes/projects.js'
import { wallets } from './routes/wallets.js'
import { rpcProxyCors, rpcProxyRoutes } from './rpcProxy/rpcProxyRoutes.js'
import { siwxRoutes } from './siwx/siwxRoutes.js'

/** Parameters of `createApp`. */
export type CreateAppParameters = {
  /** A migrated database (see `createDatabase` and `migrateToLatest`). */
  db: Kysely<Database>
  config: Config
  logger: Logger
  /** Defaults to the system clock; analytics count events on its UTC day. */
  now?: (() => Date) | undefined
  /** Sends the login codes. Defaults to `createMailer` (`SMTP_URL`, or an in-process sink). */
  mailer?: Mailer | undefined
  /**
   * The operator's challenge for login mails (a CAPTCHA, a proof of work), asked for once a
   * project sends more than `LOGIN_CHALLENGE_THRESHOLD` codes an hour: it gets a copy of the
   * request and says whether the challenge it carries is solved. Without it, no challenge.
   */
  verifyChallenge?: VerifyChallenge | undefined
  /**
   * Where the quotas are counted (`createRateLimitStore`; `startServer` opens the one
   * `RATE_LIMIT_STORE` names). Defaults to a per-process memory store.
   */
  rateLimitStore?: RateLimitStore | undefined
  /** Overrides of the quotas, `defaultRateLimitRules` otherwise. */
  rateLimits?: Partial<RateLimitRules> | undefined
  /**
   * The chain-data sources, asked in order (the first that serves a chain answers). Defaults to
   * the built-in indexer for the chains of `CHAIN_DATA_INDEX`, then Blockscout for those of
   * `CHAIN_DATA_BLOCKSCOUT`.
   */
  chainDataProviders?: readonly ChainDataProvider[] | undefined
  /**
   * Where balances get their prices. Defaults to the fixed prices of `CHAIN_DATA_PRICES`, then
   * the public API of `CHAIN_DATA_PRICE_API`.
   */
  priceSource?: PriceSource | undefined
}

function defaultChainDataProviders(db: Kysely<Database>, config: Config): ChainDataProvider[] {
  const providers: ChainDataProvider[] = [
    createIndexerProvider({ db, chains: config.chainDataIndex, rpcUrls: config.chainRpcUrls }),
  ]
  if (Object.keys(config.chainDataBlockscout).length > 0)
    providers.push(createBlockscoutProvider({ chains: config.chainDataBlockscout }))
  if (Object.keys(config.chainDataSolana).length > 0)
    providers.push(
      createSolanaProvider({ clusters: config.chainDataSolana, rpcUrls: config.chainRpcUrls }),
    )
  return providers
}

function defaultPriceSource(config: Config): PriceSource {
  const fixed = createFixedPriceSource({ prices: toFixedPrices(config.chainDataPrices) })
  return config.chainDataPriceApi === 'defillama'
    ? firstPrices([fixed, createDefiLlamaPriceSource()])
    : fixed
}

/** The fixed prices of `CHAIN_DATA_PRICES` in the keys of `createFixedPriceSource`. */
function toFixedPrices(prices: Config['chainDataPrices']): Record<string, number> {
  const fixed: Record<string, number> = {}
  for (const [chainId, tokens] of Object.entries(prices))
    for (const [token, price] of Object.entries(tokens))
      fixed[token === 'native' ? chainId : `${chainId}:${token}`] = price
  return fixed
}

/**
 * The Latch server as a Hono app: the wallet API of spec section 7, project origins, analytics,
 * health and readiness. Runs anywhere Hono runs; `startServer` serves it on Node.
 *
 * @example
 * import { createApp, createDatabase, createLogger, loadConfig, migrateToLatest } from '@latch/server'
 * const config = loadConfig()
 * const db = createDatabase({ url: config.databaseUrl })
 * await migrateToLatest(db)
 * const app = createApp({ db, config, logger: createLogger() })
 * const response = await app.request('/health')
 */
export function createApp(parameters: CreateAppParameters): Hono<AppEnv> {
  const { db, config, logger, now = () => new Date(), verifyChallenge } = parameters
  const mailer = parameters.mailer ?? createMailer({ config, logger })
  const limits = createRateLimits({
    store: parameters.rateLimitStore,
    rules: parameters.rateLimits,
    keySecret: config.authSecret,
  })
  const { trustProxy } = config
  const app = new Hono<AppEnv>()

  app.use(requestLogger(logger))
  app.use(warnUntrustedProxy({ config, logger }))
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  // Before `cors`: the login routes also allow the frame's origin and bearer preflights.
  app.use('/auth/v1/*', authCors({ db, config }))
  // Also before `cors`: the chain proxy answers the frame's origin only.
  app.use('/rpc/v1/*', rpcProxyCors({ config }))
  // And the chain-data routes: the frame answers `wallet_getAssets` from them (issue 13).
  app.use('/chain/v1/*', authCors({ db, config }))
  // The Farcaster relay answers Farcaster clients too, which are no project's pages.
  app.use('/farcaster/*', farcasterRelayCors())
  // Sign In With X: the modal's calls carry the session token as a bearer.
  app.use('/siwx/v1/*', authCors({ db, config }))
  app.use(cors({ db }))

  app.route('/', health({ db, logger }))
  app.route('/', wallets({ db, limits, trustProxy }))
  app.route('/', images({ db, limits, trustProxy }))
  app.route('/', projects({ db }))
  app.route('/', analytics({ db, config, now, limits }))
  app.route('/', authRoutes({ db, config, logger, mailer, now, verifyChallenge, limits }))
  app.route('/', rpcProxyRoutes({ db, config, logger, limits }))
  app.route('/', siwxRoutes({ db, config, logger, now, limits }))
  app.route(
    '/',
    farcasterRelayRoutes({
      db,
      logger,
      now,
      limits,
      config: {
        idRegistry: config.farcasterIdRegistry,
        relayKey: config.farcasterRelayKey,
        signInUrl: config.farcasterSignInUrl,
        trustProxy,
        frameOrigin: config.frameOrigin,
      },
    }),
  )
  app.route(
    '/',
    chainData({
      db,
      limits,
      trustProxy,
      providers: parameters.chainDataProviders ?? defaultChainDataProviders(db, config),
      priceSource: parameters.priceSource ?? defaultPriceSource(config),
      publicUrl: config.publicUrl,
      outsideImages: createOutsideImageCache({ db, ipfsGatewayUrl: config.ipfsGatewayUrl }),
      nftMetadata: createNftMetadataCache({ ipfsGatewayUrl: config.ipfsGatewayUrl }),
    }),
  )
  if (config.devMailbox && !config.smtpUrl && mailer.mailbox) {
    logger.warn(
      'DEV_MAILBOX is on: /dev/mailbox shows every login code to loopback clients (development only)',
    )
    app.route('/', devMailboxRoutes({ mailbox: mailer.mailbox, port: config.port }))
  }

  // The one place errors become answers (one body shape for every route, `ApiErrorBody`).
  const { onError, notFound } = createErrorHandlers(logger)
  app.notFound(notFound)
  app.onError(onError)
  return app
}
