import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';

/**
 * One search interface over two engines: SQLite FTS5 (`search_index` virtual table)
 * and PostgreSQL full-text (`search_index.document`, a tsvector with a GIN index).
 * Rows hold an entry's name, description and extracted text content.
 */

type AnyDb = Kysely<Database>;
type SearchTables = Pick<DB, 'search_index'>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface IndexedText {
  name?: string;
  description?: string | null;
  /** Text extracted from the file's bytes (the storage helper's background job). */
  content?: string | null;
}

/** Writes (or rewrites) the fields given; fields left out keep their indexed value. */
export async function indexEntryText(db: AnyDb, entryId: number, text: IndexedText): Promise<void> {
  const pg = isPostgres(db);
  // FTS5 finds a row quickly only by rowid, which is the entry id there.
  const current = (
    await sql<
      SearchTables['search_index']
    >`select name, description, content from search_index where ${sql.raw(pg ? 'entry_id' : 'rowid')} = ${entryId}`.execute(
      db,
    )
  ).rows[0];
  const next = {
    name: text.name ?? current?.name ?? '',
    description: (text.description === undefined ? current?.description : text.description) ?? '',
    // Bounded so one huge document cannot bloat the index.
    content: ((text.content === undefined ? current?.content : text.content) ?? '').slice(
      0,
      1_000_000,
    ),
  };
  if (pg) {
    await sql`insert into search_index (entry_id, name, description, content, document)
      values (${entryId}, ${next.name}, ${next.description}, ${next.content},
        setweight(to_tsvector('simple', ${next.name}), 'A') ||
        setweight(to_tsvector('simple', ${next.description}), 'B') ||
        setweight(to_tsvector('simple', ${next.content}), 'C'))
      on conflict (entry_id) do update set name = excluded.name, description = excluded.description,
        content = excluded.content, document = excluded.document`.execute(db);
    return;
  }
  await sql`delete from search_index where rowid = ${entryId}`.execute(db);
  await sql`insert into search_index (rowid, entry_id, name, description, content)
    values (${entryId}, ${entryId}, ${next.name}, ${next.description}, ${next.content})`.execute(
    db,
  );
}

/** Drops entries from the index (FTS5 tables have no foreign keys, so purges call this). */
export async function removeFromIndex(db: AnyDb, entryIds: number[]): Promise<void> {
  const column = sql.raw(isPostgres(db) ? 'entry_id' : 'rowid');
  for (let i = 0; i < entryIds.length; i += 500) {
    const chunk = entryIds.slice(i, i + 500);
    await sql`delete from search_index where ${column} in (${sql.join(chunk)})`.execute(db);
  }
}

/** Words of a query, stripped of the engines' operator characters. */
function terms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, 16);
}

/**
 * A condition on an entry id column (default `file_entries.id`): true for entries whose name, description or content
 * holds every word of the query (each as a prefix). Combine it with the caller's scope.
 */
export function searchEntries(
  db: AnyDb,
  query: string,
  idColumn = 'file_entries.id',
): RawBuilder<boolean> {
  const id = sql.ref(idColumn);
  const words = terms(query);
  if (words.length === 0) return sql<boolean>`1 = 0`;
  if (isPostgres(db)) {
    const tsquery = words.map((w) => `${w}:*`).join(' & ');
    return sql<boolean>`${id} in (select entry_id from search_index where document @@ to_tsquery('simple', ${tsquery}))`;
  }
  const match = words.map((w) => `"${w}"*`).join(' ');
  return sql<boolean>`${id} in (select rowid from search_index where search_index match ${match})`;
}
