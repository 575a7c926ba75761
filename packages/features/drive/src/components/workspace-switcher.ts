// The sidebar loads the switcher through this module, not `import('@coffer/workspaces')`: the
// app's entry imports that barrel statically, and a barrel that is also a dynamic-import
// target keeps all its exports (dialogs, menus) in the first load (ADR 0007).
export { WorkspaceSwitcher } from '@coffer/workspaces';
