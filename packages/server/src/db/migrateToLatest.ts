import { type Kysely, type Migration, Migrator } from 'kysely'
import { initial } from './migrations/0001_initial.js'
import { emailLogin } from './migrations/0002_email_login.js'
import { keyShares } from './migrations/0003_key_shares.js'
import { keyShareConfirmation } from './migrations/0004_key_share_confirmation.js'
import { rateLimits } from './migrations/0005_rate_limits.js'
import { sessionRotation } from './migrations/0006_session_rotation.js'
import { chainIndex } from './migrations/0007_chain_index.js'
import { chainHistoryOrder } from './migrations/0008_chain_history_order.js'
import { socialLogin } from './migrations/0009_social_login.js'
import { siwx } from './migrations/0010_siwx.js'
import { farcaster } from './migrations/0011_farcaster.js'
import type { Database } from './schema.js'

// In code, not read from a folder, so the migrations ship inside the bundle and run the same
// from source, from a build and from tests. Names sort in the order they run.
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_email_login': emailLogin,
  '0003_key_shares': keyShares,
  '0004_key_share_confirmation': keyShareConfirmation,
  '0005_rate_limits': rateLimits,
  '0006_session_rotation': sessionRotation,
  '0007_chain_index': chainIndex,
  '0008_chain_history_order': chainHistoryOrder,
  '0009_social_login': socialLogin,
  '0010_siwx': siwx,
  '0011_farcaster': farcaster,
}

/** Runs the migrations that have not run yet; several instances starting at once take turns. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((result) => result.status === 'Success').map((r) => r.migrationName)
}
