import {
  type Notification,
  type NotificationSubscriptions,
  notificationsApi,
  workspacesApi,
} from '@coffer/contract';
import {
  notificationFixture,
  notificationSubscriptionsFixture,
  workspaceFixture,
  workspaceInvitationFixture,
} from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

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
    mockEndpoint(notificationsApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      const perPage = Number(query.get('perPage') ?? 10);
      const page = Number(query.get('page') ?? 1);
      return {
        pagination: {
          data: list.slice((page - 1) * perPage, page * perPage),
          current_page: page,
          per_page: perPage,
          total: list.length,
          last_page: Math.max(1, Math.ceil(list.length / perPage)),
        },
        unreadCount: unread(),
      };
    }),
    mockEndpoint(notificationsApi.markAsRead, ({ body }) => {
      const now = new Date().toISOString();
      list = list.map((n) =>
        body.markAllAsUnread || body.ids?.includes(n.id) ? { ...n, read_at: n.read_at ?? now } : n,
      );
      return { unreadCount: unread() };
    }),
    mockEndpoint(notificationsApi.remove, ({ params }) => {
      list = list.filter((n) => n.id !== Number(params.id));
      return { unreadCount: unread() };
    }),
    mockEndpoint(notificationsApi.subscriptions, () => settings),
    mockEndpoint(notificationsApi.updateSubscriptions, ({ body: { selections } }) => {
      settings = {
        ...settings,
        user_selections: settings.user_selections.map((s) => {
          const chosen = selections.find((c) => c.notif_id === s.notif_id);
          return chosen ? { ...s, channels: { ...s.channels, ...chosen.channels } } : s;
        }),
      };
      return { message: 'Updated preferences', ...settings };
    }),
    mockEndpoint(workspacesApi.join, () =>
      inviteGone
        ? mockError(404, 'This invite is no longer valid')
        : {
            message: 'Joined workspace',
            workspace: workspaceFixture({ role_id: 2, owner_id: 9 }),
          },
    ),
    mockEndpoint(workspacesApi.decline, () =>
      inviteGone
        ? mockError(404, 'This invite is no longer valid')
        : { message: 'Declined workspace invitation' },
    ),
  ];
}
