import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Migration, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds } from '../test/harness';
import { migrations, RENAMED_MIGRATIONS } from './migrations';
import { migrateToLatest, openDatabase } from './platform/db/database';
import { orderedMigrations } from './platform/db/migrations';

const noop: Migration = { up: async () => {} };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A new, empty database: a temp SQLite file, or a PostgreSQL schema of its own. */
async function database(kind: DatabaseKind) {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'coffer-migrations-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return openDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const schema = `test_migrations_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await query(`create schema "${schema}"`);
  cleanups.push(() => query(`drop schema "${schema}" cascade`));
  const url = new URL(admin);
  url.searchParams.set('schema', schema);
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

describe('migration names', () => {
  it('are named NNNN_words, each number once, listed in order', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    const numbers = names.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(names.length);
  });

  it('refuses a number used twice, a name out of order or not NNNN_words', () => {
    expect(() =>
      orderedMigrations([
        ['0001_a', noop],
        ['0001_b', noop],
      ]),
    ).toThrow('used twice');
    expect(() =>
      orderedMigrations([
        ['0002_a', noop],
        ['0001_b', noop],
      ]),
    ).toThrow('listed after');
    expect(() => orderedMigrations([['1_a', noop]])).toThrow('NNNN_words');
  });
});

describe.each(databaseKinds())('migrations [%s]', (kind) => {
  it('keep a database migrated under the former names as it is: nothing runs twice', async () => {
    const formerName = Object.fromEntries(
      Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]),
    );
    const former = Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [formerName[name] ?? name, m]),
    );
    const db = await database(kind);
    expect(await migrateToLatest(db, former)).toHaveLength(Object.keys(migrations).length);
    expect(await migrateToLatest(db, migrations, RENAMED_MIGRATIONS)).toEqual([]);
    const run = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect((run as Array<{ name: string }>).map((r) => r.name).sort()).toEqual(
      Object.keys(migrations),
    );
    await db.destroy();
  });

  it('run once when several instances start together on a new database', async () => {
    const first = await database(kind);
    // On PostgreSQL, three connection pools on the one schema, as three instances starting at
    // once (Kysely's migration lock: an advisory lock there; SQLite serves one process).
    const dbs = [first];
    if (kind === 'postgres') {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(first))
        .rows[0]!.s;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('schema', schema);
      dbs.push(openDatabase({ kind: 'postgres', url: url.toString() }));
      dbs.push(openDatabase({ kind: 'postgres', url: url.toString() }));
    }
    const ran = await Promise.all(
      dbs.map((db) => migrateToLatest(db, migrations, RENAMED_MIGRATIONS)),
    );
    // Each migration ran in exactly one of them; the others found it done.
    expect(ran.flat().sort()).toEqual(Object.keys(migrations).sort());
    const run = await first
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(run).toHaveLength(Object.keys(migrations).length);
    for (const db of dbs) await db.destroy();
  });

  it('run every migration on a new database', async () => {
    const db = await database(kind);
    expect(await migrateToLatest(db, migrations, RENAMED_MIGRATIONS)).toEqual(
      Object.keys(migrations),
    );
    await db.destroy();
  });
});
