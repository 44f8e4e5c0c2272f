import { type Kysely, PostgresAdapter } from 'kysely'

/** The two databases the server runs on. */
export type DialectName = 'sqlite' | 'postgres'

/** Which database a Kysely instance talks to, for the few places where SQL differs. */
export function getDialectName<database>(db: Kysely<database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
