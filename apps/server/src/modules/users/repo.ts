import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** The ids of the users who hold a role. */
export function userIdsWithRole(db: Db, roleId: number) {
  return db.selectFrom('role_user').select('user_id').where('role_id', '=', roleId).execute();
}

/** Nobody is subscribed: the user lists' answer without billing (see `SubscriberHooks`). */
export function nobodySubscribed() {
  return sql<SqlBool>`1 = 0`;
}
