import type { Db } from '../../platform/db/database';

/** The user's signed-in sessions (not those waiting for a second factor), most recent first. */
export function signedInSessionsOf(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'last_activity'])
    .where('user_id', '=', userId)
    .where('two_factor_pending', '=', 0)
    .orderBy('last_activity', 'desc')
    .execute();
}

/** Deletes one of the user's sessions; the answer's `numDeletedRows` is 0 when it was not theirs. */
export function deleteSessionOf(db: Db, id: number, userId: number) {
  return db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertAccessToken(
  db: Db,
  token: { user_id: number; name: string; token_hash: string; created_at: string },
) {
  return db
    .insertInto('personal_access_tokens')
    .values({
      user_id: token.user_id,
      name: token.name,
      token_hash: token.token_hash,
      last_used_at: null,
      created_at: token.created_at,
    })
    .returning(['id', 'name', 'abilities', 'last_used_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes one of the user's tokens; the answer's `numDeletedRows` is 0 when it was not theirs. */
export function deleteAccessTokenOf(db: Db, id: number, userId: number) {
  return db
    .deleteFrom('personal_access_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
