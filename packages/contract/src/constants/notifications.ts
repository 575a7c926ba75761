export const notificationTypes = [
  'workspace-invitation',
  'file-entry-shared',
  'file-request-upload',
  /** A plan's renewal payment failed (billing, issue 27). */
  'billing-payment-failed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Delivery channels besides the in-app list, which always gets every notification. */
export const notificationChannels = ['email', 'browser'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Spec §9: the notifications page loads 30 at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** The navbar popover's page size (the default of `perPage`). */
export const NOTIFICATIONS_POPOVER_SIZE = 10;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** Button actions the client runs itself instead of navigating. */
export const NOTIFICATION_ACTIONS = {
  joinWorkspace: 'join-workspace',
  declineWorkspace: 'decline-workspace',
} as const;

/** Spec §2.5 / §8 texts. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  markAllAsRead: 'Mark all as read',
  empty: 'Hang tight! Notifications will start showing up here soon.',
  updatedPreferences: 'Updated preferences',
  blocked: 'Notifications blocked. Please enable them for this site from browser settings.',
} as const;
