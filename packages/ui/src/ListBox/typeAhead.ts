import type { KeyboardEvent } from 'react';
import { useRef } from 'react';

/** Spec: type-ahead forgets what was typed after this many milliseconds (RAC's own is 1000). */
export const typeAheadResetMs = 500;

type Key = string | number;

/** The part of a RAC list or select state that type-ahead needs. */
export interface TypeAheadState {
  collection: Iterable<unknown> & {
    getKeys(): Iterable<Key>;
    getItem(key: Key): { type: string; textValue: string } | null;
  };
  selectionManager: { focusedKey: Key | null; isDisabled(key: Key): boolean };
}

/**
 * Type-ahead with a 500 ms reset. RAC's built-in one waits 1000 ms and cannot be
 * configured, so this handler runs in the capture phase, takes printable keys before
 * RAC sees them, and hands the matching key to `onMatch`.
 */
export function useTypeAhead(
  getState: () => TypeAheadState | null,
  onMatch: (key: Key) => void,
): (event: KeyboardEvent) => void {
  const buffer = useRef({ search: '', lastAt: 0 });
  return (event) => {
    const { key } = event;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const now = Date.now();
    const typed = buffer.current;
    if (now - typed.lastAt > typeAheadResetMs) typed.search = '';
    // A leading space is a selection, not a search.
    if (key === ' ' && typed.search === '') return;
    const state = getState();
    if (!state) return;
    typed.search += key;
    typed.lastAt = now;
    event.preventDefault();
    event.stopPropagation();
    const match = findMatch(state, typed.search);
    if (match != null) onMatch(match);
  };
}

function findMatch(state: TypeAheadState, search: string): Key | null {
  const keys = [...state.collection.getKeys()].filter((key) => {
    const node = state.collection.getItem(key);
    return node?.type === 'item' && !state.selectionManager.isDisabled(key);
  });
  const focused = state.selectionManager.focusedKey;
  const start = focused == null ? 0 : keys.indexOf(focused);
  // Search from the focused item on (so repeated letters cycle), wrapping round.
  const ordered = [...keys.slice(Math.max(start, 0)), ...keys.slice(0, Math.max(start, 0))];
  const needle = search.toLocaleLowerCase();
  return (
    ordered.find((key) =>
      state.collection.getItem(key)?.textValue.toLocaleLowerCase().startsWith(needle),
    ) ?? null
  );
}
