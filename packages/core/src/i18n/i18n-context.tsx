import type { I18n as I18nData } from '@coffer/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createI18n, type I18n, type RichTransValues } from './create-i18n';

const englishOnly = createI18n({ language: 'en', lines: {} });
const I18nContext = createContext<I18n>(englishOnly);

export interface I18nProviderProps {
  /** The bootstrap `i18n`: language code and translation lines. */
  i18n: I18nData;
  /**
   * The resolved zone for dates (see `resolveTimeZone` / `useTimeZone`).
   * @default the browser's zone
   */
  timeZone?: string;
  children: ReactNode;
}

/** Gives `useTrans()` and `<Trans>` the site's language and translation lines. */
export function I18nProvider({ i18n, timeZone, children }: I18nProviderProps) {
  const value = useMemo(() => createI18n(i18n, { timeZone }), [i18n, timeZone]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator; outside an I18nProvider it speaks untranslated English. */
export function useTrans(): I18n {
  return useContext(I18nContext);
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
