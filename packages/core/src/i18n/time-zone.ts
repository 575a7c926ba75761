/** Means "whatever zone the browser is in" wherever a time zone is configured. */
export const AUTO_TIME_ZONE = 'auto';

export interface TimeZoneSources {
  /** The site default, settings `dates.default_timezone`. */
  siteTimeZone?: string | null;
  /** The signed-in user's own `timezone`. */
  userTimeZone?: string | null;
  /** The browser's zone; read from Intl when not given. */
  browserTimeZone?: string;
}

/**
 * The time zone dates are shown in (spec §9: "settings, then the user's; 'auto'
 * means the browser's"). Precedence, last set wins:
 * 1. the site default from settings;
 * 2. the user's own zone, when they have one, overrides the site default —
 *    including a user's explicit 'auto', which means their browser's zone;
 * 3. 'auto', nothing set, or a zone Intl does not know → the browser's zone.
 */
export function resolveTimeZone({
  siteTimeZone,
  userTimeZone,
  browserTimeZone = currentBrowserTimeZone(),
}: TimeZoneSources): string {
  const chosen = userTimeZone || siteTimeZone;
  if (!chosen || chosen === AUTO_TIME_ZONE || !isKnownTimeZone(chosen)) return browserTimeZone;
  return chosen;
}

export function currentBrowserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
