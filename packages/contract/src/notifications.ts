import { z } from 'zod';
import { notificationsApi } from './api/notifications';
import {
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_POPOVER_SIZE,
  notificationChannels,
  notificationTypes,
} from './constants/notifications';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

export const notificationActionSchema = z.object({ label: z.string(), action: z.string() });

/** A line; the first one counts as primary. `content` is HTML text escaped by the server. */
export const notificationLineSchema = z.object({
  type: z.enum(['primary', 'secondary']),
  content: z.string(),
  icon: z.string().optional(),
  action: z.object({ link: z.string(), label: z.string() }).optional(),
});

export const notificationDataSchema = z.object({
  image: z.string().nullable(),
  lines: z.array(notificationLineSchema),
  mainAction: notificationActionSchema.optional(),
  buttonActions: z.array(notificationActionSchema).optional(),
  /** workspace-invitation only. */
  inviteId: z.string().optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  created_at: z.string(),
  read_at: z.string().nullable(),
  data: notificationDataSchema,
});

/** `GET notifications`. */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(
      NOTIFICATIONS_MAX_PAGE_SIZE,
      `The per page may not be greater than ${NOTIFICATIONS_MAX_PAGE_SIZE}.`,
    )
    .default(NOTIFICATIONS_POPOVER_SIZE),
});
export const notificationsResponseSchema = z.object({
  pagination: paginationSchema(notificationSchema),
  unreadCount: z.number().int(),
});

/**
 * `POST notifications/mark-as-read`: `ids`, or every notification with `markAllAsUnread`
 * (the spec's wording) or `all`.
 */
export const markAsReadPayloadSchema = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'The ids must be a list of numbers.' })
      .max(500)
      .optional(),
    markAllAsUnread: z.boolean().optional(),
    all: z.boolean().optional(),
  })
  .refine((p) => (p.ids && p.ids.length > 0) || p.markAllAsUnread === true || p.all === true, {
    error: 'The ids field is required.',
    path: ['ids'],
  });
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
/** `DELETE notifications/{id}`. */
export const notificationIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'The notification id must be a number.' }).int().positive(),
});

const channelsMap = z.object({ email: z.boolean(), browser: z.boolean() });

export const notificationSubscriptionsSchema = z.object({
  available_channels: z.array(z.enum(notificationChannels)),
  subscriptions: z.array(
    z.object({
      group_name: z.string(),
      subscriptions: z.array(z.object({ notif_id: z.enum(notificationTypes), name: z.string() })),
    }),
  ),
  user_selections: z.array(
    z.object({ notif_id: z.enum(notificationTypes), channels: channelsMap }),
  ),
});

/** `PUT notifications/me/subscriptions`. */
export const updateSubscriptionsPayloadSchema = z.object({
  selections: z
    .array(
      z.object({
        notif_id: z.enum(notificationTypes, { error: 'The notification is unknown.' }),
        channels: channelsMap.partial(),
      }),
      { error: 'The selections field is required.' },
    )
    .max(notificationTypes.length * 2),
});

export const updateSubscriptionsResponseSchema = notificationSubscriptionsSchema.extend({
  message: z.string(),
});

/** Events of the live stream `GET notifications/stream` (server-sent events, JSON data). */
export const notificationStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), unreadCount: z.number().int() }),
  z.object({
    type: z.literal('notification'),
    notification: notificationSchema,
    unreadCount: z.number().int(),
    /** The user chose the browser channel for this type. */
    browser: z.boolean(),
  }),
  z.object({ type: z.literal('unread'), unreadCount: z.number().int() }),
]);

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationData = z.infer<typeof notificationDataSchema>;
export type NotificationLine = z.infer<typeof notificationLineSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type MarkAsReadPayload = z.infer<typeof markAsReadPayloadSchema>;
export type NotificationSubscriptions = z.infer<typeof notificationSubscriptionsSchema>;
export type UpdateSubscriptionsPayload = z.infer<typeof updateSubscriptionsPayloadSchema>;
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;

export const notificationsEndpoints = bindSchemas(notificationsApi, {
  list: {
    summary: 'The caller’s notifications, newest first, with the unread count',
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
  },
  markAsRead: {
    summary: 'Mark notifications (or all of them) as read',
    body: markAsReadPayloadSchema,
    response: unreadCountResponseSchema,
  },
  remove: {
    summary: 'Delete one of the caller’s notifications',
    params: notificationIdParamsSchema,
    response: unreadCountResponseSchema,
  },
  subscriptions: {
    summary: 'Which notifications the caller receives, by channel',
    response: notificationSubscriptionsSchema,
  },
  updateSubscriptions: {
    summary: 'Choose the channels of notifications',
    body: updateSubscriptionsPayloadSchema,
    response: updateSubscriptionsResponseSchema,
  },
  stream: { summary: 'Live unread count and new notifications (server-sent events)' },
});
