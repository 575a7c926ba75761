import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * `workspaces` (owned by a user), `workspace_members` (the owner is a member with the
 * Admin role) and `workspace_invites` (by email, keyed by a random id sent in the link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `serial` on PostgreSQL; on SQLite an integer primary key is the self-incrementing rowid.
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('workspaces')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('workspaces_owner_id_index')
    .on('workspaces')
    .column('owner_id')
    .execute();

  await db.schema
    .createTable('workspace_members')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('workspace_id', 'integer', (col) =>
      col.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('workspace_members_workspace_user_unique', ['workspace_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('workspace_members_user_id_index')
    .on('workspace_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('workspace_invites')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('workspace_id', 'integer', (col) =>
      col.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(191)', (col) => col.notNull())
    .addColumn('role_id', 'integer', (col) => col.notNull())
    .addColumn('inviter_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('workspace_invites_workspace_email_unique', ['workspace_id', 'email'])
    .execute();
  await db.schema
    .createIndex('workspace_invites_email_index')
    .on('workspace_invites')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_invites').execute();
  await db.schema.dropTable('workspace_members').execute();
  await db.schema.dropTable('workspaces').execute();
}
