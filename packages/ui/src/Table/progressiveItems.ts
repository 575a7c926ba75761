import { startTransition, useEffect, useMemo, useState } from 'react';

/** Items handed to the collection in the first render, unless the caller knows fewer fill the view. */
export const firstItemCount = 100;
/** Items added by each later, interruptible render. */
export const itemsPerStep = 400;

/**
 * Hands a long list of items to a react-aria collection a few hundred at a time.
 *
 * react-aria-components builds its collection by rendering every item, visible or not, so
 * a 10,000-row table would spend its whole first render (seconds on a slow machine) on
 * rows nobody sees yet. The first render gets the first `firstCount` items, enough to fill
 * the view; the rest are added in transitions, each small enough not to block input.
 * A list that grows later continues from what is already shown rather than starting over,
 * so scrolling position and focus survive an update.
 */
export function useProgressiveItems<T>(
  items: Iterable<T> | undefined,
  firstCount: number = firstItemCount,
): Iterable<T> | undefined {
  const list = useMemo(() => (items == null || Array.isArray(items) ? items : [...items]), [items]);
  const total = list?.length ?? 0;
  const [shown, setShown] = useState(firstCount);
  const [lastTotal, setLastTotal] = useState(total);
  if (total !== lastTotal) {
    // After the list shrinks (a filter), growing it again is progressive too.
    setLastTotal(total);
    if (total < shown) setShown(Math.max(firstCount, total));
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

/**
 * Rows that fill a view of `height` (pixels, or any CSS length: then the window's height
 * bounds it) plus the third of a view the virtualizer renders ahead, capped at
 * `firstItemCount`.
 */
export function rowsToFill(height: number | string, rowHeight: number): number {
  const view =
    typeof height === 'number' ? height : typeof window === 'undefined' ? 0 : window.innerHeight;
  const rows = Math.ceil((view * 4) / 3 / rowHeight) + 1;
  return view > 0 && rowHeight > 0 ? Math.min(firstItemCount, rows) : firstItemCount;
}
