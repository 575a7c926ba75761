import type {
  Notification,
  NotificationChannel,
  NotificationData,
  NotificationType,
} from '@coffer/contract';
import type { Db } from '../../platform/db/database';
import type { DB } from '../../platform/db/tables.generated';

export type NotificationTables = Pick<DB, 'notifications' | 'notification_subscriptions'>;

export type ChannelChoice = Record<NotificationChannel, boolean>;

/** Without a saved choice: email on, browser off (it needs the browser's permission first). */
export const DEFAULT_CHANNELS: ChannelChoice = { email: true, browser: false };

export function notificationDb(db: Db) {
  return db.withTables<NotificationTables>();
}

type Row = {
  id: number;
  type: string;
  data: string;
  read_at: string | null;
  created_at: string;
};

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    created_at: row.created_at,
    read_at: row.read_at,
    data: JSON.parse(row.data) as NotificationData,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await notificationDb(db)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function channelsOf(db: Db, userId: number): Promise<Map<string, ChannelChoice>> {
  const rows = await notificationDb(db)
    .selectFrom('notification_subscriptions')
    .select(['notif_id', 'channels'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(
    rows.map((r) => [r.notif_id, { ...DEFAULT_CHANNELS, ...(JSON.parse(r.channels) as object) }]),
  );
}

/** A page of the user's notifications, newest first. */
export function notificationsPage(db: Db, userId: number, page: number, perPage: number) {
  return notificationDb(db)
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function notificationCount(db: Db, userId: number): Promise<number> {
  const row = await notificationDb(db)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the user's unread notifications read at `now`: those of `ids`, or all without them. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  now: string,
  ids: number[] | undefined,
): Promise<void> {
  let query = notificationDb(db)
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/** Deletes one of the user's notifications; `numDeletedRows` is 0 when it was not theirs. */
export function deleteNotificationOf(db: Db, id: number, userId: number) {
  return notificationDb(db)
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertNotification(
  db: Db,
  notification: {
    user_id: number;
    type: string;
    data: string;
    read_at: string | null;
    created_at: string;
  },
) {
  return notificationDb(db)
    .insertInto('notifications')
    .values(notification)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces the user's channel choice of one notification type. */
export async function replaceSubscription(
  db: Db,
  userId: number,
  notifId: string,
  channels: string,
): Promise<void> {
  const ndb = notificationDb(db);
  await ndb
    .deleteFrom('notification_subscriptions')
    .where('user_id', '=', userId)
    .where('notif_id', '=', notifId)
    .execute();
  await ndb
    .insertInto('notification_subscriptions')
    .values({ user_id: userId, notif_id: notifId, channels })
    .execute();
}
