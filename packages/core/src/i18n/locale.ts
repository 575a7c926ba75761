/** Spec §9: the default locale. */
export const DEFAULT_LOCALE = 'en';

/** The language code as an Intl locale; unusable codes fall back to the default. */
export function toLocale(language: string | null | undefined): string {
  if (!language) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
