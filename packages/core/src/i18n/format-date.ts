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
  return new Intl.DateTimeFormat(
    locale,
    hasParts ? options : { ...options, dateStyle: 'medium' },
  ).format(toDate(date));
}

export function toDate(date: DateInput): Date {
  return date instanceof Date ? date : new Date(date);
}
