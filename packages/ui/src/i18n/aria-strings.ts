import type { StringsModule } from './aria-string-loaders';

const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');

/**
 * Before the first render, gives React Aria the strings of the locale it will speak: the
 * browser's, as React Aria picks by default. English needs nothing; any other locale loads
 * its one file (~3 KB gzip) instead of every locale's strings being in the components.
 */
export async function loadAriaStrings(
  locale: string = browserLocale(),
  target: Record<symbol, unknown> = window as unknown as Record<symbol, unknown>,
): Promise<void> {
  // English is React Aria's own: an English page loads nothing, not even the list of locales.
  if (isEnglish(locale)) return;
  const { ARIA_STRING_LOADERS, ariaStringsLocale } = await import('./aria-string-loaders');
  const match = ariaStringsLocale(locale);
  const load = match && ARIA_STRING_LOADERS[match];
  if (!load) return;
  const { default: strings } = (await load()) as StringsModule;
  target[LOCALE] = locale;
  target[STRINGS] = strings;
}

function isEnglish(locale: string): boolean {
  try {
    return new Intl.Locale(locale).language === 'en';
  } catch {
    return true;
  }
}

/** React Aria's default locale: the browser's language, if Intl knows it. */
function browserLocale(): string {
  const locale = navigator.language || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    return locale;
  } catch {
    return 'en-US';
  }
}
