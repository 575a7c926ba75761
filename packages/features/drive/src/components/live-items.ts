import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/** The latest value of a list, readable by a component that subscribes to it. */
export interface LiveItems<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

/**
 * `items` as a store that the rows of a collection subscribe to (`useLiveItemsValue`), so a
 * new page of entries renders the rows' part of the collection, not the collection's
 * component: React Aria renders every row in view again on each render of a table or grid,
 * and once more when its collection changes, so a page appended by rendering the table
 * costs two passes over the rows in view instead of one.
 */
export function useLiveItems<T>(items: T): LiveItems<T> {
  const [store] = useState(() => {
    let current = items;
    const listeners = new Set<() => void>();
    return {
      get: () => current,
      set: (next: T) => {
        if (next === current) return;
        current = next;
        for (const listener of listeners) listener();
      },
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });
  // After the render that brought them (the rows catch up in the same task, before paint).
  useLayoutEffect(() => store.set(items), [store, items]);
  return store;
}

/**
 * The current value of a `useLiveItems` store; renders again when it changes.
 *
 * Items appended at the end (a page of an infinite list) render in a transition: React
 * renders the new rows into React Aria's hidden collection tree in slices of a few
 * milliseconds between frames instead of in the task that brought the page, and only the
 * collection's update (React Aria's rebuild, the rows in view) stays one task. Any other
 * change (an entry renamed, moved, removed) renders at once, before paint.
 */
export function useLiveItemsValue<T>(store: LiveItems<T>): T {
  const [value, setValue] = useState(store.get);
  const shown = useRef(value);
  useLayoutEffect(() => {
    shown.current = value;
  });
  useLayoutEffect(() => {
    const update = () => {
      const next = store.get();
      if (next === shown.current) return;
      if (isAppended(shown.current, next)) startTransition(() => setValue(() => next));
      else setValue(() => next);
    };
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}

/** Whether `next` is `previous` with items added at the end (the same objects first). */
export function isAppended(previous: unknown, next: unknown): boolean {
  if (!Array.isArray(previous) || !Array.isArray(next)) return false;
  if (previous.length === 0 || next.length <= previous.length) return false;
  for (let i = 0; i < previous.length; i++) if (previous[i] !== next[i]) return false;
  return true;
}
