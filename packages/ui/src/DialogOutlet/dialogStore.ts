import type { ComponentType } from 'react';

/** Props the outlet gives every dialog it opens. */
export interface OutletDialogProps<R = unknown> {
  /** Close the dialog; `openDialog`'s promise resolves with `value`. */
  close: (value?: R) => void;
}

/** The one open dialog: the component, its props and how to settle its promise. */
export interface OpenDialog {
  component: ComponentType<OutletDialogProps<unknown>>;
  props: object;
  settle: (value: unknown) => void;
}

/**
 * Holds at most one open dialog for a `DialogOutlet`. UI only: it knows nothing of
 * HTTP or routes, so any package can open a dialog without rendering one itself.
 */
export interface DialogStore {
  /**
   * Opens `Component` with `props`. Resolves with the value given to `close`, or with
   * `undefined` when the dialog is dismissed or replaced by another one.
   */
  openDialog<P extends object, R = unknown>(
    Component: ComponentType<P & OutletDialogProps<R>>,
    props: P,
  ): Promise<R | undefined>;
  /** Closes the open dialog (if any), resolving its promise with `value`. */
  closeDialog(value?: unknown): void;
  /** The open dialog, or `null`. */
  getSnapshot(): OpenDialog | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createDialogStore(): DialogStore {
  let current: OpenDialog | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const closeDialog = (value?: unknown) => {
    const closing = current;
    if (!closing) return;
    // Clear first so the data is gone before anyone awaiting the promise runs.
    current = null;
    emit();
    closing.settle(value);
  };

  return {
    openDialog(Component, props) {
      // One dialog at a time: a newer one dismisses the older.
      closeDialog(undefined);
      return new Promise((resolve) => {
        current = {
          component: Component as ComponentType<OutletDialogProps<unknown>>,
          props,
          settle: resolve as (value: unknown) => void,
        };
        emit();
      });
    },
    closeDialog,
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide dialog store that the root `DialogOutlet` renders by default. */
export const dialogStore = createDialogStore();

/** Opens a dialog in the app's `DialogOutlet`; see `DialogStore.openDialog`. */
export const openDialog: DialogStore['openDialog'] = (Component, props) =>
  dialogStore.openDialog(Component, props);

/** Closes the dialog in the app's `DialogOutlet`. */
export const closeDialog = (value?: unknown) => dialogStore.closeDialog(value);
