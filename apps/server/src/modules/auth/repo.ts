import type { Db } from '../../platform/db/database';
import type { DB } from '../../platform/db/tables.generated';

type TwoFactorTables = Pick<DB, 'two_factor_steps'>;

export function twoFactorDb(db: Db) {
  return db.withTables<TwoFactorTables>();
}

/** The last TOTP step the user signed in or confirmed with, if any. */
export function lastTwoFactorStep(db: Db, userId: number) {
  return twoFactorDb(db)
    .selectFrom('two_factor_steps')
    .select('last_step')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Records `step` as the user's last one if it is newer; answers undefined when it was not. */
export function claimTwoFactorStep(db: Db, userId: number, step: number) {
  return twoFactorDb(db)
    .insertInto('two_factor_steps')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_step: step })
        .where('two_factor_steps.last_step', '<', step),
    )
    .returning('user_id')
    .executeTakeFirst();
}

/** Saves the remaining recovery codes, only if the stored list is still `previous`. */
export function replaceRecoveryCodes(
  db: Db,
  userId: number,
  previous: string | null,
  remaining: string,
  now: string,
) {
  return db
    .updateTable('users')
    .set({ two_factor_recovery_codes: remaining, updated_at: now })
    .where('id', '=', userId)
    .where('two_factor_recovery_codes', '=', previous)
    .executeTakeFirst();
}

/** Marks the user's address verified at `now`, unless it already was. */
export async function markEmailVerified(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The id of some user holding the role, if anyone does. */
export function anyUserWithRole(db: Db, roleId: number) {
  return db
    .selectFrom('role_user')
    .select('user_id')
    .where('role_id', '=', roleId)
    .executeTakeFirst();
}

export function accessTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markAccessTokenUsed(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('personal_access_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .execute();
}

/** Revokes every personal access token of a user (a password reset, or a change that asks for it). */
export async function revokeAccessTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
}

/** Deletes the session a cookie token names, whatever its state. */
export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function markPasswordConfirmed(
  db: Db,
  sessionId: number,
  confirmedAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ password_confirmed_at: confirmedAt })
    .where('id', '=', sessionId)
    .execute();
}

export function passwordResetByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes a reset token; the answer's `numDeletedRows` tells whether it was still there. */
export function deletePasswordReset(db: Db, id: number) {
  return db.deleteFrom('password_resets').where('id', '=', id).executeTakeFirst();
}

export async function deletePasswordResetsOf(db: Db, email: string): Promise<void> {
  await db.deleteFrom('password_resets').where('email', '=', email).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { email: string; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** The user's newest verification code. */
export function latestVerificationCode(db: Db, userId: number) {
  return db
    .selectFrom('email_verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertVerificationCode(
  db: Db,
  code: { user_id: number; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('email_verification_codes').values(code).execute();
}

export async function setVerificationAttempts(db: Db, id: number, attempts: number): Promise<void> {
  await db.updateTable('email_verification_codes').set({ attempts }).where('id', '=', id).execute();
}

export async function deleteVerificationCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('email_verification_codes').where('id', '=', id).execute();
}

export async function deleteVerificationCodesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
}
