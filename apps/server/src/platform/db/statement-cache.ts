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
 * query itself on a 50-row page. Here one function per column list, compiled once, makes
 * each row as an object literal: every row of a statement shares one hidden class, ten
 * times faster than setting the columns one by one in a loop. Same rows either way (a
 * repeated column name keeps its last value, as better-sqlite3 does).
 */
class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  #columns = 0;
  #build: RowBuilder = rowBuilder([]);

  constructor(
    readonly statement: Statement,
    /** Bumped on every run of a statement that may change the database; null for a `select`. */
    private readonly changes: { count: number } | null,
  ) {
    this.reader = statement.reader;
    if (statement.reader) {
      this.#readColumns();
      statement.raw(true);
    }
  }

  #readColumns() {
    const names = this.statement.columns().map((c) => c.name);
    this.#columns = names.length;
    this.#build = rowBuilder(names);
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
    if (row.length !== this.#columns) this.#readColumns();
    return this.#build(row);
  }
}

type RowBuilder = (row: unknown[]) => Record<string, unknown>;
const builders = new Map<string, RowBuilder>();
/** Distinct column lists kept; the app's queries have a few hundred shapes. */
const BUILDERS_KEPT = 2000;

/**
 * `(row) => ({ "id": row[0], "name": row[1], … })` for these column names, shared by every
 * statement with the same columns. Names are written as JSON string literals, so any name
 * is a plain key; `__proto__` as a computed key (`["__proto__"]`), which makes an own
 * property where a literal key would set the prototype.
 */
function rowBuilder(names: string[]): RowBuilder {
  const key = JSON.stringify(names);
  let build = builders.get(key);
  if (!build) {
    const properties = names.map((name, i) => {
      const literal = JSON.stringify(name);
      return `${name === '__proto__' ? `[${literal}]` : literal}: row[${i}]`;
    });
    build = new Function('row', `return { ${properties.join(', ')} };`) as RowBuilder;
    if (builders.size >= BUILDERS_KEPT) builders.clear();
    builders.set(key, build);
  }
  return build;
}
