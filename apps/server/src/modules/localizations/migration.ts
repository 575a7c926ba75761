import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The admin's languages (spec §2.4 localizations): `localizations` (a unique BCP 47 code and
 * the language's name), `localization_lines` (the admin's texts by English message, over the
 * shipped file's), `localization_seeds` (the shipped languages already given a row, so one
 * the admin deleted is not brought back at the next start) and `localization_state`, one
 * row whose `generation` every change raises: each server instance compares it with the
 * generation of the lines it holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('localizations')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('language', 'varchar(35)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('localization_lines')
    .addColumn('localization_id', 'integer', (col) =>
      col.notNull().references('localizations.id').onDelete('cascade'),
    )
    // The English message (at most 500 characters: within a PostgreSQL index entry).
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('localization_lines_pk', ['localization_id', 'key'])
    .execute();
  await db.schema
    .createTable('localization_seeds')
    .addColumn('language', 'varchar(35)', (col) => col.primaryKey())
    .addColumn('seeded_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('localization_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull())
    .execute();
  await db
    .withTables<{ localization_state: { id: number; generation: number } }>()
    .insertInto('localization_state')
    .values({ id: 1, generation: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('localization_state').execute();
  await db.schema.dropTable('localization_seeds').execute();
  await db.schema.dropTable('localization_lines').execute();
  await db.schema.dropTable('localizations').execute();
}
