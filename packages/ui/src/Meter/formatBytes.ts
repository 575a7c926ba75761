import { useCallback } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { kitStrings, stringsForLocale } from '../KitStrings/kitStrings';

/**
 * A byte count for people: 1024-based, at most one decimal, trailing ".0" dropped
 * ("2.1 GB", "10 GB", "512 B"; "2,1 Go" in French). The units are the kit string `byteUnits`
 * of `locale` (English without one), or `units` ("B KB MB GB TB PB").
 */
export function formatBytes(bytes: number, locale?: string, units?: string): string {
  const names = unitNames(units ?? defaultUnits(locale));
  if (!Number.isFinite(bytes) || bytes <= 0) return `${numberFormat(locale).format(0)} ${names[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), names.length - 1);
  const amount = bytes / 1024 ** exponent;
  const text = numberFormat(locale).format(amount);
  return `${text} ${names[exponent]}`;
}

/**
 * `formatBytes` in React Aria's locale (`I18nProvider`) with the units of the nearest
 * `KitStringsProvider`.
 */
export function useFormatBytes(): (bytes: number) => string {
  const { locale } = useLocale();
  const units = useKitStrings().format('byteUnits');
  return useCallback((bytes: number) => formatBytes(bytes, locale, units), [locale, units]);
}

function defaultUnits(locale: string | undefined): string {
  const units = locale ? stringsForLocale(kitStrings, locale)?.byteUnits : undefined;
  return typeof units === 'string' ? units : 'B KB MB GB TB PB';
}

const unitLists = new Map<string, string[]>();

function unitNames(units: string): string[] {
  let names = unitLists.get(units);
  if (!names) {
    names = units.split(' ').filter(Boolean);
    unitLists.set(units, names);
  }
  return names;
}

// Making an Intl.NumberFormat costs far more than formatting with one, and a long file list
// formats a size per row.
const formats = new Map<string | undefined, Intl.NumberFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format;
}
