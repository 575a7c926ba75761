import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Localization, type LocalizationLine, SOURCE_LANGUAGE } from '@coffer/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import type { MessageValues } from '../../platform/i18n/catalogue';
import { defineMessage } from '../../platform/i18n/define-message';
import {
  countLocalizations,
  findLocalization,
  type LocalizationCriteria,
  type LocalizationRow,
  linesOf,
  listLocalizations,
} from './repo';

/**
 * The English messages (`locales/en.json`, written by `scripts/messages.mjs --write`): every
 * line a language can have, besides the admin's own. Read once per locales folder.
 */
const englishByDir = new Map<string, Record<string, string>>();
export function englishMessages(app: AppInstance): Record<string, string> {
  const dir = app.config.localesDir;
  let english = englishByDir.get(dir);
  if (!english) {
    try {
      english = JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Record<string, string>;
    } catch {
      english = {};
    }
    englishByDir.set(dir, english);
  }
  return english;
}

/** Whether Coffer ships lines for a language (English: the messages themselves). */
export function isBuiltIn(app: AppInstance, language: string): boolean {
  return language === SOURCE_LANGUAGE || language in app.catalogue.files;
}

/** A language's shipped lines: English's are its messages; a language without a file has none. */
export function shippedLines(app: AppInstance, language: string): Record<string, string> {
  if (language === SOURCE_LANGUAGE) return englishMessages(app);
  return app.catalogue.files[language]?.lines ?? {};
}

/** One page of the admin's language list, each with its number of lines. */
export async function localizationPage(
  app: AppInstance,
  list: LocalizationCriteria & { page: number; perPage: number },
) {
  const total = await countLocalizations(app.db, list);
  const rows = await listLocalizations(app.db, list, pageWindow(list.page, list.perPage));
  const custom = await customLinesByLanguage(app, rows);
  const data = rows.map((row) => presentLocalization(app, row, custom.get(row.id) ?? {}));
  return paginated(data, list.page, list.perPage, total);
}

/** A language, or 404. */
export async function localizationOf(app: AppInstance, id: number): Promise<LocalizationRow> {
  const row = await findLocalization(app.db, id);
  if (!row) throw new HttpProblem(404, 'Not found.');
  return row;
}

/** A language as the list shows it. */
export async function localizationView(app: AppInstance, row: LocalizationRow) {
  const custom = await customLinesByLanguage(app, [row]);
  return presentLocalization(app, row, custom.get(row.id) ?? {});
}

/**
 * A language with every line: the English messages in their order, then the lines the
 * admin added, each with its shipped text and the admin's over it.
 */
export async function localizationWithLines(app: AppInstance, row: LocalizationRow) {
  const custom = (await customLinesByLanguage(app, [row])).get(row.id) ?? {};
  const english = englishMessages(app);
  const shipped = shippedLines(app, row.language);
  const added = Object.keys(custom)
    .filter((key) => !(key in english))
    .sort();
  const lines: LocalizationLine[] = [...Object.keys(english), ...added].map((key) => ({
    key,
    english: english[key] ?? null,
    text: custom[key] ?? shipped[key] ?? '',
    custom: key in custom,
  }));
  return { localization: presentLocalization(app, row, custom), lines };
}

/** A language's lines as users see them (the download): the shipped ones, the admin's over them. */
export async function effectiveLines(app: AppInstance, row: LocalizationRow) {
  const custom = (await customLinesByLanguage(app, [row])).get(row.id) ?? {};
  const lines: Record<string, string> = { ...shippedLines(app, row.language), ...custom };
  return Object.fromEntries(Object.entries(lines).filter(([, text]) => text !== ''));
}

/**
 * Checks every line before anything is written (422 with a message per line, under
 * `${prefix}${key}`): a key that is not an English message adds a line, and must itself be
 * a valid message; a text must be valid ICU with exactly the English's placeholders. A text
 * of '' (removing the admin's line) is always allowed.
 */
export function assertValidLines(
  app: AppInstance,
  lines: Record<string, string>,
  prefix: string,
): void {
  const english = englishMessages(app);
  const errors: Record<string, string[]> = {};
  const fieldValues: Record<string, MessageValues> = {};
  for (const [key, text] of Object.entries(lines)) {
    const field = `${prefix}${key}`;
    if (!(key in english) && key.trim() === '') {
      errors[field] = [defineMessage('A line needs its English text.')];
      continue;
    }
    // The key is the English text: an English message's is valid ICU by the messages check.
    const expected = placeholdersOf(key);
    if (expected === null) {
      errors[field] = [
        defineMessage('The English text is not a valid message: check its braces and quotes.'),
      ];
      continue;
    }
    if (text === '') continue;
    const found = placeholdersOf(text);
    if (found === null) {
      errors[field] = [
        defineMessage('This text is not a valid message: check its braces and quotes.'),
      ];
    } else if (found.join() !== expected.join()) {
      errors[field] = [
        expected.length
          ? defineMessage('This text must use the placeholders of the English: {placeholders}.')
          : defineMessage('This text must not use placeholders: the English has none.'),
      ];
      fieldValues[field] = { placeholders: expected.map(asPlaceholder).join(', ') };
    }
  }
  if (!Object.keys(errors).length) return;
  const problem = new HttpProblem(
    422,
    defineMessage(
      '{count, plural, one {# line is not valid} other {# lines are not valid}}: nothing was saved.',
    ),
    errors,
    { count: Object.keys(errors).length },
  );
  problem.fieldValues = fieldValues;
  throw problem;
}

/**
 * The placeholder names of an ICU message (nested ones and tags included, sorted), as
 * `scripts/messages.mjs` compares them; null when the message is not valid ICU.
 */
export function placeholdersOf(message: string): string[] | null {
  let ast: unknown[];
  try {
    ast = new IntlMessageFormat(message, 'en').getAst() as unknown[];
  } catch {
    return null;
  }
  const names = new Set<string>();
  collect(ast, names);
  return [...names].sort();
}

interface AstElement {
  type: number;
  value?: string;
  children?: AstElement[];
  options?: Record<string, { value: AstElement[] }>;
}

// The parser's element types (`TYPE` of @formatjs/icu-messageformat-parser).
const LITERAL = 0;
const POUND = 7;
const TAG = 8;

function collect(elements: unknown[], names: Set<string>): void {
  for (const element of elements as AstElement[]) {
    if (element.type === LITERAL || element.type === POUND) continue;
    if (element.type === TAG) {
      names.add(`<${element.value}>`);
      collect(element.children ?? [], names);
      continue;
    }
    names.add(String(element.value));
    for (const option of Object.values(element.options ?? {})) collect(option.value, names);
  }
}

function asPlaceholder(name: string): string {
  return name.startsWith('<') ? name : `{${name}}`;
}

async function customLinesByLanguage(app: AppInstance, rows: readonly LocalizationRow[]) {
  const byId = new Map<number, Record<string, string>>();
  for (const line of await linesOf(
    app.db,
    rows.map((row) => row.id),
  )) {
    const lines = byId.get(line.localization_id) ?? {};
    lines[line.key] = line.text;
    byId.set(line.localization_id, lines);
  }
  return byId;
}

function presentLocalization(
  app: AppInstance,
  row: LocalizationRow,
  custom: Record<string, string>,
): Localization {
  const lines = { ...shippedLines(app, row.language), ...custom };
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    lines_count: Object.values(lines).filter((text) => text !== '').length,
    built_in: isBuiltIn(app, row.language),
    updated_at: row.updated_at,
  };
}
