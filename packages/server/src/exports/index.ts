// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type CreateAppParameters, createApp } from '../app.js'
export type { VerifyChallenge } from '../auth/authRoutes.js'
export type { Mailer, OutgoingMail } from '../auth/createMailer.js'
export {
  type BlockscoutChain,
  type BlockscoutNativeCurrency,
  type BlockscoutNftItem,
  type BlockscoutProvider,
  type BlockscoutTokenBalance,
  type CreateBlockscoutProviderParameters,
  createBlockscoutProvider,
} from '../chainData/blockscout/createBlockscoutProvider.js'
export {
  ChainDataSourceError,
  type ChainDataSourceFailure,
  InvalidCursorError,
} from '../chainData/chainDataErrors.js'
export type {
  ChainAccount,
  ChainDataProvider,
  Page,
  PageRequest,
  PricedToken,
  PriceSource,
} from '../chainData/chainDataProvider.js'
export {
  type CreateIndexerProviderParameters,
  createIndexerProvider,
  type IndexerProvider,
} from '../chainData/indexer/createIndexerProvider.js'
export {
  type CreateDefiLlamaPriceSourceParameters,
  createDefiLlamaPriceSource,
} from '../chainData/prices/createDefiLlamaPriceSource.js'
export {
  type CreateFixedPriceSourceParameters,
  createFixedPriceSource,
} from '../chainData/prices/createFixedPriceSource.js'
export { type DefiLlamaChain, defiLlamaChains } from '../chainData/prices/defiLlamaChains.js'
export { type CliIo, runCli } from '../cli/runCli.js'
export {
  type Config,
  defaultDatabaseUrl,
  type LoadConfigParameters,
  loadConfig,
} from '../config/loadConfig.js'
export { type CreateDatabaseParameters, createDatabase } from '../db/createDatabase.js'
export { migrateToLatest } from '../db/migrateToLatest.js'
export type { Database } from '../db/schema.js'
export {
  BadRequestError,
  ForbiddenError,
  InternalError,
  InvalidSettingError,
  NotFoundError,
  PayloadTooLargeError,
  RegistryImportError,
  ServiceUnavailableError,
  UnauthorizedError,
  UsageError,
} from '../errors.js'
export {
  type CreateFrameAppParameters,
  createFrameApp,
} from '../frame/createFrameApp.js'
export { sealToRecipient } from '../keyShares/sealToRecipient.js'
export { createLogger, type Logger, type LogLevel } from '../logger.js'
export { type LatchServer, type StartServerParameters, startServer } from '../node.js'
export { createProject } from '../projects/createProject.js'
export { ensureProject } from '../projects/ensureProject.js'
export { getProjectOrigins } from '../projects/getProjectOrigins.js'
export { listProjects } from '../projects/listProjects.js'
export { updateProjectOrigins } from '../projects/updateProjectOrigins.js'
export { type ImportRegistryResult, importRegistry } from '../registry/importRegistry.js'
export { seedRegistry } from '../registry/seedRegistry.js'
export type { MailboxStats } from '../relay/createMailbox.js'
export {
  type CreateRelayParameters,
  createRelay,
  type Relay,
  type RelayStats,
} from '../relay/createRelay.js'
export { type RelayErrorCode, relayErrorCodes } from '../relay/relayErrorCodes.js'
export { defaultRelayLimits, type RelayLimits } from '../relay/relayLimits.js'
export {
  type SiwxSessionClaims,
  type VerifySiwxSessionTokenParameters,
  verifySiwxSessionToken,
} from '../siwx/verifySiwxSessionToken.js'
