// The signed-in navbar's lazy parts, loaded by RootLayout and Navbar through this one local
// module rather than `import('@coffer/…')`: a dynamic import of a package barrel that the
// entry also imports statically keeps every export of the barrel, dragging its dialogs and
// menus into the first load (ADR 0007). Every signed-in page shows most of them and no guest
// page loads any, so they share one module and one chunk (`signed-in`, vite.config.ts)
// instead of a request each.
import { useNotificationStream } from '@coffer/notifications';

export { NotificationsPopover } from '@coffer/notifications';
export { WorkspaceSwitcher } from '@coffer/workspaces';
export { UserMenu } from './UserMenu';

/** The live unread count and lists (spec §2.5), one stream per signed-in tab. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
