import type { Kysely } from 'kysely';

/**
 * `social_pending_links`: a social profile whose email matches an existing account that
 * has not linked it yet, kept until the owner proves the account password
 * (`POST secure/auth/social/connect`). Keyed by the sha256 of the token in the visitor's
 * cookie; `profile` is JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_pending_links')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('service', 'varchar(32)', (col) => col.notNull())
    .addColumn('profile', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_pending_links').execute();
}
