import type { Kysely } from 'kysely'
import type { Database } from '../src/db/schema.js'
import { toWalletRow } from '../src/wallets/toWalletRow.js'

const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'zu', 'bé', 'çi', 'dö']

/**
 * Inserts `count` made-up wallets (`Kalomi Wallet 17`, some with accents), deterministic, for
 * tests and the bench that need a registry of realistic size.
 */
export async function generateWallets(
  db: Kysely<Database>,
  count: number,
  now: Date = new Date('2026-01-01T00:00:00Z'),
): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const word = [index % 12, Math.floor(index / 12) % 12, Math.floor(index / 144) % 12]
      .map((n) => syllables[n])
      .join('')
    const name = `${word[0]?.toUpperCase()}${word.slice(1)} Wallet ${index}`
    return toWalletRow(
      {
        id: `generated-${index}`,
        name,
        rdns: null,
        image_id: null,
        chains:
          index % 3 === 0 ? ['eip155:1', 'eip155:10'] : ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        mobile_link: `https://example.com/wallet/${index}`,
        desktop_link: null,
        webapp_link: null,
        homepage: `https://example.com/${index}`,
        app_store: null,
        play_store: null,
        chrome_store: null,
        injected: [],
        badge_type: index % 10 === 0 ? 'certified' : 'none',
      },
      { sortOrder: 100_000 + index, source: 'import', updatedAt: now },
    )
  })
  // Postgres takes at most 65,535 parameters per statement: 18 columns × 500 rows stays under.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('wallets')
      .values(rows.slice(start, start + 500))
      .execute()
}
