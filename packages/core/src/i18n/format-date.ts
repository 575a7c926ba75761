import { DEFAULT_LOCALE } from './locale';

export type DateInput = Date | string | number;

/** How long a written date is: Intl's date styles (the site's `dates.format` is one of them). */
export type DateStyle = NonNullable<Intl.DateTimeFormatOptions['dateStyle']>;

export interface FormatDateOptions extends Intl.DateTimeFormatOptions {
  /** @default 'en' */
  locale?: string;
  /**
   * The style of a date asked for without parts or a style of its own: the site's
   * `dates.format` in the app's translator.
   * @default 'medium'
   */
  defaultDateStyle?: DateStyle;
}

/** Formats a date in the given (resolved) time zone; by default in `defaultDateStyle`. */
export function formatDate(
  date: DateInput,
  { locale = DEFAULT_LOCALE, defaultDateStyle = 'medium', ...options }: FormatDateOptions = {},
): string {
  const hasParts = Object.keys(options).some((key) => key !== 'timeZone');
  return dateTimeFormat(
    locale,
    hasParts ? options : { ...options, dateStyle: defaultDateStyle },
  ).format(toDate(date));
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
