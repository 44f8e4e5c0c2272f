import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, WalletsTable } from '../db/schema.js'

/**
 * The built-in seed and an imported registry both list the well-known wallets. An imported
 * wallet with the same normalised name supersedes the seed row: it keeps what the seed knows
 * and the export lacks (rdns, injected ids, store links, certification, rank), and the seed row
 * is hidden rather than deleted, so importing again merges the same way and changes nothing.
 */
export async function mergeSeedWallet(
  db: Kysely<Database> | Transaction<Database>,
  row: Selectable<WalletsTable>,
): Promise<Selectable<WalletsTable>> {
  const seed = await db
    .selectFrom('wallets')
    .selectAll()
    .where('search_name', '=', row.search_name)
    .where('source', 'in', ['seed', 'seed-superseded'])
    .executeTakeFirst()
  if (!seed) return row
  if (seed.source === 'seed')
    await db
      .updateTable('wallets')
      .set({ source: 'seed-superseded' })
      .where('id', '=', seed.id)
      .execute()
  return {
    ...row,
    rdns: row.rdns ?? seed.rdns,
    injected: row.injected === '[]' ? seed.injected : row.injected,
    homepage: row.homepage ?? seed.homepage,
    app_store: row.app_store ?? seed.app_store,
    play_store: row.play_store ?? seed.play_store,
    chrome_store: row.chrome_store ?? seed.chrome_store,
    image_id: row.image_id ?? seed.image_id,
    badge_type: seed.badge_type === 'certified' ? 'certified' : row.badge_type,
    sort_order: seed.sort_order,
  }
}
