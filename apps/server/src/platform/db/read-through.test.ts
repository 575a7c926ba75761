import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase, readThrough } from './database';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function notesDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-read-through-'));
  dirs.push(dir);
  const file = join(dir, 'db.sqlite');
  const db = openDatabase({ kind: 'sqlite', file });
  dbs.push(db);
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await sql`insert into notes (body) values ('a'), ('b')`.execute(db);
  return { db, file };
}

/** How many notes, through the cache, and how many times the database was actually read. */
function counter(db: Db) {
  let reads = 0;
  const count = () =>
    readThrough(db, 'notes.count', async () => {
      reads++;
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
      return rows[0]!.n;
    });
  return { count, reads: () => reads };
}

describe('readThrough on SQLite', () => {
  it('given nothing changed, then answers from the cache without reading again', async () => {
    const { db } = await notesDatabase();
    const { count, reads } = counter(db);
    expect(await count()).toBe(2);
    expect(await count()).toBe(2);
    expect(reads()).toBe(1);
  });

  it('given a write, a committed or rolled-back transaction on the connection, then reads again', async () => {
    const { db } = await notesDatabase();
    const { count, reads } = counter(db);
    expect(await count()).toBe(2);
    await sql`insert into notes (body) values ('c')`.execute(db);
    expect(await count()).toBe(3);
    await db.transaction().execute(async (trx) => {
      await sql`delete from notes where body = 'c'`.execute(trx);
    });
    expect(await count()).toBe(2);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`delete from notes`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count()).toBe(2);
    expect(reads()).toBe(4);
  });

  it('given another connection commits a change, then reads again', async () => {
    const { db, file } = await notesDatabase();
    const { count } = counter(db);
    expect(await count()).toBe(2);
    const other = new SQLite(file);
    other.prepare("insert into notes (body) values ('from elsewhere')").run();
    other.close();
    expect(await count()).toBe(3);
  });
});
