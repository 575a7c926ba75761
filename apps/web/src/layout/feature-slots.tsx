// RootLayout loads these lazily through this module rather than `import('@coffer/…')`:
// a dynamic import of a package barrel that the entry also imports statically keeps every
// export of the barrel, dragging its dialogs and menus into the first load (ADR 0007).
import { NotificationsPopover, useNotificationStream } from '@coffer/notifications';
import { WorkspaceSwitcher } from '@coffer/workspaces';

export { NotificationsPopover, WorkspaceSwitcher };

/** The live unread count and lists (spec §2.5), one stream per signed-in tab. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
