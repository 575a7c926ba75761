import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue';

function catalogue(lines: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-locales-'));
  writeFileSync(join(dir, 'en.json'), '{}');
  writeFileSync(join(dir, 'fr.json'), JSON.stringify(lines));
  return loadCatalogue(dir);
}

describe('loadCatalogue', () => {
  const fr = catalogue({
    'Hello {name}': 'Bonjour {name}',
    '{count, plural, one {# file} other {# files}}':
      '{count, plural, one {# fichier} other {# fichiers}}',
  });

  it('translates with placeholders and plurals, by language or its base language', () => {
    expect(fr.translate('fr', 'Hello {name}', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(
      fr.translate('fr-CA', '{count, plural, one {# file} other {# files}}', { count: 2 }),
    ).toBe('2 fichiers');
    expect(fr.translate('en', '{count, plural, one {# file} other {# files}}', { count: 1 })).toBe(
      '1 file',
    );
  });

  it('falls back to the English message for a missing line or an unknown language', () => {
    expect(fr.translate('fr', 'Not translated {x}', { x: 1 })).toBe('Not translated 1');
    expect(fr.translate('de', 'Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
    expect(fr.languageOf('de')).toBeUndefined();
    expect(fr.languageOf('fr-CA')).toBe('fr');
  });

  it('lists its languages, English first, with their own names', () => {
    expect(Object.keys(fr.languages)).toEqual(['en', 'fr']);
    expect(fr.languages.fr?.name).toBe('Français');
  });
});
