export { useDeclineInvite, useJoinWorkspace } from './api/invites';
export {
  notificationKeys,
  useDeleteNotification,
  useMarkAsRead,
  useNotifications,
  useSetUnreadCount,
  useSubscriptions,
  useUnreadCount,
  useUpdateSubscriptions,
} from './api/notifications';
export { NOTIFICATION_STREAM_URL, useNotificationStream } from './api/stream';
export { NotificationList, type NotificationListProps } from './components/NotificationList';
export {
  NotificationsPopover,
  type NotificationsPopoverProps,
} from './components/NotificationsPopover';
export { notificationRoutes } from './routes';
export { browserPermissionGranted } from './screens/NotificationSettingsScreen';
