// RootLayout's lazy workspace switcher (see feature-slots.tsx).
export { WorkspaceSwitcher } from '@coffer/workspaces';
