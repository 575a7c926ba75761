import { useSyncExternalStore } from 'react';
import { useBootstrap } from '../app/core-context';
import { currentBrowserTimeZone, resolveTimeZone } from './time-zone';

const neverChanges = () => () => {};

/**
 * The zone for the current visitor: see `resolveTimeZone` for the precedence. A page rendered
 * on the server (ADR 0030) hydrates with the server's zone, then shows the browser's.
 */
export function useTimeZone(): string {
  const siteTimeZone = useBootstrap((data) => data.settings.dates.default_timezone);
  const userTimeZone = useBootstrap((data) => data.user?.timezone ?? null);
  const browserTimeZone = useSyncExternalStore(neverChanges, currentBrowserTimeZone, () => 'UTC');
  return resolveTimeZone({ siteTimeZone, userTimeZone, browserTimeZone });
}
