import type { LocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

/** Values a kit string with placeholders is given (`{ count: 3 }`). */
export type KitStringValues = Record<string, string | number | boolean> | undefined;

/**
 * One kit string, in `@internationalized/string`'s format (React Aria's own): plain text, or a
 * function of the values for a string with placeholders or plurals. Plain text is shown as
 * is (no `{placeholder}` is replaced in it); `kitPlural` picks a plural form by the locale's
 * rules.
 */
export type KitString =
  | string
  | ((values: KitStringValues, formatter?: LocalizedStringFormatter) => string);

/** The keys of the kit's strings: every word a kit component shows or announces by itself. */
export type KitStringKey = keyof typeof enUS;

/** Strings by locale (`'fr-FR'`), each a complete or partial set of the kit's keys. */
export type KitStringOverrides = Record<string, Partial<Record<KitStringKey, KitString>>>;

/** A complete set of the kit's strings for each locale it speaks. */
export type KitStringDictionary = Record<string, Record<KitStringKey, KitString>>;

/**
 * A plural form by the locale's rules (`Intl.PluralRules`), the number formatted for it, as
 * React Aria's compiled strings call it: `(v, f) => kitPlural(f, v?.count, { one: …, other: … })`,
 * each form a function of the formatted number.
 */
export function kitPlural(
  formatter: LocalizedStringFormatter | undefined,
  count: unknown,
  forms: Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
    other: (count: string) => string;
  },
): string {
  const n = Number(count);
  // `plural` and `number` are what `@internationalized/string`'s formatter gives the strings
  // it formats (protected in its types, public at run time: React Aria's own strings call them).
  const f = formatter as unknown as
    | {
        plural(n: number, options: Record<string, () => string>): string;
        number(n: number): string;
      }
    | undefined;
  const formatted = f ? f.number(n) : String(n);
  if (!f) return (n === 1 && forms.one ? forms.one : forms.other)(formatted);
  const options: Record<string, () => string> = {};
  for (const [rule, form] of Object.entries(forms)) options[rule] = () => form(formatted);
  return f.plural(n, options);
}

const enUS = {
  /** Close buttons of dialogs and toasts. */
  close: 'Close',
  /** Spinners and loading bars with no text of their own. */
  loading: 'Loading',
  /** The row or tile after the last item of a long list while the next page loads. */
  loadingMore: 'Loading more…',
  /** The toast region's landmark. */
  notifications: 'Notifications',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** The breadcrumbs' navigation landmark. */
  breadcrumbs: 'Breadcrumbs',
  /** The "…" button of a collapsed path. */
  showHiddenFolders: 'Show hidden folders',
  /** The sidebar's navigation landmark. */
  navigation: 'Navigation',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  /** The combo box's button that opens the list. */
  showSuggestions: 'Show suggestions',
  confirm: 'Confirm',
  cancel: 'Cancel',
  /** The "+N" of an avatar group, to screen readers. */
  morePeople: (v: KitStringValues, f?: LocalizedStringFormatter) =>
    kitPlural(f, v?.count, { one: (n) => `${n} more`, other: (n) => `${n} more` }),
  /** The colour picker's hue slider. */
  hue: 'Hue',
  /** The colour picker's hexadecimal field. */
  hex: 'Hex',
  /** Byte units, smallest first, separated by spaces (`formatBytes`). */
  byteUnits: 'B KB MB GB TB PB',
  /** The floating layer around a context menu. */
  contextMenu: 'Context menu',
  /** The header of a table's selection column when only one row can be selected. */
  selection: 'Selection',
  /** The heading of a form's error summary. */
  errorSummaryTitle: 'Please correct the following:',
  /** An entry of a form's error summary: the field's label and its message. */
  fieldProblem: (v: KitStringValues) => `${v?.label}: ${v?.message}`,
  /** A range slider's thumbs. */
  minimum: 'Minimum',
  maximum: 'Maximum',
} satisfies Record<string, KitString>;

const frFR: Record<KitStringKey, KitString> = {
  close: 'Fermer',
  loading: 'Chargement',
  loadingMore: 'Chargement de la suite…',
  notifications: 'Notifications',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  breadcrumbs: 'Fil d’Ariane',
  showHiddenFolders: 'Afficher les dossiers masqués',
  navigation: 'Navigation',
  openNavigation: 'Ouvrir la navigation',
  closeNavigation: 'Fermer la navigation',
  showSuggestions: 'Afficher les suggestions',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  morePeople: (v, f) =>
    kitPlural(f, v?.count, { one: (n) => `${n} autre`, other: (n) => `${n} autres` }),
  hue: 'Teinte',
  hex: 'Code hex',
  byteUnits: 'o ko Mo Go To Po',
  contextMenu: 'Menu contextuel',
  selection: 'Sélection',
  // French puts a (narrow, unbreakable) space before a colon.
  errorSummaryTitle: 'Veuillez corriger les points suivants\u202f:',
  fieldProblem: (v) => `${v?.label}\u202f: ${v?.message}`,
  minimum: 'Minimum',
  maximum: 'Maximum',
};

/**
 * The kit's own strings: English, the default, and French. A product adds or changes any
 * of them per locale with `KitStringsProvider`.
 */
export const kitStrings: KitStringDictionary = { 'en-US': enUS, 'fr-FR': frFR };

/**
 * The strings a dictionary has for `locale`, by React Aria's rule (`LocalizedStringDictionary`):
 * the same locale, else the same language and script, the language alone, the first locale of
 * the language, and English last.
 */
export function stringsForLocale<T>(dictionary: Record<string, T>, locale: string): T | undefined {
  if (dictionary[locale]) return dictionary[locale];
  const { language, script } = new Intl.Locale(locale);
  if (script && dictionary[`${language}-${script}`]) return dictionary[`${language}-${script}`];
  if (dictionary[language]) return dictionary[language];
  const sameLanguage = Object.keys(dictionary).find((key) => key.startsWith(`${language}-`));
  return sameLanguage ? dictionary[sameLanguage] : dictionary['en-US'];
}

/**
 * `base` with `overrides` applied: each overridden locale gets the strings `base` has for it
 * (by the rule above) with the overrides on top, so a partial set never leaves a key missing.
 * An override for a language alone (`fr`) applies to each of `base`'s locales of that language.
 */
export function mergeKitStrings(
  base: KitStringDictionary,
  overrides: KitStringOverrides,
): KitStringDictionary {
  const merged: KitStringDictionary = { ...base };
  const locales = new Set([...Object.keys(base), ...Object.keys(overrides)]);
  for (const locale of locales) {
    const language = new Intl.Locale(locale).language;
    const own = overrides[locale];
    const ofLanguage = language !== locale ? overrides[language] : undefined;
    if (!own && !ofLanguage) continue;
    const strings =
      stringsForLocale(base, locale) ?? (base['en-US'] as Record<KitStringKey, KitString>);
    merged[locale] = { ...strings, ...ofLanguage, ...own } as Record<KitStringKey, KitString>;
  }
  return merged;
}
