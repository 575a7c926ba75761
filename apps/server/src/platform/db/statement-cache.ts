import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep a compiled statement; the app issues a few hundred shapes. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with `prepare` answered
 * from a least-recently-used cache keyed by SQL text. Kysely prepares every query it runs,
 * and compiling the SQL is most of the cost of a small indexed query on SQLite.
 *
 * A cached statement is reused only when it is idle: one still being iterated (a streamed
 * query with another query issued from inside its loop) gets a fresh, uncached statement.
 * SQLite recompiles a statement by itself when the schema changes under it, but the column
 * names kept for its rows would go stale, so a schema change (migrations) empties the cache.
 */
export function withStatementCache(
  database: SqliteDatabase,
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase & { readonly cachedStatements: number; generation(): string } {
  const cache = new Map<string, CachedStatement>();
  // Every statement that is not a plain `select` (writes, `begin`, `commit`, `rollback`,
  // pragmas) counts as a change on this connection; `data_version` moves when another
  // connection commits. Together they tell a reader whether anything may have changed.
  const changes = { count: 0 };
  const dataVersion = database.prepare('pragma data_version').pluck();
  const wrap = (sql: string) =>
    new CachedStatement(database.prepare(sql), READ_ONLY.test(sql) ? null : changes);
  return {
    get cachedStatements() {
      return cache.size;
    },
    generation() {
      return `${changes.count}/${dataVersion.get() as number}`;
    },
    prepare(sql: string) {
      if (SCHEMA_CHANGE.test(sql)) {
        cache.clear();
        changes.count++;
        return wrap(sql);
      }
      const hit = cache.get(sql);
      if (hit) {
        if (hit.statement.busy) return wrap(sql);
        // Map order is insertion order: re-inserting makes it the most recently used.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = wrap(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;
/** A plain `select` changes nothing (a `with` may hold an insert or update: not counted as one). */
const READ_ONLY = /^\s*select\s/i;

/**
 * A statement whose rows are read as arrays and turned into objects here: better-sqlite3
 * builds each row object property by property in native code, which costs more than the
 * query itself on a 50-row page, while objects made in one JavaScript loop over the same
 * column names share one hidden class. Same rows either way (a repeated column name keeps
 * its last value, as better-sqlite3 does).
 */
class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  #columns: string[];

  constructor(
    readonly statement: Statement,
    /** Bumped on every run of a statement that may change the database; null for a `select`. */
    private readonly changes: { count: number } | null,
  ) {
    this.reader = statement.reader;
    this.#columns = statement.reader ? statement.columns().map((c) => c.name) : [];
    if (statement.reader) statement.raw(true);
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    if (this.changes) this.changes.count++;
    const rows = this.statement.all(parameters) as unknown[][];
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i++) objects[i] = this.#toObject(rows[i]!);
    return objects;
  }

  run(parameters: ReadonlyArray<unknown>) {
    if (this.changes) this.changes.count++;
    return this.statement.run(parameters);
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    if (this.changes) this.changes.count++;
    for (const row of this.statement.iterate(parameters) as IterableIterator<unknown[]>) {
      yield this.#toObject(row);
    }
  }

  #toObject(row: unknown[]): Record<string, unknown> {
    // A `select *` over a table altered outside this cache: read the names again.
    if (row.length !== this.#columns.length)
      this.#columns = this.statement.columns().map((c) => c.name);
    const columns = this.#columns;
    const object: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) object[columns[c]!] = row[c];
    return object;
  }
}
