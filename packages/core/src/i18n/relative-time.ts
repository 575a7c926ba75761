import { type DateInput, toDate } from './format-date';

/** Shown for anything less than a minute away (spec §4). */
export const FEW_SECONDS_AGO = 'a few seconds ago';

/** Spec §9 relative-time steps: each is how many of a unit make the next one. */
const divisions: ReadonlyArray<{ amount: number; unit: Intl.RelativeTimeFormatUnit }> = [
  { amount: 60, unit: 'seconds' },
  { amount: 60, unit: 'minutes' },
  { amount: 24, unit: 'hours' },
  { amount: 7, unit: 'days' },
  { amount: 4.34524, unit: 'weeks' },
  { amount: 12, unit: 'months' },
  { amount: Number.POSITIVE_INFINITY, unit: 'years' },
];

export interface RelativeTimeStep {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

/**
 * The largest unit in which `date` is less than one step away from `now`, with the
 * rounded count (negative in the past); null when under a minute either way, since
 * server clocks run a little ahead and "in 3 seconds" would read as a glitch.
 */
export function relativeTimeStep(
  date: DateInput,
  now: DateInput = Date.now(),
): RelativeTimeStep | null {
  let duration = (toDate(date).getTime() - toDate(now).getTime()) / 1000;
  for (const { amount, unit } of divisions) {
    if (Math.abs(duration) < amount) {
      return unit === 'seconds' ? null : { value: Math.round(duration), unit };
    }
    duration /= amount;
  }
  return null;
}

export interface RelativeTimeOptions {
  locale?: string;
  now?: DateInput;
  /** Translates 'a few seconds ago'. */
  trans?: (message: string) => string;
}

/** "5 minutes ago", "in 2 days", or 'a few seconds ago'. */
export function formatRelativeTime(
  date: DateInput,
  { locale = 'en', now, trans = (message) => message }: RelativeTimeOptions = {},
): string {
  const step = relativeTimeStep(date, now);
  if (!step) return trans(FEW_SECONDS_AGO);
  return relativeTimeFormat(locale).format(step.value, step.unit);
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** One `Intl.RelativeTimeFormat` per locale, built on first use. */
function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormatters.set(locale, formatter);
  }
  return formatter;
}
