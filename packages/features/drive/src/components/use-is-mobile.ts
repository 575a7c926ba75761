import { useBootstrap } from '@coffer/core';
import { mobileMedia } from '@coffer/ui/theme';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(mobileMedia);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the drive shows its mobile layout: a viewport 768 px wide or less (spec §9),
 * following resizes; where media queries are missing, the server's device guess.
 */
export function useIsMobile(): boolean {
  const isMobileDevice = useBootstrap((data) => data.is_mobile_device);
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(mobileMedia).matches
        : isMobileDevice,
    () => isMobileDevice,
  );
}
