import type { Database } from '@latch/server'
import { type Config, createApp, createLogger, loadConfig } from '@latch/server'
import type { Kysely } from 'kysely'

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
