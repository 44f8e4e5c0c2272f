import { type Kysely, type Migration, sql } from 'kysely'

/**
 * A key share is pending until the frame confirms that the user saved the wallet's recovery code
 * (`confirmed_at`). A pending share is never released and may be replaced, so a wallet whose
 * creation was cut short (a lost reply, a failed device write, a closed tab) can start over.
 * Shares stored before this migration were final already: they count as confirmed.
 */
export const keyShareConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auth_key_shares').addColumn('confirmed_at', 'text').execute()
    await sql`update auth_key_shares set confirmed_at = created_at`.execute(db)
  },
}
