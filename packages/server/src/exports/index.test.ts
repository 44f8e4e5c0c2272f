import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BadRequestError",
      "ForbiddenError",
      "InternalError",
      "InvalidSettingError",
      "NotFoundError",
      "PayloadTooLargeError",
      "RegistryImportError",
      "ServiceUnavailableError",
      "UnauthorizedError",
      "UsageError",
      "createApp",
      "createDatabase",
      "createFrameApp",
      "createLogger",
      "createProject",
      "createRelay",
      "defaultDatabaseUrl",
      "defaultRelayLimits",
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
    ]
  `)
})
