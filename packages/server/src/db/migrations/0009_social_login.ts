import { type Kysely, type Migration, sql } from 'kysely'
import { getDialectName } from '../getDialectName.js'

/**
 * Social logins (issue 14): a user may now have no email (an X or Farcaster login), so
 * `auth_users.email` becomes nullable (still unique per project when set). Each provider account
 * that signed in is an identity of a user, keyed by `(project, provider, subject)`; the logins
 * in flight (`auth_social_attempts`) live here too, so any server instance can finish one.
 */
export const socialLogin: Migration = {
  async up(db: Kysely<unknown>) {
    if (getDialectName(db) === 'postgres') {
      await sql`alter table auth_users alter column email drop not null`.execute(db)
    } else {
      // SQLite cannot drop NOT NULL: the table is rebuilt (sqlite.org/lang_altertable.html, the
      // twelve steps). Kysely runs SQLite migrations outside a transaction, so the foreign keys
      // can be switched off while the referenced table is dropped and renamed into place; the
      // sessions, email changes and key shares keep pointing at `auth_users` by name.
      await sql`pragma foreign_keys = off`.execute(db)
      try {
        await db.schema
          .createTable('auth_users_rebuilt')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('project_id', 'text', (column) =>
            column.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('email', 'text')
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('last_login_at', 'text', (column) => column.notNull())
          .addUniqueConstraint('auth_users_project_email', ['project_id', 'email'])
          .execute()
        await sql`insert into auth_users_rebuilt (id, project_id, email, created_at, last_login_at)
          select id, project_id, email, created_at, last_login_at from auth_users`.execute(db)
        await db.schema.dropTable('auth_users').execute()
        await db.schema.alterTable('auth_users_rebuilt').renameTo('auth_users').execute()
        const broken = await sql`pragma foreign_key_check`.execute(db)
        if (broken.rows.length > 0) throw new Error('auth_users rebuild broke a foreign key')
      } finally {
        await sql`pragma foreign_keys = on`.execute(db)
      }
    }

    await db.schema
      .createTable('auth_identities')
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('username', 'text')
      .addColumn('email', 'text')
      .addColumn('email_verified', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_login_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('auth_identities_pk', ['project_id', 'provider', 'subject'])
      .execute()
    await db.schema
      .createIndex('auth_identities_user_id_idx')
      .on('auth_identities')
      .column('user_id')
      .execute()

    await db.schema
      .createTable('auth_social_attempts')
      .addColumn('state_hash', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) =>
        column.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('code_verifier', 'text')
      .addColumn('nonce', 'text')
      .addColumn('return_url', 'text', (column) => column.notNull())
      .addColumn('secret_hash', 'text', (column) => column.notNull())
      .addColumn('result_id', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) =>
        column.references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('is_new_user', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('username', 'text')
      .addColumn('error_code', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('auth_social_attempts_expires_at_idx')
      .on('auth_social_attempts')
      .column('expires_at')
      .execute()
  },
}
