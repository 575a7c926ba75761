import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations, RENAMED_MIGRATIONS } from './migrations';
import { migrateToLatest, openDatabase } from './platform/db/database';
import { orderedMigrations } from './platform/db/migrations';

const noop: Migration = { up: async () => {} };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function database() {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-migrations-'));
  dirs.push(dir);
  return openDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
}

describe('migrations', () => {
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

  it('keep a database migrated under the former names as it is: nothing runs twice', async () => {
    const formerName = Object.fromEntries(
      Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]),
    );
    const former = Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [formerName[name] ?? name, m]),
    );
    const db = database();
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

  it('run every migration on a new database', async () => {
    const db = database();
    expect(await migrateToLatest(db, migrations, RENAMED_MIGRATIONS)).toEqual(
      Object.keys(migrations),
    );
    await db.destroy();
  });
});
