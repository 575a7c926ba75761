import { dialogStore } from '@coffer/ui/DialogOutlet';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The outlet brings react-aria's overlay code (~35 KB gzip), so it loads with the first
// dialog rather than on every first paint (ADR 0007).
const DialogOutlet = lazy(async () => ({
  default: (await import('./dialog-outlet-chunk')).DialogOutlet,
}));

/** The app's `DialogOutlet`, mounted once a dialog has been opened and kept mounted after. */
export function LazyDialogOutlet() {
  const hasDialog = useSyncExternalStore(
    dialogStore.subscribe,
    () => dialogStore.getSnapshot() !== null,
    () => false,
  );
  // Stays mounted after the first dialog, so closing animates out like any other dialog.
  const [opened, setOpened] = useState(false);
  if (hasDialog && !opened) setOpened(true);
  if (!opened && !hasDialog) return null;
  return (
    <Suspense fallback={null}>
      <DialogOutlet />
    </Suspense>
  );
}
