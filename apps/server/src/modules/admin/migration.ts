import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What the admin area needs: roles gain a description, a type and the `default` (given to
 * every new account) and `guests` (what a signed-out visitor may do) flags; users gain the
 * end and reason of a suspension. Indexes keep the user list fast at 100,000 users.
 * Flags are integers 0/1, as every boolean of the schema (better-sqlite3 binds no booleans).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The admin names roles up to 100 characters (SQLite does not enforce a varchar's length).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('roles')
      .alterColumn('name', (c) => c.setDataType('varchar(100)'))
      .execute();
  }
  await db.schema.alterTable('roles').addColumn('description', 'varchar(250)').execute();
  await db.schema
    .alterTable('roles')
    .addColumn('type', 'varchar(16)', (c) => c.notNull().defaultTo('sitewide'))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('guests', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Existing sites keep what the role names meant so far; a fresh site's seed sets them.
  await sql`update roles set "default" = 1 where name = 'users'`.execute(db);
  await sql`update roles set guests = 1 where name = 'guests'`.execute(db);

  await db.schema.alterTable('users').addColumn('ban_until', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('ban_comment', 'varchar(250)').execute();

  await db.schema.createIndex('users_created_at_index').on('users').column('created_at').execute();
  await db.schema.createIndex('users_name_index').on('users').column('name').execute();
  await db.schema
    .createIndex('sessions_user_id_last_activity_index')
    .on('sessions')
    .columns(['user_id', 'last_activity'])
    .execute();
  await db.schema
    .createIndex('role_user_role_id_index')
    .on('role_user')
    .column('role_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('role_user_role_id_index').execute();
  await db.schema.dropIndex('sessions_user_id_last_activity_index').execute();
  await db.schema.dropIndex('users_name_index').execute();
  await db.schema.dropIndex('users_created_at_index').execute();
  for (const column of ['ban_comment', 'ban_until']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['guests', 'default', 'type', 'description']) {
    await db.schema.alterTable('roles').dropColumn(column).execute();
  }
}
