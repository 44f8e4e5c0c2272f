import type { Kysely, Selectable } from 'kysely'
import type { Database, WalletsTable } from '../db/schema.js'

/** What `upsertWallet` did. */
export type UpsertWalletResult = 'inserted' | 'updated' | 'unchanged'

// Compared to decide whether a row changed; `updated_at` is the consequence, not the content.
const contentColumns = [
  'name',
  'search_name',
  'rdns',
  'image_id',
  'chains',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'homepage',
  'app_store',
  'play_store',
  'chrome_store',
  'injected',
  'badge_type',
  'sort_order',
  'source',
] as const satisfies readonly (keyof WalletsTable)[]

/**
 * Inserts a wallet, or updates it when its content differs. An existing wallet keeps its
 * `sort_order` (an operator's or the seed's ranking outlives re-imports), and an unchanged one is
 * not written at all, so importing the same data twice changes nothing.
 */
export async function upsertWallet(
  db: Kysely<Database>,
  row: Selectable<WalletsTable>,
): Promise<UpsertWalletResult> {
  const existing = await db
    .selectFrom('wallets')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst()
  if (!existing) {
    await db.insertInto('wallets').values(row).execute()
    return 'inserted'
  }
  const next = { ...row, sort_order: existing.sort_order }
  if (contentColumns.every((column) => existing[column] === next[column])) return 'unchanged'
  const { id, ...values } = next
  await db.updateTable('wallets').set(values).where('id', '=', id).execute()
  return 'updated'
}
