import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** How long a lease lasts without renewal; every indexing step renews it. */
export const leaseTtlMs = 30_000

/**
 * Takes (or renews) the lease of a chain for `owner`: one row per chain in
 * `chain_index_cursors`, updated only when it is free, expired or already `owner`'s. Works alike
 * on SQLite and Postgres (one conditional update, no advisory locks). Returns whether `owner`
 * holds it.
 */
export async function takeChainLease(
  db: Kysely<Database>,
  { chainId, owner, now = new Date() }: { chainId: string; owner: string; now?: Date | undefined },
): Promise<boolean> {
  const at = now.toISOString()
  await db
    .insertInto('chain_index_cursors')
    .values({ chain_id: chainId, updated_at: at })
    .onConflict((conflict) => conflict.column('chain_id').doNothing())
    .execute()
  const result = await db
    .updateTable('chain_index_cursors')
    .set({
      lease_owner: owner,
      lease_expires_at: new Date(now.getTime() + leaseTtlMs).toISOString(),
    })
    .where('chain_id', '=', chainId)
    .where((where) =>
      where.or([
        where('lease_owner', 'is', null),
        where('lease_owner', '=', owner),
        where('lease_expires_at', '<', at),
      ]),
    )
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Gives a chain's lease back (on shutdown), if `owner` still holds it. */
export async function releaseChainLease(
  db: Kysely<Database>,
  { chainId, owner }: { chainId: string; owner: string },
): Promise<void> {
  await db
    .updateTable('chain_index_cursors')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('chain_id', '=', chainId)
    .where('lease_owner', '=', owner)
    .execute()
}
