import type { Db } from '../../platform/db/database';

/** The user's date preferences (the details tab's). */
export function userPreferences(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['timezone', 'language', 'extra_fields'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Grants given to the user directly (beside their roles'), by permission name. */
export function directGrantsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('permission_user')
    .innerJoin('permissions', 'permissions.id', 'permission_user.permission_id')
    .select(['permissions.name', 'permission_user.restrictions'])
    .where('permission_user.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
}

/** The user's direct grants become exactly `grants` (restrictions as stored JSON). */
export async function replaceUserGrants(
  db: Db,
  userId: number,
  grants: ReadonlyArray<{ permissionId: number; restrictions: string }>,
): Promise<void> {
  await db.deleteFrom('permission_user').where('user_id', '=', userId).execute();
  if (grants.length) {
    await db
      .insertInto('permission_user')
      .values(
        grants.map((g) => ({
          user_id: userId,
          permission_id: g.permissionId,
          restrictions: g.restrictions,
        })),
      )
      .execute();
  }
}

/** The browsers signed in as the user, latest first; a login awaiting its code is none. */
export function signedInSessionsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'last_activity'])
    .where('user_id', '=', userId)
    .where('two_factor_pending', '=', 0)
    .orderBy('last_activity', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of the user; answers whether there was one. */
export async function deleteSessionOfUser(
  db: Db,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Revokes one personal access token of the user; answers whether there was one. */
export async function deleteTokenOfUser(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('personal_access_tokens')
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
