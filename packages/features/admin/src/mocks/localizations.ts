import {
  canonicalLanguageCode,
  isLanguageCode,
  type Localization,
  type LocalizationLine,
  localizationsApi,
  SOURCE_LANGUAGE,
} from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay, HttpResponse } from 'msw';
import { listPage } from './list';

/** English messages of the interface the mock languages translate (a few of the catalogue's). */
const MESSAGES = [
  'All files',
  'Recent',
  'Starred',
  'Trash',
  'Shared with me',
  'Upload',
  'New folder',
  'Rename',
  'Delete',
  'Moved {count, plural, one {# item} other {# items}} to trash',
  'Shared {name} with {who}',
  'Storage used: {used} of {total}',
] as const;

/** French lines of those messages; German has a few. */
const FRENCH: Record<string, string> = {
  'All files': 'Tous les fichiers',
  Recent: 'Récents',
  Starred: 'Favoris',
  Trash: 'Corbeille',
  'Shared with me': 'Partagés avec moi',
  Upload: 'Importer',
  'New folder': 'Nouveau dossier',
  Rename: 'Renommer',
  Delete: 'Supprimer',
  'Moved {count, plural, one {# item} other {# items}} to trash':
    '{count, plural, one {# élément déplacé} other {# éléments déplacés}} dans la corbeille',
  'Shared {name} with {who}': '{name} partagé avec {who}',
  'Storage used: {used} of {total}': 'Espace utilisé : {used} sur {total}',
};
const GERMAN: Record<string, string> = { 'All files': 'Alle Dateien', Trash: 'Papierkorb' };

/**
 * The English messages of the mock: the ones above, then enough numbered ones to make the
 * catalogue's size (about a thousand), so the list must be virtualised.
 */
export function englishFixture(count = 1200): string[] {
  const numbered = Array.from(
    { length: Math.max(0, count - MESSAGES.length) },
    (_, index) => `Setting number {number} of section ${String(index + 1).padStart(4, '0')}`,
  );
  return [...MESSAGES, ...numbered];
}

/** The languages: English and French shipped, German the admin's. */
export function localizationFixtures(): Localization[] {
  return [
    localization(1, 'English', 'en', englishFixture().length, true),
    localization(2, 'Français', 'fr', Object.keys(FRENCH).length, true),
    localization(3, 'Deutsch', 'de', Object.keys(GERMAN).length, false),
  ];
}

export interface LocalizationMockOptions {
  localizations?: Localization[];
  /** The English messages (every language's lines). */
  english?: string[];
  /** Never answer (the loading state). */
  pending?: boolean;
}

