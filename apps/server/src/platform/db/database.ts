import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';
import { migrations } from './migrations';
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
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** Brings the schema up to date; runs at every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks its bookkeeping tables up across every schema unless told which one, so
  // a database holding several Coffer schemas (tests run one per server) would see
  // another schema's lock table and skip creating its own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
