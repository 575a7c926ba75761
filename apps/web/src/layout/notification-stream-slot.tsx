// RootLayout's lazy notification stream (see feature-slots.tsx).
import { useNotificationStream } from '@coffer/notifications';

/** The live unread count and lists (spec §2.5), one stream per signed-in tab. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
