/** The media queries whose lists are shared (see `shareMediaQueryLists`). */
const sharedQueries = new Map<string, MediaQueryList | null>();
let installed = false;

/**
 * Makes `window.matchMedia` hand back one `MediaQueryList` per query for `queries`.
 *
 * React Aria's drag hooks call `window.matchMedia('(pointer: coarse)')` on every render of
 * every draggable row, to tell a touch drag from a mouse one; each call parses the query and
 * builds a new list (in Chromium ~25 µs, 10,000 times over a scroll to the end of a
 * 10,000-entry folder). A `MediaQueryList` is live (its `matches` follows the page), so
 * one list per query serves every caller. Only the queries named are shared: a caller that
 * sets a list's `onchange` keeps it to itself for any other query.
 */
export function shareMediaQueryLists(queries: readonly string[]): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  for (const query of queries) if (!sharedQueries.has(query)) sharedQueries.set(query, null);
  if (installed) return;
  installed = true;
  const native = window.matchMedia;
  window.matchMedia = function matchMedia(query: string): MediaQueryList {
    const shared = sharedQueries.get(query);
    if (shared) return shared;
    const list = native.call(window, query);
    if (shared === null) sharedQueries.set(query, list);
    return list;
  };
}

/** The query React Aria's drag hooks ask on every render (`useDragModality`). */
export const coarsePointerQuery = '(pointer: coarse)';
