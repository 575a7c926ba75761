import type { ValueListName, ValueLists } from '@coffer/contract';

/**
 * The interface languages the server has lines for. English is the source language
 * (no lines: the client shows its own strings); others translate those strings.
 */
export const LOCALES: Record<string, { name: string; lines: Record<string, string> }> = {
  en: { name: 'English', lines: {} },
  fr: {
    name: 'Français',
    lines: {
      'Account settings': 'Paramètres du compte',
      'Account details': 'Détails du compte',
      'Social login': 'Connexion sociale',
      Password: 'Mot de passe',
      'Two-factor authentication': 'Authentification à deux facteurs',
      'Location and language': 'Lieu et langue',
      Developers: 'Développeurs',
      Sessions: 'Sessions',
      'Danger zone': 'Zone de danger',
      'Delete account': 'Supprimer le compte',
      Language: 'Langue',
      'Time zone': 'Fuseau horaire',
      Country: 'Pays',
      Save: 'Enregistrer',
      Name: 'Nom',
      Phone: 'Téléphone',
      Email: 'E-mail',
      'Account deleted': 'Compte supprimé',
      'Confirm password': 'Confirmer le mot de passe',
      Cancel: 'Annuler',
      Confirm: 'Confirmer',
    },
  },
};

// Region-like codes Intl knows that are not countries.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let countryCache: Array<{ code: string; name: string }> | undefined;

function countries(): Array<{ code: string; name: string }> {
  if (countryCache) return countryCache;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const list: Array<{ code: string; name: string }> = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = !NOT_COUNTRIES.has(code) && names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  }
  countryCache = list.sort((x, y) => x.name.localeCompare(y.name));
  return countryCache;
}

function timezones(): Array<{ value: string; label: string }> {
  return Intl.supportedValuesOf('timeZone').map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

export function isTimezone(value: string): boolean {
  return value === 'auto' || Intl.supportedValuesOf('timeZone').includes(value);
}

export function isCountry(code: string): boolean {
  return countries().some((c) => c.code === code);
}

export function valueLists(names: readonly ValueListName[]): ValueLists {
  const lists: ValueLists = {};
  for (const name of names) {
    if (name === 'localizations') {
      lists.localizations = Object.entries(LOCALES).map(([language, { name: label }]) => ({
        language,
        name: label,
      }));
    } else if (name === 'timezones') lists.timezones = timezones();
    else lists.countries = countries();
  }
  return lists;
}

/** Cookie keeping a guest's interface language (set by `POST users/me/locale`), for a year. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
