import { useMemo, useSyncExternalStore } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { type DialogStore, dialogStore } from './dialogStore';

export interface DialogOutletProps {
  /**
   * The store whose dialog this outlet renders.
   * @default dialogStore (the app-wide store behind `openDialog`)
   */
  store?: DialogStore;
}

/**
 * Renders the dialog opened with `openDialog`. Place it once near the root. The
 * dialog's own `Modal` opens from the outlet's overlay state, so Escape or an outside
 * click dismisses it (its promise resolves with `undefined`).
 */
export function DialogOutlet({ store = dialogStore }: DialogOutletProps) {
  const open = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const overlayState = useMemo(
    () => ({
      isOpen: true,
      setOpen: (isOpen: boolean) => {
        if (!isOpen) store.closeDialog(undefined);
      },
      open: () => {},
      close: () => store.closeDialog(undefined),
      toggle: () => store.closeDialog(undefined),
      point: null,
      setPoint: () => {},
    }),
    [store],
  );
  if (!open) return null;
  const Component = open.component;
  return (
    <OverlayTriggerStateContext.Provider value={overlayState}>
      <Component {...open.props} close={(value?: unknown) => store.closeDialog(value)} />
    </OverlayTriggerStateContext.Provider>
  );
}
