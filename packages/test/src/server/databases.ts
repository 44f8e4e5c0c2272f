/** A database the DB-backed tests run on; `url` is undefined when it is not available here. */
export type TestDatabase = { name: 'sqlite' | 'postgres'; url: string | undefined }

/**
 * The databases every DB-backed suite runs on, for `describe.each(databases)`. Postgres runs when
 * `LATCH_TEST_POSTGRES_URL` points at a server (see `scripts/withPostgres.sh`), and is reported
 * as skipped otherwise.
 */
export const databases: readonly TestDatabase[] = [
  { name: 'sqlite', url: 'sqlite:' },
  { name: 'postgres', url: process.env.LATCH_TEST_POSTGRES_URL || undefined },
]
