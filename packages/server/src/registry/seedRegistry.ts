import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { putImage } from '../imageStore/putImage.js'
import { monogramSvg } from '../images/monogramSvg.js'
import { prepareImage } from '../images/prepareImage.js'
import type { Logger } from '../logger.js'
import { toWalletRow } from '../wallets/toWalletRow.js'
import { seedWallets } from './seedWallets.js'

/** Options of `seedRegistry`. */
export type SeedRegistryOptions = {
  logger?: Logger | undefined
  /** Defaults to the system clock. */
  now?: Date | undefined
}

/**
 * Fills an empty registry with the built-in wallets and their monogram logos, so a fresh server
 * shows a realistic list offline. Does nothing when any wallet exists; returns how many it added.
 */
export async function seedRegistry(
  db: Kysely<Database>,
  options: SeedRegistryOptions = {},
): Promise<number> {
  const { logger, now = new Date() } = options
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('wallets').select('id').limit(1).executeTakeFirst()
    if (any) return 0
    let inserted = 0
    for (const { color, order, ...wallet } of seedWallets) {
      const image = prepareImage(
        new TextEncoder().encode(monogramSvg({ name: wallet.name, color })),
      )
      if ('error' in image)
        logger?.warn('seed logo refused', { walletId: wallet.id, reason: image.error })
      const imageId = 'error' in image ? null : await putImage(trx, image, now)
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
