import type { Kysely, Migration } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/** Email one-time-code login: codes, send counts, users, sessions and pending email changes. */
export const emailLogin: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = getDialectName(db) === 'postgres'

    await db.schema
      .createTable('auth_otps')
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('email_hash', 'text', (column) => column.notNull())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('auth_otps_pk', ['project_id', 'email_hash'])
      .execute()
    await db.schema
      .createIndex('auth_otps_expires_at_idx')
      .on('auth_otps')
      .column('expires_at')
      .execute()

    await db.schema
      .createTable('auth_send_events')
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('auth_send_events_key_idx')
      .on('auth_send_events')
      .columns(['kind', 'key_hash', 'created_at'])
      .execute()
    await db.schema
      .createIndex('auth_send_events_created_at_idx')
      .on('auth_send_events')
      .column('created_at')
      .execute()

    await db.schema
      .createTable('auth_users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_login_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('auth_users_project_email', ['project_id', 'email'])
      .execute()

    await db.schema
      .createTable('auth_sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('auth_sessions_user_id_idx')
      .on('auth_sessions')
      .column('user_id')
      .execute()
    await db.schema
      .createIndex('auth_sessions_expires_at_idx')
      .on('auth_sessions')
      .column('expires_at')
      .execute()

    await db.schema
      .createTable('auth_email_changes')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('new_email', 'text', (column) => column.notNull())
      .addColumn('stage', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
  },
}
