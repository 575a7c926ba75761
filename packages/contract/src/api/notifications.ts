import { defineApi, signedIn } from '../endpoint';
import type {
  markAsReadPayloadSchema,
  notificationIdParamsSchema,
  notificationSubscriptionsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
  updateSubscriptionsPayloadSchema,
  updateSubscriptionsResponseSchema,
} from '../notifications';

/** The notification calls (spec §4); their schemas are bound in `../notifications`. */
export const notificationsApi = defineApi<{
  list: { query: typeof notificationsQuerySchema; response: typeof notificationsResponseSchema };
  markAsRead: { body: typeof markAsReadPayloadSchema; response: typeof unreadCountResponseSchema };
  remove: { params: typeof notificationIdParamsSchema; response: typeof unreadCountResponseSchema };
  subscriptions: { response: typeof notificationSubscriptionsSchema };
  updateSubscriptions: {
    body: typeof updateSubscriptionsPayloadSchema;
    response: typeof updateSubscriptionsResponseSchema;
  };
  stream: Record<never, never>;
}>()('notifications', {
  list: {
    method: 'GET',
    path: '/api/v1/notifications',
    access: signedIn,
    summary: 'The caller’s notifications, newest first, with the unread count',
  },
  markAsRead: {
    method: 'POST',
    path: '/api/v1/notifications/mark-as-read',
    access: signedIn,
    summary: 'Mark notifications (or all of them) as read',
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/notifications/:id',
    access: signedIn,
    summary: 'Delete one of the caller’s notifications',
  },
  subscriptions: {
    method: 'GET',
    path: '/api/v1/notifications/me/subscriptions',
    access: signedIn,
    summary: 'Which notifications the caller receives, by channel',
  },
  updateSubscriptions: {
    method: 'PUT',
    path: '/api/v1/notifications/me/subscriptions',
    access: signedIn,
    summary: 'Choose the channels of notifications',
  },
  stream: {
    method: 'GET',
    path: '/api/v1/notifications/stream',
    access: signedIn,
    summary: 'Live unread count and new notifications (server-sent events)',
  },
});
