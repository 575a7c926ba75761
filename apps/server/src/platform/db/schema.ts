import type { DB } from './tables.generated';

/**
 * The kernel's tables (settings, accounts, sessions, roles) as Kysely sees them; a module
 * names its own with `db.withTables<Pick<DB, …>>()`. Generated from the migrated schema:
 * after adding a migration, run `pnpm db:types`.
 */
export type Database = Pick<
  DB,
  | 'settings'
  | 'users'
  | 'sessions'
  | 'roles'
  | 'permissions'
  | 'permission_role'
  | 'permission_user'
  | 'role_user'
  | 'social_profiles'
  | 'password_resets'
  | 'email_verification_codes'
  | 'personal_access_tokens'
  | 'outgoing_emails'
  | 'rate_limits'
>;

export type UsersTable = DB['users'];
export type SessionsTable = DB['sessions'];
