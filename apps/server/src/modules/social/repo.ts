import type { Db } from '../../platform/db/database';
import type { DB } from '../../platform/db/tables.generated';

type PendingTables = Pick<DB, 'social_pending_links'>;

export function pendingLinksDb(db: Db) {
  return db.withTables<PendingTables>();
}

/** The link of a service's profile (by the service's own id), if any. */
export function profileLink(db: Db, service: string, serviceId: string) {
  return db
    .selectFrom('social_profiles')
    .select('user_id')
    .where('service', '=', service)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

/** The user's linked services. */
export function profileLinksOf(db: Db, userId: number) {
  return db
    .selectFrom('social_profiles')
    .select(['id', 'service'])
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteProfileLink(db: Db, id: number): Promise<void> {
  await db.deleteFrom('social_profiles').where('id', '=', id).execute();
}

/** Removes the user's link to a service, if there is one. */
export async function deleteServiceLinkOf(db: Db, userId: number, service: string): Promise<void> {
  await db
    .deleteFrom('social_profiles')
    .where('user_id', '=', userId)
    .where('service', '=', service)
    .execute();
}

/** Stores a link without the service's tokens. */
export async function insertProfileLink(
  db: Db,
  link: {
    user_id: number;
    service: string;
    service_id: string;
    username: string | null;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('social_profiles')
    .values({
      user_id: link.user_id,
      service: link.service,
      service_id: link.service_id,
      username: link.username,
      access_token: null,
      refresh_token: null,
      access_expires_at: null,
      created_at: link.created_at,
    })
    .execute();
}

/** Deletes the pending links that expired by `now`. */
export async function deleteExpiredPendingLinks(db: Db, now: string): Promise<void> {
  await pendingLinksDb(db)
    .deleteFrom('social_pending_links')
    .where('expires_at', '<=', now)
    .execute();
}

export async function insertPendingLink(
  db: Db,
  link: { id: string; user_id: number; service: string; profile: string; expires_at: string },
): Promise<void> {
  await pendingLinksDb(db).insertInto('social_pending_links').values(link).execute();
}

/** The pending link of an id (the cookie token's hash), unless it expired by `now`. */
export function pendingLinkById(db: Db, id: string, now: string) {
  return pendingLinksDb(db)
    .selectFrom('social_pending_links')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deletePendingLink(db: Db, id: string): Promise<void> {
  await pendingLinksDb(db).deleteFrom('social_pending_links').where('id', '=', id).execute();
}
