import { startTransition, useLayoutEffect, useState } from 'react';

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
  // After the render that brought them; the readers catch up in a transition (useLiveItemsValue).
  useLayoutEffect(() => store.set(items), [store, items]);
  return store;
}

/**
 * The current value of a `useLiveItems` store; renders again when it changes, in a
 * transition: React renders a page of rows joining a large collection in slices between
 * frames instead of one blocking task (a scroll or a keypress goes first).
 */
export function useLiveItemsValue<T>(store: LiveItems<T>): T {
  const [value, setValue] = useState(store.get);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setValue(() => store.get()));
    // A change between this render and the subscription.
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}
