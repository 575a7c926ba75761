import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';

export type UserRow = Selectable<UsersTable>;

/** Emails are matched case-insensitively: they are stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone numbers are matched by their digits and a leading plus. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', normalizePhone(phone))
    .executeTakeFirst();
}

type UserColumns = Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>;

/** A new account: its address, and whatever else is known of it; the rest starts empty. */
export type NewUser = Pick<UserColumns, 'email'> & Partial<UserColumns>;

/** What a new account holds until it is told otherwise. */
const EMPTY_ACCOUNT: Omit<UserColumns, 'email'> = {
  name: '',
  image: null,
  phone: null,
  password: null,
  email_verified_at: null,
  banned_at: null,
  timezone: null,
  language: null,
  country: null,
  two_factor_secret: null,
  two_factor_recovery_codes: null,
  two_factor_confirmed_at: null,
};

/** Stores a new account; `now` is its creation time (ISO). */
export async function insertUser(db: Db, user: NewUser, now: string): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      ...EMPTY_ACCOUNT,
      ...user,
      email: normalizeEmail(user.email),
      phone: user.phone ? normalizePhone(user.phone) : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Removes the account; sessions, roles, tokens, profiles and codes go with it (cascade). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export function socialProfilesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('social_profiles')
    .select(['id', 'service', 'username', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function tokensOfUser(db: Db, userId: number) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'name', 'abilities', 'last_used_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Another account than `userId` with this (normalized) phone number, if any. */
export function otherUserWithPhone(db: Db, phone: string, userId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('id', '!=', userId)
    .executeTakeFirst();
}
