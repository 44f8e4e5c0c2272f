import type { Kysely, Migration } from 'kysely'

/**
 * The Farcaster sign-in relay (`/farcaster/v1`): one row per channel, from its creation to its
 * expiry, so every server instance answers the same channel. Tokens are kept as hashes only;
 * `expires_at` is indexed for the sweep that deletes expired rows.
 */
export const farcaster: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('farcaster_channels')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('read_token_hash', 'text', (column) => column.notNull())
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('nonce', 'text', (column) => column.notNull())
      // The SIWF parameters the channel was opened with, as JSON (`signatureParams`).
      .addColumn('signature_params', 'text', (column) => column.notNull())
      .addColumn('user_agent', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      // Set once the channel is completed: the verified message and who signed it.
      .addColumn('message', 'text')
      .addColumn('signature', 'text')
      // Decimal text: an fid is a uint256 on chain.
      .addColumn('fid', 'text')
      .addColumn('custody', 'text')
      .addColumn('username', 'text')
      .addColumn('display_name', 'text')
      .addColumn('bio', 'text')
      .addColumn('pfp_url', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('farcaster_channels_expires_at_idx')
      .on('farcaster_channels')
      .column('expires_at')
      .execute()
  },
}
