import type { GetWalletsResponse } from '@latch/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'
import { escapeLike } from './escapeLike.js'
import type { GetWalletsInput } from './getWalletsQuerySchema.js'
import { toSearchName } from './toSearchName.js'
import { toWalletListEntry } from './toWalletListEntry.js'

/** Entries per page when the client does not say. */
const defaultEntries = 40

/**
 * One page of the registry for `GET /getWallets`, and how many wallets match in all. Every value
 * is a bound parameter; LIKE patterns are escaped, so `%` and `_` in a search match themselves.
 */
export async function queryWallets(
  db: Kysely<Database>,
  input: Omit<GetWalletsInput, 'projectId' | 'st' | 'sv'>,
): Promise<GetWalletsResponse> {
  const page = input.page ?? 1
  const entries = input.entries ?? defaultEntries
  const search = input.search === undefined ? '' : toSearchName(input.search)

  // A seed wallet that an import superseded stays stored (the import merges from it) but is hidden.
  let query = db.selectFrom('wallets').where('source', '!=', 'seed-superseded')
  if (input.include) query = query.where('id', 'in', input.include)
  const { exclude } = input
  if (exclude) {
    const names = exclude.map(toSearchName)
    query = query
      .where('id', 'not in', exclude)
      .where('search_name', 'not in', names)
      .where(({ or, eb }) => or([eb('rdns', 'is', null), eb('rdns', 'not in', exclude)]))
  }
  if (input.badge_type === 'certified') query = query.where('badge_type', '=', 'certified')
  const { chains } = input
  if (chains) {
    // `chains` is a JSON array of CAIP-2 ids; with the quotes, `"eip155:1"` cannot match inside
    // `"eip155:10"`, and the same text works on SQLite and Postgres.
    query = query.where(({ or }) =>
      or(
        chains.map(
          (chain) =>
            sql<boolean>`chains like ${`%${escapeLike(JSON.stringify(chain))}%`} escape '\\'`,
        ),
      ),
    )
  }
  if (search !== '')
    query = query.where(sql<boolean>`search_name like ${`%${escapeLike(search)}%`} escape '\\'`)

  const counted = await query.select(({ fn }) => fn.countAll().as('count')).executeTakeFirst()
  const count = Number(counted?.count ?? 0)
  if (count === 0) return { data: [], count }

  let ordered = query.selectAll()
  if (search !== '') {
    // Exact name first, then names that start with the search, then the rest.
    ordered = ordered.orderBy(
      sql`case when search_name = ${search} then 0 when search_name like ${`${escapeLike(search)}%`} escape '\\' then 1 else 2 end`,
    )
  }
  const rows = await ordered
    .orderBy('sort_order')
    .orderBy('id')
    .limit(entries)
    .offset((page - 1) * entries)
    .execute()
  return { data: rows.map(toWalletListEntry), count }
}
