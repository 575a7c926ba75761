import type { Db } from '../../platform/db/database';

/**
 * The session now signs `userId` in, remembering `impersonatorId` (null: the session is the
 * user's own again). A password confirmed on the session is dropped, so neither side
 * inherits the other's.
 */
export async function switchSessionUser(
  db: Db,
  sessionId: number,
  userId: number,
  impersonatorId: number | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ user_id: userId, impersonator_id: impersonatorId, password_confirmed_at: null })
    .where('id', '=', sessionId)
    .execute();
}
