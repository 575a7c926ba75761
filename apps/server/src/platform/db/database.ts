import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const url = new URL(config.url);
    // A `schema` query parameter selects a search path (tests use a schema per run).
    const schema = url.searchParams.get('schema');
    url.searchParams.delete('schema');
    const pool = new pg.Pool({
      connectionString: url.toString(),
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  generations.set(db, () => cached.generation());
  return db;
}

/** SQLite databases opened here: a token that changes whenever their data may have changed. */
const generations = new WeakMap<Db, () => string>();
const readCaches = new WeakMap<Db, Map<string, { generation: string; value: unknown }>>();
/** Entries kept by `readThrough` per database (one per distinct key: folder, filters, user). */
const READ_CACHE_SIZE = 1000;

/**
 * Answers `read()` from a cache kept per key until anything in the database may have
 * changed: any statement other than a `select` on this connection (a write, a transaction's
 * `begin`/`commit`/`rollback`), or a commit by another connection (SQLite's
 * `data_version`). A value read while something changed is returned but not kept.
 * PostgreSQL (other processes write to it unseen) is read every time.
 */
export async function readThrough<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const generation = generations.get(db);
  if (!generation) return read();
  let cache = readCaches.get(db);
  if (!cache) {
    cache = new Map();
    readCaches.set(db, cache);
  }
  const before = generation();
  const hit = cache.get(key);
  if (hit && hit.generation === before) return hit.value as T;
  const value = await read();
  if (generation() === before) {
    cache.delete(key);
    cache.set(key, { generation: before, value });
    if (cache.size > READ_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return value;
}

/**
 * `readThrough` for one row (or none), answered as a copy: callers may change the row they
 * get (a request's session or user) without changing what the next request reads.
 */
export async function readRowThrough<T extends object>(
  db: Db,
  key: string,
  read: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const row = await readThrough(db, key, read);
  return row && { ...row };
}

/**
 * A set of ids kept by `readThrough` (every entry the user starred, say), so that a page
 * can tell which of its rows need a look-up without asking the database; null where
 * nothing is kept (PostgreSQL) or when `read(limit + 1)` finds more than `limit` ids:
 * callers then ask per page, as they would without it.
 */
export async function keptIdSet(
  db: Db,
  key: string,
  limit: number,
  read: (limit: number) => Promise<number[]>,
): Promise<ReadonlySet<number> | null> {
  if (!generations.has(db)) return null;
  return readThrough(db, key, async () => {
    const ids = await read(limit + 1);
    return ids.length > limit ? null : new Set(ids);
  });
}

/**
 * Brings the schema up to date; runs at every start. `renamed` maps a migration's former
 * name to its name in `migrations`: a database that ran it under the former name keeps it
 * as run.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Record<string, Migration>,
  renamed: Readonly<Record<string, string>> = {},
): Promise<string[]> {
  // Kysely looks its bookkeeping tables up across every schema unless told which one, so
  // a database holding several Coffer schemas (tests run one per server) would see
  // another schema's lock table and skip creating its own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  await renameMigrations(db, renamed, migrationTableSchema);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Renames run migrations' records (Kysely's `kysely_migration`), if the table exists. */
async function renameMigrations(
  db: Db,
  renamed: Readonly<Record<string, string>>,
  schema: string | undefined,
): Promise<void> {
  const entries = Object.entries(renamed);
  if (entries.length === 0) return;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration' && (!schema || t.schema === schema))) {
    return;
  }
  const records = (schema ? db.withSchema(schema) : db) as unknown as Kysely<{
    kysely_migration: { name: string };
  }>;
  for (const [from, to] of entries) {
    await records
      .updateTable('kysely_migration')
      .set({ name: to })
      .where('name', '=', from)
      .execute();
  }
}
