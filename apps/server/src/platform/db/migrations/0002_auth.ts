import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Accounts, sessions, roles and permissions, and the tables of the auth flows.
 * Timestamps are ISO-8601 strings written by the server (they sort as text on both
 * databases); booleans are integers 0/1 because better-sqlite3 cannot bind booleans.
 */
export async function up(db: Db): Promise<void> {
  const id = idType(db);
  await db.schema
    .createTable('users')
    .addColumn('id', id, primary)
    .addColumn('email', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(512)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('password', 'varchar(255)')
    .addColumn('email_verified_at', 'varchar(32)')
    .addColumn('banned_at', 'varchar(32)')
    .addColumn('timezone', 'varchar(64)')
    .addColumn('language', 'varchar(16)')
    .addColumn('country', 'varchar(64)')
    .addColumn('two_factor_secret', 'varchar(255)')
    // JSON list of sha256 hashes; a used code is removed from it.
    .addColumn('two_factor_recovery_codes', 'text')
    .addColumn('two_factor_confirmed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone_index').on('users').column('phone').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, primary)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('two_factor_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('password_confirmed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', id, primary)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', id, primary)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('group', 'varchar(64)', (c) => c.notNull())
    // JSON list of the restriction names this permission can carry (e.g. ["count"]).
    .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  for (const owner of ['role', 'user'] as const) {
    const table = `permission_${owner}`;
    await db.schema
      .createTable(table)
      .addColumn('permission_id', 'integer', (c) =>
        c.notNull().references('permissions.id').onDelete('cascade'),
      )
      .addColumn(`${owner}_id`, 'integer', (c) =>
        c.notNull().references(`${owner}s.id`).onDelete('cascade'),
      )
      // JSON map of restriction name → value for this grant.
      .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('{}'))
      .addPrimaryKeyConstraint(`${table}_pk`, [`${owner}_id`, 'permission_id'])
      .execute();
  }

  await db.schema
    .createTable('role_user')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_user_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('social_profiles')
    .addColumn('id', id, primary)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'varchar(32)', (c) => c.notNull())
    .addColumn('service_id', 'varchar(191)', (c) => c.notNull())
    .addColumn('username', 'varchar(191)')
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('access_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('social_profiles_service_unique', ['service', 'service_id'])
    .execute();
  await db.schema
    .createIndex('social_profiles_user_id_index')
    .on('social_profiles')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', id, primary)
    .addColumn('email', 'varchar(191)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_email_index')
    .on('password_resets')
    .column('email')
    .execute();

  await db.schema
    .createTable('email_verification_codes')
    .addColumn('id', id, primary)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verification_codes_user_id_index')
    .on('email_verification_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', id, primary)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(191)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('abilities', 'text', (c) => c.notNull().defaultTo('["*"]'))
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('personal_access_tokens_user_id_index')
    .on('personal_access_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('outgoing_emails')
    .addColumn('id', id, primary)
    .addColumn('to', 'varchar(191)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outgoing_emails_to_index')
    .on('outgoing_emails')
    .column('to')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(191)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'rate_limits',
    'outgoing_emails',
    'personal_access_tokens',
    'email_verification_codes',
    'password_resets',
    'social_profiles',
    'role_user',
    'permission_user',
    'permission_role',
    'permissions',
    'roles',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function primary(column: ColumnDefinitionBuilder) {
  return column.primaryKey();
}

/**
 * An auto-incrementing integer key: `serial` on PostgreSQL; on SQLite an `integer
 * primary key` is already the rowid alias, which increments on its own.
 */
function idType(db: Db): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}
