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
