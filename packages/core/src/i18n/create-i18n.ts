import type { I18n as I18nData } from '@coffer/contract';
import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { type DateStyle, formatDate } from './format-date';
import type { I18n, TransValues } from './i18n-types';
import { keyedParts } from './keyed-parts';
import { DEFAULT_LOCALE, toLocale } from './locale';
import { formatRelativeTime } from './relative-time';

const cache = createIntlCache();

/**
 * Builds the message lookup from the bootstrap `i18n` (language code and translation lines),
 * with the full ICU message format of `@formatjs/intl`. The app's `I18nProvider` starts with
 * the lighter `createPlainI18n` and switches to this once a message needs ICU (ADR 0007).
 */
export function createI18n(
  data: I18nData,
  options: { timeZone?: string; dateStyle?: DateStyle } = {},
): I18n {
  const dateStyle = options.dateStyle ?? 'medium';
  const intl: IntlShape<ReactNode> = createIntl<ReactNode>(
    {
      locale: toLocale(data.language),
      defaultLocale: DEFAULT_LOCALE,
      messages: data.lines,
      onError: reportFormatError,
    },
    cache,
  );
  const trans = (message: string, values?: TransValues): string =>
    intl.formatMessage({ id: message, defaultMessage: message }, values) as string;
  return {
    locale: intl.locale,
    timeZone: options.timeZone,
    dateStyle,
    trans,
    transRich(message, values) {
      const output = intl.formatMessage(
        { id: message, defaultMessage: message },
        values as Parameters<typeof intl.formatMessage>[1],
      );
      return Array.isArray(output) ? keyedParts(output) : output;
    },
    formatRelativeTime: (date, now) =>
      formatRelativeTime(date, { locale: intl.locale, now, trans }),
    formatDate: (date, dateOptions = {}) =>
      formatDate(date, {
        timeZone: options.timeZone,
        ...dateOptions,
        locale: intl.locale,
        defaultDateStyle: dateStyle,
      }),
  };
}

/** Lines are partial by design and the locale may lack Intl data; anything else is a bug. */
function reportFormatError(error: { code: string }): void {
  if (error.code === IntlErrorCode.MISSING_TRANSLATION) return;
  if (error.code === IntlErrorCode.MISSING_DATA) return;
  console.error(error);
}
