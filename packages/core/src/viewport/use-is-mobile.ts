import { mobileMedia } from '@coffer/ui/theme';
import { useSyncExternalStore } from 'react';
import { useBootstrap } from '../app/core-context';

/**
 * Whether the app shows its phone layout: a viewport 768 px wide or less (spec §9), following
 * resizes. Where media queries are missing (server rendering, a test DOM without
 * `matchMedia`), the server's guess from the device (`is_mobile_device`).
 */
export function useIsMobile(): boolean {
  const isMobileDevice = useBootstrap((data) => data.is_mobile_device);
  return useSyncExternalStore(
    subscribe,
    () => (hasMediaQueries() ? window.matchMedia(mobileMedia).matches : isMobileDevice),
    () => isMobileDevice,
  );
}

function subscribe(onChange: () => void): () => void {
  if (!hasMediaQueries()) return () => {};
  const query = window.matchMedia(mobileMedia);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function hasMediaQueries(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}
