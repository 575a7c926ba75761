import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

type Tables = { notes: { id: Generated<number>; body: string } };

const open: SQLite.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

function memoryDatabase() {
  const db = new SQLite(':memory:');
  db.exec('create table notes (id integer primary key, body text not null)');
  open.push(db);
  return db;
}

describe('the prepared-statement cache of the SQLite dialect', () => {
  it('given the same SQL text twice, hands back the statement compiled the first time', () => {
    const cached = withStatementCache(memoryDatabase());
    const first = cached.prepare('select * from notes where id = ?');
    expect(cached.prepare('select * from notes where id = ?')).toBe(first);
    expect(cached.prepare('select * from notes where id > ?')).not.toBe(first);
    expect(cached.cachedStatements).toBe(2);
  });

  it('past its bound, evicts the least recently used statement and keeps the recent ones', () => {
    const cached = withStatementCache(memoryDatabase(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    // Using `a` again makes `b` the oldest, so the third statement pushes `b` out.
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.cachedStatements).toBe(2);
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('while a cached statement is still being iterated, prepares a fresh one for the inner query', () => {
    const db = memoryDatabase();
    db.exec("insert into notes (body) values ('a'), ('b')");
    const cached = withStatementCache(db);
    const outer = cached.prepare('select body from notes order by id');
    const seen: string[] = [];
    for (const row of outer.iterate([]) as Iterable<{ body: string }>) {
      const inner = cached.prepare('select body from notes order by id');
      expect(inner).not.toBe(outer);
      seen.push(row.body, ...(inner.all([]) as { body: string }[]).map((r) => r.body));
    }
    expect(seen).toEqual(['a', 'a', 'b', 'b', 'a', 'b']);
  });

  it('reads rows exactly as better-sqlite3 does, repeated column names included', () => {
    const db = memoryDatabase();
    db.exec("insert into notes (body) values ('a'), ('b')");
    const query =
      'select n.id, n.body, m.body, null as gap from notes n join notes m on m.id = 3 - n.id order by n.id';
    expect(withStatementCache(db).prepare(query).all([])).toEqual(db.prepare(query).all());
    expect(withStatementCache(db).prepare(query).all([])).toEqual([
      { id: 1, body: 'b', gap: null },
      { id: 2, body: 'a', gap: null },
    ]);
  });

  it('reads any column name as a plain own property: quotes, `__proto__`, digits', () => {
    const db = memoryDatabase();
    const query = `select 1 as "__proto__", 2 as "it's ""quoted""", 3 as "0", 4 as "a\\b", 5 as constructor`;
    const row = withStatementCache(db).prepare(query).all([])[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row)).toEqual([
      ['0', 3],
      ['__proto__', 1],
      ['it\'s "quoted"', 2],
      ['a\\b', 4],
      ['constructor', 5],
    ]);
  });

  it('after a column is renamed through it, answers `select *` with the new name', () => {
    const cached = withStatementCache(memoryDatabase());
    cached.prepare("insert into notes (body) values ('a')").run([]);
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, body: 'a' }]);
    cached.prepare('alter table notes rename column body to text').run([]);
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, text: 'a' }]);
  });

  it('behind Kysely, runs reads, writes and transactions with the right results', async () => {
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(memoryDatabase()) }),
    });
    for (const body of ['one', 'two', 'three']) {
      const result = await db.insertInto('notes').values({ body }).executeTakeFirstOrThrow();
      expect(Number(result.insertId)).toBeGreaterThan(0);
    }
    await db
      .transaction()
      .execute((trx) =>
        trx.updateTable('notes').set({ body: 'TWO' }).where('id', '=', 2).execute(),
      );
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('notes').execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await db.selectFrom('notes').select('body').orderBy('id').execute();
    expect(rows.map((r) => r.body)).toEqual(['one', 'TWO', 'three']);
    // A schema change under a cached statement: SQLite recompiles it on the next run.
    await sql`alter table notes add column color text`.execute(db);
    const again = await db.selectFrom('notes').selectAll().where('id', '=', 1).execute();
    expect(again).toEqual([{ id: 1, body: 'one', color: null }]);
    await db.destroy();
  });
});