/** MSW handlers of the admin's language calls, over in-memory languages and lines. */
export function localizationHandlers({
  localizations = localizationFixtures(),
  english = englishFixture(),
  pending = false,
}: LocalizationMockOptions = {}) {
  let list = localizations.map((l) => ({ ...l }));
  const custom = new Map<number, Record<string, string>>();
  const shipped: Record<string, Record<string, string>> = { fr: FRENCH, de: GERMAN };
  let nextId = 100;

  const shippedOf = (language: string) =>
    language === SOURCE_LANGUAGE
      ? Object.fromEntries(english.map((key) => [key, key]))
      : (shipped[language] ?? {});
  const linesOf = (row: Localization): LocalizationLine[] => {
    const own = custom.get(row.id) ?? {};
    const base = shippedOf(row.language);
    const added = Object.keys(own).filter((key) => !english.includes(key));
    return [...english, ...added].map((key) => ({
      key,
      english: english.includes(key) ? key : null,
      text: own[key] ?? base[key] ?? '',
      custom: key in own,
    }));
  };
  const withLines = (row: Localization) => {
    const lines = linesOf(row);
    const counted = { ...row, lines_count: lines.filter((line) => line.text !== '').length };
    list = list.map((l) => (l.id === row.id ? counted : l));
    return { localization: counted, lines };
  };
  const save = (id: string, lines: Record<string, string>, prefix: string) => {
    const row = list.find((l) => l.id === Number(id));
    if (!row) return mockError(404, 'Not found.');
    const errors = refusedLines(lines, prefix);
    if (Object.keys(errors).length) {
      const count = Object.keys(errors).length;
      return mockError(
        422,
        `${count} ${count === 1 ? 'line is' : 'lines are'} not valid: nothing was saved.`,
        errors,
      );
    }
    const own = { ...custom.get(row.id) };
    for (const [key, text] of Object.entries(lines)) {
      if (text === '') delete own[key];
      else own[key] = text;
    }
    custom.set(row.id, own);
    return withLines({ ...row, updated_at: new Date().toISOString() });
  };

  return [
    mockEndpoint(localizationsApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(list, query, {
          match: (l, search) => !search || `${l.name} ${l.language}`.toLowerCase().includes(search),
          sort: { column: 'name', direction: 'asc' },
        }),
      };
    }),
    mockEndpoint(localizationsApi.create, ({ body }) => {
      const errors: Record<string, string[]> = {};
      if (!body.name.trim()) errors.name = ['The name field is required.'];
      if (!isLanguageCode(body.language)) {
        errors.language = ['The language code must be a BCP 47 code, such as de or pt-BR.'];
      } else if (
        list.some((l) => l.language.toLowerCase() === body.language.trim().toLowerCase())
      ) {
        errors.language = ['There is already a language with this code.'];
      }
      if (Object.keys(errors).length) return mockError(422, 'The given data was invalid.', errors);
      const created = {
        ...localization(nextId++, body.name.trim(), canonicalLanguageCode(body.language), 0, false),
        updated_at: new Date().toISOString(),
      };
      list = [...list, created];
      return { localization: created };
    }),
    mockEndpoint(localizationsApi.show, async ({ params }) => {
      if (pending) await delay('infinite');
      const row = list.find((l) => l.id === Number(params.id));
      return row ? withLines(row) : mockError(404, 'Not found.');
    }),
    mockEndpoint(localizationsApi.update, ({ params, body }) => {
      const row = list.find((l) => l.id === Number(params.id));
      if (!row) return mockError(404, 'Not found.');
      const renamed = { ...row, name: body.name.trim(), updated_at: new Date().toISOString() };
      list = list.map((l) => (l.id === row.id ? renamed : l));
      return { localization: renamed };
    }),
    mockEndpoint(localizationsApi.remove, ({ params }) => {
      const row = list.find((l) => l.id === Number(params.id));
      if (!row) return mockError(404, 'Not found.');
      if (row.language === SOURCE_LANGUAGE) {
        return mockError(403, 'English is the language of every message: it cannot be deleted.');
      }
      list = list.filter((l) => l.id !== row.id);
      return { message: 'Language deleted' };
    }),
    mockEndpoint(localizationsApi.saveLines, ({ params, body }) =>
      save(params.id, body.lines, 'lines.'),
    ),
    mockEndpoint(localizationsApi.upload, ({ params, body }) => save(params.id, body, '')),
    mockEndpoint(localizationsApi.download, ({ params }) => {
      const row = list.find((l) => l.id === Number(params.id));
      if (!row) return mockError(404, 'Not found.');
      const lines = Object.fromEntries(
        linesOf(row)
          .filter((line) => line.text !== '')
          .map((line) => [line.key, line.text]),
      );
      return HttpResponse.json(lines, {
        headers: { 'content-disposition': `attachment; filename="${row.language}.json"` },
      });
    }),
  ];
}

/**
 * The mock's check of lines, as the server's: balanced braces, and the English's top-level
 * placeholders (the server parses ICU; this is enough for the stories' cases).
 */
function refusedLines(lines: Record<string, string>, prefix: string) {
  const errors: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(lines)) {
    if (text === '') continue;
    const expected = placeholders(key);
    const found = placeholders(text);
    if (found === null) {
      errors[`${prefix}${key}`] = [
        'This text is not a valid message: check its braces and quotes.',
      ];
    } else if (expected !== null && found.join() !== expected.join()) {
      errors[`${prefix}${key}`] = [
        expected.length
          ? `This text must use the placeholders of the English: ${expected.map((name) => `{${name}}`).join(', ')}.`
          : 'This text must not use placeholders: the English has none.',
      ];
    }
  }
  return errors;
}

function placeholders(message: string): string[] | null {
  let depth = 0;
  for (const char of message) {
    depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  return [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? ''))].sort();
}

function localization(
  id: number,
  name: string,
  language: string,
  lines_count: number,
  built_in: boolean,
): Localization {
  const day = String(id).padStart(2, '0');
  return { id, name, language, lines_count, built_in, updated_at: `2026-10-${day}T09:00:00.000Z` };
}
