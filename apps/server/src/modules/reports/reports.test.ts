import { reportsEndpoints } from '@coffer/contract';
import { describe, expect, it, vi } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { signInAsAdmin } from '../admin/admin.test-support';
import { routePattern } from './page-views';
import { reportsDb } from './repo';

const path = reportsEndpoints.get.path;

/** An account whose sign-up happened at `createdAt`. */
async function userCreatedAt(server: TestServer, createdAt: string): Promise<number> {
  const user = await createUser(server);
  await server.app.db
    .updateTable('users')
    .set({ created_at: createdAt })
    .where('id', '=', user.row.id)
    .execute();
  return user.row.id;
}

let entryCounter = 0;
/** A drive entry (a file of `size` bytes, or a folder) created at `createdAt`. */
async function entryCreatedAt(
  server: TestServer,
  owner: number,
  createdAt: string,
  type: 'folder' | 'image' | 'pdf',
  size = 0,
) {
  entryCounter += 1;
  await reportsDb(server.app.db)
    .insertInto('file_entries')
    .values({
      name: `entry-${entryCounter}`,
      hash: `reports-${process.pid}-${entryCounter}`,
      type,
      file_size: size,
      owner_id: owner,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

describe('routePattern', () => {
  it('keeps route words and turns ids, hashes and anything else into parameters', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/drive/s/AbC123xyz')).toBe('/drive/s/:hash');
    expect(routePattern('/admin/users/12')).toBe('/admin/users/:id');
    expect(routePattern('/drive/folders/9/')).toBe('/drive/folders/:id');
    expect(routePattern('/search/Jane%20Doe')).toBe('/search/:param');
    expect(routePattern('/a/b/c/d/e/f/g/h')).toBe('/a/b/c/d/e/f');
  });
});

describeServer('admin reports', (server) => {
  it('answers a guest 401 and a user without admin.access 403', async () => {
    const query = '?startDate=2020-03-01&endDate=2020-03-10';
    expect((await new Browser(server()).request('GET', `${path}${query}`)).status).toBe(401);
    const plain = await signIn(server(), await createUser(server()));
    expect((await plain.request('GET', `${path}${query}`)).status).toBe(403);
  });

  it('answers 422 for a missing, impossible or reversed date, or a period over two years', async () => {
    const { browser } = await signInAsAdmin(server());
    for (const query of [
      '',
      '?startDate=2020-03-01',
      '?startDate=2020-02-30&endDate=2020-03-10',
      '?startDate=yesterday&endDate=2020-03-10',
      '?startDate=2020-03-10&endDate=2020-03-01',
      '?startDate=2018-01-01&endDate=2020-03-01',
      '?startDate=2020-03-01&endDate=2020-03-10&compare=maybe',
    ]) {
      expect((await browser.request('GET', `${path}${query}`)).status, query).toBe(422);
    }
  });

  it('counts the period’s users, files, folders and space against the previous period', async () => {
    const { browser } = await signInAsAdmin(server());
    // The previous period: 2020-03-01 … 03-10; the chosen one: 03-11 … 03-20.
    const owner = await userCreatedAt(server(), '2020-03-02T10:00:00.000Z');
    await userCreatedAt(server(), '2020-03-10T23:59:59.000Z');
    for (const day of ['11', '11', '20'])
      await userCreatedAt(server(), `2020-03-${day}T08:00:00.000Z`);
    await userCreatedAt(server(), '2020-03-21T00:00:00.000Z');
    await entryCreatedAt(server(), owner, '2020-03-03T09:00:00.000Z', 'image', 100);
    await entryCreatedAt(server(), owner, '2020-03-04T09:00:00.000Z', 'pdf', 200);
    await entryCreatedAt(server(), owner, '2020-03-12T09:00:00.000Z', 'image', 300);
    await entryCreatedAt(server(), owner, '2020-03-12T10:00:00.000Z', 'folder');
    await entryCreatedAt(server(), owner, '2020-03-15T10:00:00.000Z', 'folder');

    const answer = await browser.request(
      'GET',
      `${path}?startDate=2020-03-11&endDate=2020-03-20&compare=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.cards).toEqual({
      newUsers: { value: 3, previous: 2, change: 50 },
      newFiles: { value: 1, previous: 2, change: -50 },
      newFolders: { value: 2, previous: 0, change: null },
      spaceUsed: { value: 600, previous: 300, change: 100 },
    });
    expect(answer.json.series).toHaveLength(10);
    expect(answer.json.series[0]).toEqual({ date: '2020-03-11', signups: 2, uploads: 0 });
    expect(answer.json.series[1]).toEqual({ date: '2020-03-12', signups: 0, uploads: 1 });
    expect(answer.json.series[9]).toEqual({ date: '2020-03-20', signups: 1, uploads: 0 });
    expect(answer.json.previousSeries).toHaveLength(10);
    expect(answer.json.previousSeries[0]).toEqual({ date: '2020-03-01', signups: 0, uploads: 0 });
    expect(answer.json.previousSeries[2]).toEqual({ date: '2020-03-03', signups: 0, uploads: 1 });
    expect(answer.json.storageByType).toEqual([
      { type: 'image', bytes: 400, count: 2 },
      { type: 'pdf', bytes: 200, count: 1 },
    ]);

    const alone = await browser.request('GET', `${path}?startDate=2020-03-11&endDate=2020-03-20`);
    expect(alone.json.cards.newUsers).toEqual({ value: 3, previous: null, change: null });
    expect(alone.json.previousSeries).toBeNull();
  });

  it('counts app page loads per route pattern and day, keeping no address, user or query', async () => {
    const { browser } = await signInAsAdmin(server());
    const today = server().clock.iso().slice(0, 10);
    const page = { headers: { accept: 'text/html' } };
    await server().fetch('/drive/s/AbCdEf123?token=secret', page);
    await server().fetch('/drive/s/ZyXwVu987', page);
    await browser.request('GET', '/admin/users/12', undefined, { accept: 'text/html' });
    // Calls of the API are not page loads.
    await browser.request('GET', '/api/v1/bootstrap-data');

    const rows = () =>
      reportsDb(server().app.db)
        .selectFrom('page_views')
        .selectAll()
        .where('day', '=', today)
        .orderBy('route')
        .execute();
    await vi.waitFor(async () =>
      expect(await rows()).toEqual([
        { day: today, route: '/admin/users/:id', views: 1 },
        { day: today, route: '/drive/s/:hash', views: 2 },
      ]),
    );

    const answer = await browser.request('GET', `${path}?startDate=${today}&endDate=${today}`);
    expect(answer.json.pageViews).toEqual([{ date: today, views: 3 }]);
    expect(answer.json.topRoutes).toEqual([
      { route: '/drive/s/:hash', views: 2 },
      { route: '/admin/users/:id', views: 1 },
    ]);
  });
});
