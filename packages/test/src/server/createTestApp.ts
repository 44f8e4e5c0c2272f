import type { Kysely } from 'kysely'
import { createApp } from '../app.js'
import { type Config, loadConfig } from '../config/loadConfig.js'
import type { Database } from '../db/schema.js'
import { createLogger } from '../logger.js'

/** The admin token of test apps. */
export const testAdminToken = 'test-admin-token-0123456789'

/** Parameters of `createTestApp`. */
export type CreateTestAppParameters = {
  db: Kysely<Database>
  config?: Partial<Config> | undefined
  now?: (() => Date) | undefined
  /** Receives the log lines; silent by default. */
  logLines?: string[] | undefined
}

/** An app over a test database, with an admin token and a logger that writes to an array. */
export function createTestApp(parameters: CreateTestAppParameters) {
  const { db, logLines, now } = parameters
  const config: Config = {
    ...loadConfig({ env: { DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN: testAdminToken } }),
    ...parameters.config,
  }
  const logger = createLogger({
    level: logLines ? 'debug' : 'silent',
    write: (line) => logLines?.push(line),
  })
  return createApp({ db, config, logger, now })
}
