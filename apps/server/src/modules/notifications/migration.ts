import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * `notifications` (one row per delivery to a user; `data` is JSON) and
 * `notification_subscriptions` (a user's channel choices per notification type, JSON).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `serial` on PostgreSQL; on SQLite an integer primary key is the self-incrementing rowid.
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('notifications')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The list (newest first) and the unread count are both per user.
  await db.schema
    .createIndex('notifications_user_created_index')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_user_read_index')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('notification_subscriptions')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('notif_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('channels', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_subscriptions_pk', ['user_id', 'notif_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
