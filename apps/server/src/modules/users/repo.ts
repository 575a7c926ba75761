import type { Db } from '../../platform/db/database';

/** The ids of the users who hold a role. */
export function userIdsWithRole(db: Db, roleId: number) {
  return db.selectFrom('role_user').select('user_id').where('role_id', '=', roleId).execute();
}
