import { type Kysely, PostgresAdapter } from 'kysely';
import { SEEDED_PAGES } from './seeded-pages';

/**
 * Custom pages (spec §3 "Custom page"): a unique slug, a title, a sanitised HTML body, an
 * optional description for search engines, the type (`default`) and who last saved it. A new
 * site starts with a privacy policy and terms of service, which the admin edits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('custom_pages')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('slug', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(250)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'varchar(500)')
    .addColumn('type', 'varchar(16)', (col) => col.notNull().defaultTo('default'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The seeded pages are dated by the migration's own run: no request clock exists yet.
  const now = new Date().toISOString();
  await (db as Kysely<{ custom_pages: Record<string, unknown> }>)
    .insertInto('custom_pages')
    .values(SEEDED_PAGES.map((page) => ({ ...page, created_at: now, updated_at: now })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_pages').execute();
}
