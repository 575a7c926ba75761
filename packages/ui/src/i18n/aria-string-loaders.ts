import type PackageLocalizedStrings from 'react-aria-components/i18n/lang';

// The package types each locale file as the strings type alone, without its default export.
export type StringsModule = { default: PackageLocalizedStrings };

/**
 * React Aria's strings for every locale it ships besides `en-US`, which an app's build may keep
 * alone in the components (Coffer's web app does: `apps/web/react-aria-locales.ts`).
 * Alphabetical, as React Aria's own dictionaries: the first locale of a language is the one it
 * falls back to (`pt` → `pt-BR`).
 */
export const ARIA_STRING_LOADERS: Record<string, () => Promise<unknown>> = {
  'ar-AE': () => import('react-aria-components/i18n/ar-AE'),
  'bg-BG': () => import('react-aria-components/i18n/bg-BG'),
  'cs-CZ': () => import('react-aria-components/i18n/cs-CZ'),
  'da-DK': () => import('react-aria-components/i18n/da-DK'),
  'de-DE': () => import('react-aria-components/i18n/de-DE'),
  'el-GR': () => import('react-aria-components/i18n/el-GR'),
  'es-ES': () => import('react-aria-components/i18n/es-ES'),
  'et-EE': () => import('react-aria-components/i18n/et-EE'),
  'fi-FI': () => import('react-aria-components/i18n/fi-FI'),
  'fr-FR': () => import('react-aria-components/i18n/fr-FR'),
  'he-IL': () => import('react-aria-components/i18n/he-IL'),
  'hr-HR': () => import('react-aria-components/i18n/hr-HR'),
  'hu-HU': () => import('react-aria-components/i18n/hu-HU'),
  'it-IT': () => import('react-aria-components/i18n/it-IT'),
  'ja-JP': () => import('react-aria-components/i18n/ja-JP'),
  'ko-KR': () => import('react-aria-components/i18n/ko-KR'),
  'lt-LT': () => import('react-aria-components/i18n/lt-LT'),
  'lv-LV': () => import('react-aria-components/i18n/lv-LV'),
  'nb-NO': () => import('react-aria-components/i18n/nb-NO'),
  'nl-NL': () => import('react-aria-components/i18n/nl-NL'),
  'pl-PL': () => import('react-aria-components/i18n/pl-PL'),
  'pt-BR': () => import('react-aria-components/i18n/pt-BR'),
  'pt-PT': () => import('react-aria-components/i18n/pt-PT'),
  'ro-RO': () => import('react-aria-components/i18n/ro-RO'),
  'ru-RU': () => import('react-aria-components/i18n/ru-RU'),
  'sk-SK': () => import('react-aria-components/i18n/sk-SK'),
  'sl-SI': () => import('react-aria-components/i18n/sl-SI'),
  'sr-SP': () => import('react-aria-components/i18n/sr-SP'),
  'sv-SE': () => import('react-aria-components/i18n/sv-SE'),
  'tr-TR': () => import('react-aria-components/i18n/tr-TR'),
  'uk-UA': () => import('react-aria-components/i18n/uk-UA'),
  'zh-CN': () => import('react-aria-components/i18n/zh-CN'),
  'zh-TW': () => import('react-aria-components/i18n/zh-TW'),
};

/**
 * The locale whose strings React Aria uses for `locale` (its `LocalizedStringDictionary`
 * rule): the same locale, else the first of the same language; null for English or a
 * language it has no strings for (English then).
 */
export function ariaStringsLocale(locale: string): string | null {
  const known = Object.keys(ARIA_STRING_LOADERS);
  if (known.includes(locale)) return locale;
  const { language, script } = new Intl.Locale(locale);
  if (script && known.includes(`${language}-${script}`)) return `${language}-${script}`;
  return known.find((candidate) => candidate.startsWith(`${language}-`)) ?? null;
}
