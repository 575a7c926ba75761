// LazyDialogOutlet imports this module lazily instead of `import('@coffer/ui/DialogOutlet')`:
// that barrel is imported statically too (for the store), and a dynamic import of it would
// pull the outlet and react-aria's overlays back into the first load (ADR 0007).
export { DialogOutlet } from '@coffer/ui/DialogOutlet';
