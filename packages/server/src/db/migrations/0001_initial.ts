import type { Kysely, Migration } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/** Projects, their origins, the wallet registry, images and analytics counts. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = getDialectName(db) === 'postgres'

    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('project_origins')
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('origin', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('project_origins_pk', ['project_id', 'origin'])
      .execute()

    await db.schema
      .createTable('wallets')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('search_name', 'text', (column) => column.notNull())
      .addColumn('rdns', 'text')
      .addColumn('image_id', 'text')
      .addColumn('chains', 'text', (column) => column.notNull())
      .addColumn('mobile_link', 'text')
      .addColumn('desktop_link', 'text')
      .addColumn('webapp_link', 'text')
      .addColumn('homepage', 'text')
      .addColumn('app_store', 'text')
      .addColumn('play_store', 'text')
      .addColumn('chrome_store', 'text')
      .addColumn('injected', 'text', (column) => column.notNull())
      .addColumn('badge_type', 'text', (column) => column.notNull())
      .addColumn('sort_order', 'integer', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('wallets_search_name_idx')
      .on('wallets')
      .column('search_name')
      .execute()
    // The list order, with the id as a tie-breaker so pages never overlap.
    await db.schema
      .createIndex('wallets_sort_order_idx')
      .on('wallets')
      .columns(['sort_order', 'id'])
      .execute()

    await db.schema
      .createTable('images')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('bytes', postgres ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('etag', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('analytics_events')
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      )
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('event', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addUniqueConstraint('analytics_events_project_event_day', ['project_id', 'event', 'day'])
      .execute()
  },
}
