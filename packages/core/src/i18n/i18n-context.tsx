import type { I18n as I18nData } from '@coffer/contract';
import { LocaleProvider } from '@coffer/ui/KitStrings';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { DateStyle } from './format-date';
import type { I18n, RichTransValues, TransValues } from './i18n-types';
import { getIcuI18nFactory, loadIcuI18n, subscribeIcuI18n } from './icu-loader';
import { createPlainI18n } from './plain-i18n';
import { roughMessage } from './plain-message';

const I18nContext = createContext<I18n | null>(null);
const englishOnly: I18nData = { language: 'en', lines: {} };

export interface I18nProviderProps {
  /** The bootstrap `i18n`: language code and translation lines. */
  i18n: I18nData;
  /**
   * The resolved zone for dates (see `resolveTimeZone` / `useTimeZone`).
   * @default the browser's zone
   */
  timeZone?: string;
  /**
   * How dates are written when a screen asks for no particular form: the site's
   * `dates.format`.
   * @default 'medium'
   */
  dateStyle?: DateStyle;
  children: ReactNode;
}

/**
 * Gives `useTrans()` and `<Trans>` the site's language and translation lines, and the kit
 * (React Aria below it) the same locale: its own words, formats and reading direction.
 */
export function I18nProvider({ i18n, timeZone, dateStyle, children }: I18nProviderProps) {
  const value = useI18n(i18n, timeZone, dateStyle);
  activeI18n = value;
  return (
    <I18nContext.Provider value={value}>
      <LocaleProvider locale={value.locale}>{children}</LocaleProvider>
    </I18nContext.Provider>
  );
}

let activeI18n: I18n | null = null;

/**
 * A message in the language of the app's `I18nProvider` (the last one rendered), for code
 * outside components: the generic error toast, say. English until a provider has rendered.
 */
export function translate(message: string, values?: TransValues): string {
  return activeI18n ? activeI18n.trans(message, values) : roughMessage(message, values);
}

/** The translator; outside an I18nProvider it speaks untranslated English. */
export function useTrans(): I18n {
  const provided = useContext(I18nContext);
  const standalone = useI18n(englishOnly, undefined, undefined);
  return provided ?? standalone;
}

export interface TransProps {
  /** The English text, which is also the message id. */
  message: string;
  /** ICU placeholder values; React nodes and tag functions are allowed. */
  values?: RichTransValues;
}

/** Renders a translated message: `<Trans message="Hello {name}" values={{ name }} />`. */
export function Trans({ message, values }: TransProps) {
  return <>{useTrans().transRich(message, values)}</>;
}

/**
 * The plain lookup until a message needs the ICU message format, then `createI18n` (its
 * code loads on that first message, ADR 0007).
 */
function useI18n(
  data: I18nData,
  timeZone: string | undefined,
  dateStyle: DateStyle | undefined,
): I18n {
  const icuFactory = useSyncExternalStore(subscribeIcuI18n, getIcuI18nFactory, getIcuI18nFactory);
  return useMemo(
    () =>
      icuFactory
        ? icuFactory(data, { timeZone, dateStyle })
        : createPlainI18n(data, { timeZone, dateStyle, onNeedsIcu: requestIcu }),
    [icuFactory, data, timeZone, dateStyle],
  );
}

function requestIcu(): void {
  loadIcuI18n().catch((error: unknown) => console.error(error));
}
