// RootLayout loads these lazily through local modules rather than `import('@coffer/…')`:
// a dynamic import of a package barrel that the entry also imports statically keeps every
// export of the barrel, dragging its dialogs and menus into the first load (ADR 0007). One
// module a slot, so that a page loads only the slots it shows (the drive's navbar has no
// switcher; the stream needs neither).
export { NotificationsPopover } from '@coffer/notifications';
