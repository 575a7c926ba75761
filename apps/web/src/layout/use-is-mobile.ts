import { useBootstrap } from '@coffer/core';
import { mobileMedia } from '@coffer/ui/theme';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileMedia);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is 768 px wide or less (spec §9); follows resizes. */
export function useIsMobile(): boolean {
  const isMobileDevice = useBootstrap((data) => data.is_mobile_device);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileMedia).matches,
    () => isMobileDevice,
  );
}
