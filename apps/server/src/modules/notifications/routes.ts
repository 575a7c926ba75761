import {
  notificationsEndpoints as endpoints,
  type NotificationChannel,
  type NotificationSubscriptions,
  notificationChannels,
  notificationTypes,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import {
  channelsOf,
  DEFAULT_CHANNELS,
  deleteNotificationOf,
  markNotificationsRead,
  notificationCount,
  notificationsPage,
  replaceSubscription,
  toNotification,
  unreadCount,
} from './repo';
import { publishUnreadCount } from './service';
import { openStream } from './stream';

/**
 * The groups shown on the settings page, each notification with its label: catalogue messages,
 * which the page shows in the reader's language.
 */
export const SUBSCRIPTION_GROUPS: NotificationSubscriptions['subscriptions'] = [
  {
    group_name: defineMessage('Workspaces'),
    subscriptions: [
      {
        notif_id: 'workspace-invitation',
        name: defineMessage('Someone invites me to a workspace'),
      },
    ],
  },
  {
    group_name: defineMessage('Files'),
    subscriptions: [
      {
        notif_id: 'file-entry-shared',
        name: defineMessage('Someone shares a file or folder with me'),
      },
      {
        notif_id: 'file-request-upload',
        name: defineMessage('Someone uploads files to my file request'),
      },
    ],
  },
];

/** Shown while billing is on: a renewal payment that fails (email and in-app by default). */
export const BILLING_SUBSCRIPTION_GROUP: NotificationSubscriptions['subscriptions'][number] = {
  group_name: defineMessage('Billing'),
  subscriptions: [
    { notif_id: 'billing-payment-failed', name: defineMessage('A payment for my plan fails') },
  ],
};

export function notificationRoutes(app: AppInstance) {
  route(app, endpoints.list, async ({ request, query: { page, perPage } }) => {
    const userId = request.user!.id;
    const [rows, total, unread] = await Promise.all([
      notificationsPage(app.db, userId, page, perPage),
      notificationCount(app.db, userId),
      unreadCount(app.db, userId),
    ]);
    return {
      pagination: {
        data: rows.map(toNotification),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
      unreadCount: unread,
    };
  });

  route(app, endpoints.markAsRead, async ({ request, body: payload }) => {
    const userId = request.user!.id;
    const ids = payload.all || payload.markAllAsUnread ? undefined : payload.ids!;
    await markNotificationsRead(app.db, userId, app.clock.iso(), ids);
    return { unreadCount: await publishUnreadCount(app, userId) };
  });

  route(app, endpoints.remove, async ({ request, params: { id } }) => {
    const userId = request.user!.id;
    const result = await deleteNotificationOf(app.db, id, userId);
    if (Number(result.numDeletedRows) === 0) {
      throw new HttpProblem(404, 'Notification not found.');
    }
    return { unreadCount: await publishUnreadCount(app, userId) };
  });

  route(app, endpoints.subscriptions, async ({ request }) => {
    await requireSubscriptions(app, request);
    return subscriptionSettings(app, request.user!.id);
  });

  route(app, endpoints.updateSubscriptions, async ({ request, body: { selections } }) => {
    await requireSubscriptions(app, request);
    const userId = request.user!.id;
    const current = await channelsOf(app.db, userId);
    await app.db.transaction().execute(async (trx) => {
      for (const selection of selections) {
        const channels = { ...(current.get(selection.notif_id) ?? DEFAULT_CHANNELS) };
        for (const [name, on] of Object.entries(selection.channels)) {
          if (on !== undefined) channels[name as NotificationChannel] = on;
        }
        current.set(selection.notif_id, channels);
        await replaceSubscription(trx, userId, selection.notif_id, JSON.stringify(channels));
      }
    });
    return { message: 'Updated preferences', ...(await subscriptionSettings(app, userId)) };
  });

  route(app, endpoints.stream, async ({ request, reply }) => openStream(app, request, reply));
}

/** Subscriptions exist only when the site integrates them and the user may subscribe. */
async function requireSubscriptions(app: AppInstance, request: FastifyRequest): Promise<void> {
  const settings = await app.settings.all();
  if (!settings.notif.subs.integrated) {
    throw new HttpProblem(404, 'Notification subscriptions are not available.');
  }
  if (!hasPermission(await permissionsOfRequest(app, request), 'notifications.subscribe')) {
    throw new HttpProblem(403, 'This action is unauthorized.');
  }
}

async function subscriptionSettings(
  app: AppInstance,
  userId: number,
): Promise<NotificationSubscriptions> {
  const chosen = await channelsOf(app.db, userId);
  return {
    available_channels: [...notificationChannels],
    subscriptions: (await app.settings.get('billing')).enable
      ? [...SUBSCRIPTION_GROUPS, BILLING_SUBSCRIPTION_GROUP]
      : SUBSCRIPTION_GROUPS,
    user_selections: notificationTypes.map((notif_id) => ({
      notif_id,
      channels: chosen.get(notif_id) ?? { ...DEFAULT_CHANNELS },
    })),
  };
}
