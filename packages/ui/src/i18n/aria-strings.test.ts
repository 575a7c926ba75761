import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARIA_STRING_LOADERS, ariaStringsLocale } from './aria-string-loaders';
import { loadAriaStrings } from './aria-strings';

const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');

describe("React Aria's strings for the browser's locale", () => {
  it('offers every locale React Aria ships strings for, besides the built-in en-US', () => {
    const require = createRequire(import.meta.url);
    const i18n = dirname(require.resolve('react-aria-components/i18n'));
    const shipped = readdirSync(i18n)
      .filter((file) => /^[a-z]{2}-[A-Z]{2}\.mjs$/.test(file))
      .map((file) => file.replace('.mjs', ''));
    expect(Object.keys(ARIA_STRING_LOADERS)).toEqual(shipped.filter((l) => l !== 'en-US').sort());
  });

  it.each([
    ['de-DE', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['de', 'de-DE'],
    ['pt', 'pt-BR'],
    ['sr-Latn-RS', 'sr-SP'],
    ['en-US', null],
    ['en-GB', null],
    ['vi-VN', null],
  ])('given %s, uses the strings of %s as React Aria would', (locale, expected) => {
    expect(ariaStringsLocale(locale)).toBe(expected);
  });

  it('given a German browser, hands React Aria the German strings of every package', async () => {
    const target: Record<symbol, unknown> = {};
    await loadAriaStrings('de-AT', target);
    expect(target[LOCALE]).toBe('de-AT');
    const strings = target[STRINGS] as Record<string, Record<string, unknown>>;
    expect(strings['@react-aria/table']?.selectAll).toBe('Alles auswählen');
    expect(Object.keys(strings)).toEqual(
      expect.arrayContaining(['@react-aria/dnd', '@react-aria/grid']),
    );
  });

  it('given an English browser, loads nothing and leaves React Aria its built-in strings', async () => {
    const target: Record<symbol, unknown> = {};
    await loadAriaStrings('en-GB', target);
    expect(Object.getOwnPropertySymbols(target)).toEqual([]);
  });
});
