import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BadRequestError",
      "ChainDataSourceError",
      "ForbiddenError",
      "InternalError",
      "InvalidCursorError",
      "InvalidSettingError",
      "NotFoundError",
      "PayloadTooLargeError",
      "RegistryImportError",
      "ServiceUnavailableError",
      "UnauthorizedError",
      "UsageError",
      "createApp",
      "createBlockscoutProvider",
      "createDatabase",
      "createDefiLlamaPriceSource",
      "createFixedPriceSource",
      "createFrameApp",
      "createIndexerProvider",
      "createLogger",
      "createProject",
      "createRelay",
      "defaultDatabaseUrl",
      "defaultRelayLimits",
      "defiLlamaChains",
      "ensureProject",
      "getProjectOrigins",
      "importRegistry",
      "listProjects",
      "loadConfig",
      "migrateToLatest",
      "relayErrorCodes",
      "runCli",
      "sealToRecipient",
      "seedRegistry",
      "startServer",
      "updateProjectOrigins",
      "verifySiwxSessionToken",
    ]
  `)
})
