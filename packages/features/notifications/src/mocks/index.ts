import {
  type Notification,
  type NotificationSubscriptions,
  type NotificationsResponse,
  updateSubscriptionsPayloadSchema,
} from '@coffer/contract';
import {
  notificationFixture,
  notificationSubscriptionsFixture,
  workspaceFixture,
  workspaceInvitationFixture,
} from '@coffer/contract/fixtures';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';

/**
 * The client sends PUT and DELETE as POST with `_method` (spec §7); this matches one of them.
 */
export function overridden(
  method: 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  resolver: HttpResponseResolver,
) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

export const sampleNotifications: Notification[] = [
  workspaceInvitationFixture(),
  notificationFixture(),
  notificationFixture({
    id: 3,
    read_at: '2026-01-01T00:00:00.000Z',
    created_at: '2025-12-20T09:00:00.000Z',
    data: {
      image: null,
      lines: [
        {
          type: 'primary',
          content: '<strong>Grace Hopper</strong> shared <strong>Plans</strong> with you.',
        },
      ],
      mainAction: { label: 'Open folder', action: '/drive/shares' },
    },
  }),
];

export interface NotificationMockOptions {
  notifications?: Notification[];
  subscriptions?: NotificationSubscriptions;
  /** Never answer the list (the loading state). */
  pending?: boolean;
  /** Join and decline answer 404 (an invite no longer valid). */
  inviteGone?: boolean;
}

/** MSW handlers of the notification calls, over an in-memory list. */
export function notificationHandlers({
  notifications = sampleNotifications,
  subscriptions = notificationSubscriptionsFixture(),
  pending = false,
  inviteGone = false,
}: NotificationMockOptions = {}) {
  let list = notifications.map((n) => ({ ...n }));
  let settings = subscriptions;
  const unread = () => list.filter((n) => !n.read_at).length;
  return [
    http.get('*/api/v1/notifications', async ({ request }) => {
      if (pending) await delay('infinite');
      const url = new URL(request.url);
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const body: NotificationsResponse = {
        pagination: {
          data: list.slice((page - 1) * perPage, page * perPage),
          current_page: page,
          per_page: perPage,
          total: list.length,
          last_page: Math.max(1, Math.ceil(list.length / perPage)),
        },
        unreadCount: unread(),
      };
      return HttpResponse.json(body);
    }),
    http.post('*/api/v1/notifications/mark-as-read', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[]; markAllAsUnread?: boolean };
      const now = new Date().toISOString();
      list = list.map((n) =>
        body.markAllAsUnread || body.ids?.includes(n.id) ? { ...n, read_at: n.read_at ?? now } : n,
      );
      return HttpResponse.json({ unreadCount: unread() });
    }),
    http.get('*/api/v1/notifications/me/subscriptions', () => HttpResponse.json(settings)),
    overridden('PUT', '*/api/v1/notifications/me/subscriptions', async ({ request }) => {
      const { selections } = updateSubscriptionsPayloadSchema.parse(await request.json());
      settings = {
        ...settings,
        user_selections: settings.user_selections.map((s) => {
          const chosen = selections.find((c) => c.notif_id === s.notif_id);
          return chosen ? { ...s, channels: { ...s.channels, ...chosen.channels } } : s;
        }),
      };
      return HttpResponse.json({ message: 'Updated preferences', ...settings });
    }),
    http.get('*/api/v1/workspace/join/:inviteId', () =>
      inviteGone
        ? HttpResponse.json({ message: 'This invite is no longer valid' }, { status: 404 })
        : HttpResponse.json({
            message: 'Joined workspace',
            workspace: workspaceFixture({ role_id: 2, owner_id: 9 }),
          }),
    ),
    overridden('DELETE', '*/api/v1/workspace/invite/:inviteId', () =>
      inviteGone
        ? HttpResponse.json({ message: 'This invite is no longer valid' }, { status: 404 })
        : HttpResponse.json({ message: 'Declined workspace invitation' }),
    ),
  ];
}
