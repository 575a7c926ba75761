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
): KyselySqliteDatabase & { readonly cachedStatements: number } {
  const cache = new Map<string, CachedStatement>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    prepare(sql: string) {
      if (SCHEMA_CHANGE.test(sql)) {
        cache.clear();
        return new CachedStatement(database.prepare(sql));
      }
      const hit = cache.get(sql);
      if (hit) {
        if (hit.statement.busy) return new CachedStatement(database.prepare(sql));
        // Map order is insertion order: re-inserting makes it the most recently used.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = new CachedStatement(database.prepare(sql));
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

  constructor(readonly statement: Statement) {
    this.reader = statement.reader;
    this.#columns = statement.reader ? statement.columns().map((c) => c.name) : [];
    if (statement.reader) statement.raw(true);
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i++) objects[i] = this.#toObject(rows[i]!);
    return objects;
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.statement.run(parameters);
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
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
