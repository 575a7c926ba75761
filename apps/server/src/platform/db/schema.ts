import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
  updated_at: Generated<string>;
}

/** The database as Kysely sees it; each migration that adds a table adds it here. */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  permission_role: PermissionRoleTable;
  permission_user: PermissionUserTable;
  role_user: RoleUserTable;
  social_profiles: SocialProfilesTable;
  password_resets: PasswordResetsTable;
  email_verification_codes: EmailVerificationCodesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  outgoing_emails: OutgoingEmailsTable;
  rate_limits: RateLimitsTable;
}

/** Timestamps are ISO-8601 strings written by the server. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  image: string | null;
  phone: string | null;
  /** argon2id hash; null for accounts made by social login that never set one. */
  password: string | null;
  email_verified_at: Timestamp | null;
  banned_at: Timestamp | null;
  timezone: string | null;
  language: string | null;
  country: string | null;
  two_factor_secret: string | null;
  /** JSON list of sha256 hashes of the unused recovery codes. */
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  user_agent: string | null;
  ip: string | null;
  remember: Generated<number>;
  /** 1 while the login waits for a two-factor code: such a session signs nobody in. */
  two_factor_pending: Generated<number>;
  last_activity: Timestamp;
  expires_at: Timestamp | null;
  password_confirmed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp | null;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group: string;
  /** JSON list of the restriction names the permission can carry. */
  restrictions: Generated<string>;
}

export interface PermissionRoleTable {
  permission_id: number;
  role_id: number;
  /** JSON map of restriction name → value. */
  restrictions: Generated<string>;
}

export interface PermissionUserTable {
  permission_id: number;
  user_id: number;
  restrictions: Generated<string>;
}

export interface RoleUserTable {
  role_id: number;
  user_id: number;
}

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service: string;
  service_id: string;
  username: string | null;
  access_token: string | null;
  refresh_token: string | null;
  access_expires_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface EmailVerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  abilities: Generated<string>;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OutgoingEmailsTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `logged` (no SMTP configured), `sent` or `failed`. */
  status: string;
  error: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}
