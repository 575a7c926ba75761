import { startTransition, useEffect, useMemo, useState } from 'react';

/** Items handed to the collection in the first render. */
export const firstItemCount = 100;
/** Items added by each later, interruptible render. */
export const itemsPerStep = 400;

/**
 * Hands a long list of items to a react-aria collection a few hundred at a time.
 *
 * react-aria-components builds its collection by rendering every item, visible or not, so
 * a 10,000-row table would spend its whole first render (seconds on a slow machine) on
 * rows nobody sees yet. The first render gets the first `firstItemCount` items, enough to
 * fill the view; the rest are added in transitions, each small enough not to block input.
 * A list that grows later continues from what is already shown rather than starting over,
 * so scrolling position and focus survive an update.
 */
export function useProgressiveItems<T>(items: Iterable<T> | undefined): Iterable<T> | undefined {
  const list = useMemo(() => (items == null || Array.isArray(items) ? items : [...items]), [items]);
  const total = list?.length ?? 0;
  const [shown, setShown] = useState(firstItemCount);
  const [lastTotal, setLastTotal] = useState(total);
  if (total !== lastTotal) {
    // After the list shrinks (a filter), growing it again is progressive too.
    setLastTotal(total);
    if (total < shown) setShown(Math.max(firstItemCount, total));
  }

  useEffect(() => {
    if (shown >= total) return;
    // A macrotask, so the rows already shown are painted before the next step starts.
    const timer = setTimeout(() => {
      startTransition(() => setShown((count) => count + itemsPerStep));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, total]);

  return useMemo(
    () => (list == null || shown >= list.length ? list : list.slice(0, shown)),
    [list, shown],
  );
}
