import type { ValueListName, ValueLists } from '@coffer/contract';
import type { Catalogue } from '../../platform/i18n/catalogue';

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

/** The lists asked for; the interface languages are the catalogue's (ADR 0016). */
export function valueLists(catalogue: Catalogue, names: readonly ValueListName[]): ValueLists {
  const lists: ValueLists = {};
  for (const name of names) {
    if (name === 'localizations') {
      lists.localizations = Object.entries(catalogue.languages).map(
        ([language, { name: label }]) => ({
          language,
          name: label,
        }),
      );
    } else if (name === 'timezones') lists.timezones = timezones();
    else lists.countries = countries();
  }
  return lists;
}

export {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from '../../platform/i18n/request-language';
