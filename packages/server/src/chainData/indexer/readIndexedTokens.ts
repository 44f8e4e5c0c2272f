import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** A token contract as the indexer learned it. */
export type IndexedToken = { name: string | null; symbol: string | null; decimals: number | null }

/** The learned metadata of the given token contracts (lower-case), by address. */
export async function readIndexedTokens(
  db: Kysely<Database>,
  chainId: string,
  addresses: readonly (string | null)[],
): Promise<Map<string, IndexedToken>> {
  const wanted = [...new Set(addresses.filter((address) => address !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .selectFrom('chain_tokens')
    .select(['address', 'name', 'symbol', 'decimals'])
    .where('chain_id', '=', chainId)
    .where('address', 'in', wanted)
    .execute()
  return new Map(rows.map(({ address, ...token }) => [address, token]))
}
