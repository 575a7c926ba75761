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
  },
  markAsRead: {
    method: 'POST',
    path: '/api/v1/notifications/mark-as-read',
    access: signedIn,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/notifications/:id',
    access: signedIn,
  },
  subscriptions: {
    method: 'GET',
    path: '/api/v1/notifications/me/subscriptions',
    access: signedIn,
  },
  updateSubscriptions: {
    method: 'PUT',
    path: '/api/v1/notifications/me/subscriptions',
    access: signedIn,
  },
  stream: {
    method: 'GET',
    path: '/api/v1/notifications/stream',
    access: signedIn,
  },
});
