export const toastTypes = ['positive', 'danger', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];
export const toastPositions = ['bottom-center', 'bottom-right'] as const;
export type ToastPosition = (typeof toastPositions)[number];

/** Spec §9: how long each type stays; 0 never dismisses by itself. */
export const toastDurations: Record<ToastType, number> = {
  positive: 3000,
  danger: 8000,
  loading: 0,
};
/** Length of generated toast ids (spec §3). */
export const toastIdLength = 6;
/** How long a dismissed toast plays its exit animation before it leaves the DOM. */
export const toastExitMs = 150;

export interface ToastAction {
  /** Text of the link. */
  label: string;
  /** Where the link goes; rendered as a real `href`, so any router can intercept it. */
  href: string;
}

export interface ToastOptions {
  /** Reuse an id to replace that toast (e.g. a loading toast by its result). Generated when missing. */
  id?: string;
  /** @default 'positive' */
  type?: ToastType;
  /** @default 'bottom-center' */
  position?: ToastPosition;
  /** Milliseconds before it dismisses itself; 0 keeps it. @default by type (toastDurations) */
  duration?: number;
  /** An optional link next to the message. */
  action?: ToastAction;
  /** Show without the enter animation. @default false */
  disableEnterAnimation?: boolean;
  /** Remove without the exit animation. @default false */
  disableExitAnimation?: boolean;
}

export interface ToastData extends Required<Omit<ToastOptions, 'action'>> {
  message: string;
  action?: ToastAction;
  /** True while the exit animation plays. */
  isExiting: boolean;
}

export interface ToastStore {
  /** Shows a toast (removing any other) and returns its id. */
  show(message: string, options?: ToastOptions): string;
  /** Removes the toast with `id`, or the visible one when no id is given. */
  dismiss(id?: string): void;
  /** Stops the toast's timer, keeping the time it has left. */
  pause(id: string): void;
  /** Restarts the timer with the time that was left when paused. */
  resume(id: string): void;
  /** The visible toasts (at most one, plus one playing its exit animation). */
  getSnapshot(): readonly ToastData[];
  subscribe(listener: () => void): () => void;
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastData[] = [];
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastData[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id)?.handle);
    timers.delete(id);
  };
  const remove = (id: string) => {
    stopTimer(id);
    set(toasts.filter((t) => t.id !== id));
  };

  const store: ToastStore = {
    show(message, options = {}) {
      const type = options.type ?? 'positive';
      const toast: ToastData = {
        id: options.id ?? generateToastId(),
        message,
        type,
        position: options.position ?? 'bottom-center',
        duration: options.duration ?? toastDurations[type],
        action: options.action,
        disableEnterAnimation: options.disableEnterAnimation ?? false,
        disableExitAnimation: options.disableExitAnimation ?? false,
        isExiting: false,
      };
      // Only one toast is visible: the new one (or the one it replaces by id) wins.
      for (const id of timers.keys()) stopTimer(id);
      set([toast]);
      if (toast.duration > 0) {
        timers.set(toast.id, { startedAt: Date.now(), remaining: toast.duration });
        store.resume(toast.id);
      }
      return toast.id;
    },
    dismiss(id) {
      const toast = toasts.find((t) => (id === undefined ? !t.isExiting : t.id === id));
      if (!toast || toast.isExiting) return;
      if (toast.disableExitAnimation) return remove(toast.id);
      stopTimer(toast.id);
      set(toasts.map((t) => (t === toast ? { ...t, isExiting: true } : t)));
      timers.set(toast.id, {
        startedAt: Date.now(),
        remaining: 0,
        handle: setTimeout(() => remove(toast.id), toastExitMs),
      });
    },
    pause(id) {
      const timer = timers.get(id);
      const toast = toasts.find((t) => t.id === id);
      if (!timer?.handle || !toast || toast.isExiting) return;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining -= Date.now() - timer.startedAt;
    },
    resume(id) {
      const timer = timers.get(id);
      const toast = toasts.find((t) => t.id === id);
      if (!timer || timer.handle || !toast || toast.isExiting) return;
      timer.startedAt = Date.now();
      timer.handle = setTimeout(() => store.dismiss(id), Math.max(0, timer.remaining));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

const idAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random id of `toastIdLength` characters. */
export function generateToastId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(toastIdLength));
  return Array.from(bytes, (b) => idAlphabet[b % idAlphabet.length]).join('');
}

/** The app-wide toast store that the root `ToastRegion` renders by default. */
export const toastStore = createToastStore();

type ShowByType = (message: string, options?: Omit<ToastOptions, 'type'>) => string;

/**
 * Imperative toasts for any package: `toast.positive('Saved')`,
 * `toast.danger(message, { action })`, `const id = toast.loading('Uploading…')`
 * then `toast.positive('Uploaded', { id })`, `toast.dismiss(id)`.
 */
export const toast: {
  show: ToastStore['show'];
  positive: ShowByType;
  danger: ShowByType;
  loading: ShowByType;
  dismiss: ToastStore['dismiss'];
} = {
  show: (message, options) => toastStore.show(message, options),
  positive: (message, options) => toastStore.show(message, { ...options, type: 'positive' }),
  danger: (message, options) => toastStore.show(message, { ...options, type: 'danger' }),
  loading: (message, options) => toastStore.show(message, { ...options, type: 'loading' }),
  dismiss: (id) => toastStore.dismiss(id),
};
