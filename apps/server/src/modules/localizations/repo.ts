import type { LocalizationOrderColumn, OrderDirection } from '@coffer/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import type { DB } from '../../platform/db/tables.generated';

/** The localization module's tables. */
export type LocalizationTables = Pick<
  DB,
  'localizations' | 'localization_lines' | 'localization_seeds' | 'localization_state'
>;

type AnyDb = Kysely<Database>;

/** The database (or a transaction) with the localization tables typed. */
export function localizationsDb(db: AnyDb) {
  return db.withTables<LocalizationTables>();
}
type LocalizationsDbSchema = ReturnType<typeof localizationsDb> extends Kysely<infer S> ? S : never;

/** A language's row. */
export interface LocalizationRow {
  id: number;
  language: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** What picks and orders the rows of the admin's language list. */
export interface LocalizationCriteria {
  query?: string;
  orderBy: LocalizationOrderColumn;
  orderDir: OrderDirection;
}

const COLUMNS = ['id', 'language', 'name', 'created_at', 'updated_at'] as const;

/** One page of the language list. */
export function listLocalizations(
  db: AnyDb,
  criteria: LocalizationCriteria,
  page: { limit: number; offset: number },
): Promise<LocalizationRow[]> {
  return localizationsDb(db)
    .selectFrom('localizations')
    .select(COLUMNS)
    .where(matching(criteria))
    .orderBy(criteria.orderBy, criteria.orderDir)
    .orderBy('id', criteria.orderDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countLocalizations(
  db: AnyDb,
  criteria: LocalizationCriteria,
): Promise<number> {
  const row = await localizationsDb(db)
    .selectFrom('localizations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(criteria))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every language (the catalogue's overlay). */
export function allLocalizations(db: AnyDb): Promise<LocalizationRow[]> {
  return localizationsDb(db).selectFrom('localizations').select(COLUMNS).orderBy('id').execute();
}

export function findLocalization(db: AnyDb, id: number): Promise<LocalizationRow | undefined> {
  return localizationsDb(db)
    .selectFrom('localizations')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The language of this code, compared without case (`pt-br` is `pt-BR`). */
export function findLocalizationByLanguage(
  db: AnyDb,
  language: string,
): Promise<LocalizationRow | undefined> {
  return localizationsDb(db)
    .selectFrom('localizations')
    .select(COLUMNS)
    .where(sql`lower(language)`, '=', language.toLowerCase())
    .executeTakeFirst();
}

export async function insertLocalization(
  db: AnyDb,
  values: { language: string; name: string },
  now: string,
): Promise<number> {
  const row = await localizationsDb(db)
    .insertInto('localizations')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a language, or (no name) marks it changed now. */
export async function touchLocalization(
  db: AnyDb,
  id: number,
  now: string,
  name?: string,
): Promise<void> {
  await localizationsDb(db)
    .updateTable('localizations')
    .set(name === undefined ? { updated_at: now } : { name, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a language and its lines (explicitly too, for SQLite connections without foreign keys). */
export async function deleteLocalization(db: AnyDb, id: number): Promise<void> {
  await localizationsDb(db)
    .deleteFrom('localization_lines')
    .where('localization_id', '=', id)
    .execute();
  await localizationsDb(db).deleteFrom('localizations').where('id', '=', id).execute();
}

/** The admin's lines of these languages. */
export function linesOf(db: AnyDb, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return localizationsDb(db)
    .selectFrom('localization_lines')
    .select(['localization_id', 'key', 'text'])
    .where('localization_id', 'in', ids)
    .execute();
}

/** Every admin line, with its language's code (the catalogue's overlay). */
export function allLines(db: AnyDb) {
  return localizationsDb(db)
    .selectFrom('localization_lines')
    .select(['localization_id', 'key', 'text'])
    .execute();
}

/** Lines per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const LINES_PER_STATEMENT = 500;

/** Writes the admin's lines: a text replaces the line's, '' removes it. */
export async function writeLines(
  db: AnyDb,
  id: number,
  lines: Record<string, string>,
  now: string,
): Promise<void> {
  const entries = Object.entries(lines);
  const removed = entries.filter(([, text]) => text === '').map(([key]) => key);
  const kept = entries.filter(([, text]) => text !== '');
  for (let start = 0; start < removed.length; start += LINES_PER_STATEMENT) {
    await localizationsDb(db)
      .deleteFrom('localization_lines')
      .where('localization_id', '=', id)
      .where('key', 'in', removed.slice(start, start + LINES_PER_STATEMENT))
      .execute();
  }
  for (let start = 0; start < kept.length; start += LINES_PER_STATEMENT) {
    const values = kept
      .slice(start, start + LINES_PER_STATEMENT)
      .map(([key, text]) => ({ localization_id: id, key, text, updated_at: now }));
    await localizationsDb(db)
      .insertInto('localization_lines')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['localization_id', 'key']).doUpdateSet((eb) => ({
          text: eb.ref('excluded.text'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** The languages of the shipped files already given a row once. */
export async function seededLanguages(db: AnyDb): Promise<Set<string>> {
  const rows = await localizationsDb(db)
    .selectFrom('localization_seeds')
    .select('language')
    .execute();
  return new Set(rows.map((row) => row.language));
}

/**
 * Gives a shipped language its row, once: an instance starting at the same time may do it
 * too (both inserts do nothing on a conflict).
 */
export async function seedLanguage(
  db: AnyDb,
  values: { language: string; name: string },
  now: string,
): Promise<void> {
  const seeded = await localizationsDb(db)
    .insertInto('localization_seeds')
    .values({ language: values.language, seeded_at: now })
    .onConflict((conflict) => conflict.column('language').doNothing())
    .executeTakeFirst();
  if (!Number(seeded.numInsertedOrUpdatedRows ?? 0)) return;
  await localizationsDb(db)
    .insertInto('localizations')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('language').doNothing())
    .execute();
}

/** The change generation of the languages and lines. */
export async function readGeneration(db: AnyDb): Promise<number> {
  const row = await localizationsDb(db)
    .selectFrom('localization_state')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.generation ?? 0);
}

/** Raises the change generation (in the change's transaction). */
export async function raiseGeneration(db: AnyDb): Promise<void> {
  await localizationsDb(db)
    .updateTable('localization_state')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

function matching(criteria: LocalizationCriteria) {
  return (eb: ExpressionBuilder<LocalizationsDbSchema, 'localizations'>) =>
    criteria.query
      ? containsText(eb, criteria.query, ['localizations.name', 'localizations.language'])
      : eb.and([]);
}
