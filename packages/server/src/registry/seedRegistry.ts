import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { monogramSvg } from '../images/monogramSvg.js'
import { prepareTrustedSvg } from '../images/prepareTrustedSvg.js'
import { putImage } from '../images/putImage.js'
import type { Logger } from '../logger.js'
import { toWalletRow } from '../wallets/toWalletRow.js'
import { seedWallets } from './seedWallets.js'

/** Options of `seedRegistry`. */
export type SeedRegistryOptions = {
  /** Accepted for callers' convenience; seeding logs nothing since its logos cannot be refused. */
  logger?: Logger | undefined
  /** Defaults to the system clock. */
  now?: Date | undefined
}

/**
 * Fills an empty registry with the built-in wallets and their monogram logos, so a fresh server
 * shows a realistic list offline. The logos are SVG generated here, so they are stored as SVG
 * (`prepareTrustedSvg`). Does nothing when any wallet exists; returns how many it added.
 */
export async function seedRegistry(
  db: Kysely<Database>,
  options: SeedRegistryOptions = {},
): Promise<number> {
  const { now = new Date() } = options
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('wallets').select('id').limit(1).executeTakeFirst()
    if (any) return 0
    let inserted = 0
    for (const { color, order, ...wallet } of seedWallets) {
      // Our own SVG, stored as is; imported logos go through prepareImage, which refuses SVG.
      const image = prepareTrustedSvg(monogramSvg({ name: wallet.name, color }))
      const imageId = await putImage(trx, image, now)
      const row = toWalletRow(
        { ...wallet, image_id: imageId },
        { sortOrder: order, source: 'seed', updatedAt: now },
      )
      // Another instance starting at the same moment may have seeded already.
      const { numInsertedOrUpdatedRows } = await trx
        .insertInto('wallets')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst()
      inserted += Number(numInsertedOrUpdatedRows ?? 0)
    }
    return inserted
  })
}
