import type { I18n as I18nData } from '@coffer/contract';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { I18n, RichTransValues } from './i18n-types';
import { getIcuI18nFactory, loadIcuI18n, subscribeIcuI18n } from './icu-loader';
import { createPlainI18n } from './plain-i18n';

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
  children: ReactNode;
}

/** Gives `useTrans()` and `<Trans>` the site's language and translation lines. */
export function I18nProvider({ i18n, timeZone, children }: I18nProviderProps) {
  const value = useI18n(i18n, timeZone);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator; outside an I18nProvider it speaks untranslated English. */
export function useTrans(): I18n {
  const provided = useContext(I18nContext);
  const standalone = useI18n(englishOnly, undefined);
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
function useI18n(data: I18nData, timeZone: string | undefined): I18n {
  const icuFactory = useSyncExternalStore(subscribeIcuI18n, getIcuI18nFactory, getIcuI18nFactory);
  return useMemo(
    () =>
      icuFactory
        ? icuFactory(data, { timeZone })
        : createPlainI18n(data, { timeZone, onNeedsIcu: requestIcu }),
    [icuFactory, data, timeZone],
  );
}

function requestIcu(): void {
  loadIcuI18n().catch((error: unknown) => console.error(error));
}
