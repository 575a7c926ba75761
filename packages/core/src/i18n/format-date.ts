import { DEFAULT_LOCALE } from './locale';

export type DateInput = Date | string | number;

export interface FormatDateOptions extends Intl.DateTimeFormatOptions {
  /** @default 'en' */
  locale?: string;
}

/** Formats a date in the given (resolved) time zone; by default as a medium date. */
export function formatDate(
  date: DateInput,
  { locale = DEFAULT_LOCALE, ...options }: FormatDateOptions = {},
): string {
  const hasParts = Object.keys(options).some((key) => key !== 'timeZone');
  return dateTimeFormat(locale, hasParts ? options : { ...options, dateStyle: 'medium' }).format(
    toDate(date),
  );
}

/** Formatters kept, least recently used dropped first: enough for every list on a page. */
const FORMATTER_CACHE_SIZE = 50;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` for a locale and options, built once and reused (building one
 * costs far more than formatting with it, and a file list formats a date per row).
 * Options are keyed by value, so `{ a, b }` and `{ b, a }` share a formatter.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let formatter = formatters.get(key);
  if (formatter) {
    formatters.delete(key);
  } else {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= FORMATTER_CACHE_SIZE) {
      const oldest = formatters.keys().next().value;
      if (oldest !== undefined) formatters.delete(oldest);
    }
  }
  formatters.set(key, formatter);
  return formatter;
}

export function toDate(date: DateInput): Date {
  return date instanceof Date ? date : new Date(date);
}
