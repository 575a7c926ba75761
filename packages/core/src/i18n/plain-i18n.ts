import type { I18n as I18nData } from '@coffer/contract';
import { type DateStyle, formatDate } from './format-date';
import type { I18n } from './i18n-types';
import { keyedParts } from './keyed-parts';
import { toLocale } from './locale';
import { formatPlainMessage, roughMessage } from './plain-message';
import { formatRelativeTime } from './relative-time';

export interface PlainI18nOptions {
  /** The zone `formatDate` uses unless told otherwise. */
  timeZone?: string;
  /**
   * The site's date style (`dates.format`), for dates asked for without parts or a style.
   * @default 'medium'
   */
  dateStyle?: DateStyle;
  /** Called when a message needs the ICU message format, which the plain lookup lacks. */
  onNeedsIcu?: () => void;
}

/**
 * The message lookup of `createI18n` without `@formatjs/intl`, for the first paint (ADR 0007):
 * plain texts and `{name}` placeholders give the same text as ICU would. Any other message is
 * shown roughly (placeholders filled, tags dropped) and `onNeedsIcu` is called, so the caller
 * can switch to `createI18n`.
 */
export function createPlainI18n(
  data: I18nData,
  { timeZone, dateStyle = 'medium', onNeedsIcu }: PlainI18nOptions = {},
): I18n {
  const locale = toLocale(data.language);
  // As formatjs: a missing or empty line falls back to the English text.
  const lookup = (message: string) =>
    (Object.hasOwn(data.lines, message) && data.lines[message]) || message;
  const format = (message: string, values: Record<string, unknown> | undefined, rich: boolean) => {
    const text = lookup(message);
    const parts = formatPlainMessage(text, values, rich);
    if (parts) return parts;
    onNeedsIcu?.();
    return [roughMessage(text, values, locale)];
  };
  const trans = (message: string, values?: Record<string, unknown>) =>
    format(message, values, false).join('');
  return {
    locale,
    timeZone,
    dateStyle,
    trans,
    transRich(message, values) {
      const parts = format(message, values, true);
      if (parts.length === 0) return '';
      // One text or node stands alone; several need keys, as `createI18n` gives them.
      return keyedParts(parts);
    },
    formatRelativeTime: (date, now) => formatRelativeTime(date, { locale, now, trans }),
    formatDate: (date, dateOptions = {}) =>
      formatDate(date, { timeZone, ...dateOptions, locale, defaultDateStyle: dateStyle }),
  };
}
