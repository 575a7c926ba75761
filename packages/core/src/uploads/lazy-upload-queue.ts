import type { UploadItem } from './upload-item';

/** What a view reads of a queue (an upload queue, or a feature's glue around one). */
export interface UploadQueueSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploadItem[];
}

/**
 * A queue that loads with its first file instead of with the page (ADR 0007, decision 17):
 * `load` imports the module that makes it (and so tus) on demand. Until then a view sees
 * an empty list; once it has loaded, its items, and calls chained on `load()` run in the
 * order they were made.
 */
export function lazyUploadQueue<Queue extends UploadQueueSource>(load: () => Promise<Queue>) {
  let queue: Queue | null = null;
  let loading: Promise<Queue> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): UploadItem[] => queue?.getSnapshot() ?? NOTHING,
    /** The queue, loading it the first time. */
    load(): Promise<Queue> {
      loading ??= load().then((loaded) => {
        queue = loaded;
        loaded.subscribe(notify);
        notify();
        return loaded;
      });
      return loading;
    },
    /** The queue if it has loaded, else null. */
    loaded: () => queue,
  };
}

/** One empty list, so that a view's snapshot stays the same until the queue loads. */
const NOTHING: UploadItem[] = [];
