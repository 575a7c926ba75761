import { useBootstrap } from '../app/core-context';
import { resolveTimeZone } from './time-zone';

/** The zone for the current visitor: see `resolveTimeZone` for the precedence. */
export function useTimeZone(): string {
  const siteTimeZone = useBootstrap((data) => data.settings.dates.default_timezone);
  const userTimeZone = useBootstrap((data) => data.user?.timezone ?? null);
  return resolveTimeZone({ siteTimeZone, userTimeZone });
}
