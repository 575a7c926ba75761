import { tagsEndpoints, tagsResponseSchema } from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { createRoleWith, signInAsAdmin, uniqueRoleName } from '../admin/admin.test-support';
import { createFileRow } from '../drive/drive.test-support';
import { tagEntries, tagsDb } from './repo';

let counter = 0;
/** A fresh slug, so tests sharing a server never clash. */
function uniqueSlug(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

async function insertTag(server: TestServer, name: string, type: 'label' | 'custom' = 'custom') {
  const row = await tagsDb(server.app.db)
    .insertInto('tags')
    .values({ name, display_name: null, type, created_at: server.clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function listPath(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `/api/v1/tags?${search}`;
}

describeServer('admin tags', (server) => {
  it('answers a guest 401, a plain user 403 and an admin.access holder 403 on every endpoint, writing nothing', async () => {
    const id = await insertTag(server(), uniqueSlug('guarded'));
    const plain = await signIn(server(), await createUser(server()));
    const role = uniqueRoleName('panel');
    await createRoleWith(server(), role, { 'admin.access': {} });
    const panel = await signIn(server(), await createUser(server(), { roles: ['users', role] }));
    const before = await tagsDb(server().app.db).selectFrom('tags').selectAll().execute();
    for (const endpoint of Object.values(tagsEndpoints)) {
      const path = endpoint.path.replace(':ids', String(id)).replace(':id', String(id));
      const body =
        endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : { name: 'x' };
      const guest = await new Browser(server()).request(endpoint.method, path, body);
      expect(guest.status, `${endpoint.id} as a guest`).toBe(401);
      expect((await plain.request(endpoint.method, path, body)).status, endpoint.id).toBe(403);
      expect((await panel.request(endpoint.method, path, body)).status, endpoint.id).toBe(403);
    }
    expect(await tagsDb(server().app.db).selectFrom('tags').selectAll().execute()).toEqual(before);
  });

  it('lists tags searched by name or display name, filtered by type, sorted by entries', async () => {
    const { browser, user } = await signInAsAdmin(server());
    const word = uniqueSlug('zq');
    const busy = await insertTag(server(), `${word}-busy`);
    const label = await insertTag(server(), `${word}-label`, 'label');
    const shown = await insertTag(server(), uniqueSlug('plain'));
    await tagsDb(server().app.db)
      .updateTable('tags')
      .set({ display_name: `Shown ${word.toUpperCase()}` })
      .where('id', '=', shown)
      .execute();
    const a = await createFileRow(server(), 'a.txt', { ownerId: user.row.id });
    const b = await createFileRow(server(), 'b.txt', { ownerId: user.row.id });
    await tagEntries(server().app.db, busy, [a.id, b.id]);
    await tagEntries(server().app.db, shown, [a.id]);

    const all = await browser.get(
      listPath({ query: word, orderBy: 'entries_count', orderDir: 'desc' }),
    );
    expect(all.status).toBe(200);
    const page = tagsResponseSchema.parse(all.json).pagination;
    expect(page.data.map((t) => t.id)).toEqual([busy, shown, label]);
    expect(page.data.map((t) => t.entries_count)).toEqual([2, 1, 0]);
    expect(page.total).toBe(3);

    const labels = await browser.get(listPath({ query: word, filters: { type: 'label' } }));
    expect(labels.json.pagination.data.map((t: { id: number }) => t.id)).toEqual([label]);
    const byName = await browser.get(listPath({ query: word, orderBy: 'name', orderDir: 'asc' }));
    // `plain-…` (found by its display name) sorts before `zq-…`.
    expect(byName.json.pagination.data.map((t: { id: number }) => t.id)).toEqual([
      shown,
      busy,
      label,
    ]);
    expect(JSON.stringify(all.json)).not.toMatch(/password|token/i);
  });

  it('creates, renames and deletes custom tags; a name is unique and slug-like', async () => {
    const { browser } = await signInAsAdmin(server());
    const name = uniqueSlug('invoices');
    const created = await browser.post('/api/v1/tags', { name, display_name: 'Invoices' });
    expect(created.status).toBe(200);
    expect(created.json.tag).toMatchObject({ name, display_name: 'Invoices', type: 'custom' });
    const id = created.json.tag.id as number;

    const twice = await browser.post('/api/v1/tags', { name });
    expect(twice.status).toBe(422);
    expect(twice.json.errors.name).toBeDefined();
    expect((await browser.post('/api/v1/tags', { name: 'Not A Slug' })).status).toBe(422);
    expect(
      (await browser.post('/api/v1/tags', { name: uniqueSlug('l'), type: 'label' })).status,
    ).toBe(403);

    const renamed = await browser.request('PUT', `/api/v1/tags/${id}`, { display_name: 'Bills' });
    expect(renamed.json.tag).toMatchObject({ name, display_name: 'Bills' });

    const other = await insertTag(server(), uniqueSlug('other'));
    const removed = await browser.delete(`/api/v1/tags/${id},${other}`);
    expect(removed.status).toBe(200);
    const left = await tagsDb(server().app.db)
      .selectFrom('tags')
      .select('id')
      .where('id', 'in', [id, other])
      .execute();
    expect(left).toEqual([]);
    expect((await browser.delete(`/api/v1/tags/${id}`)).status).toBe(404);
  });

  it('lets a label tag change only its display name, and never be deleted', async () => {
    const { browser } = await signInAsAdmin(server());
    const name = uniqueSlug('starred');
    const id = await insertTag(server(), name, 'label');
    const shown = await browser.request('PUT', `/api/v1/tags/${id}`, {
      display_name: 'Favourites',
    });
    expect(shown.status).toBe(200);
    expect(shown.json.tag).toMatchObject({ name, display_name: 'Favourites', type: 'label' });
    expect(
      (await browser.request('PUT', `/api/v1/tags/${id}`, { name: uniqueSlug('x') })).status,
    ).toBe(403);
    expect((await browser.request('PUT', `/api/v1/tags/${id}`, { type: 'custom' })).status).toBe(
      403,
    );
    const custom = await insertTag(server(), uniqueSlug('custom'));
    expect((await browser.delete(`/api/v1/tags/${custom},${id}`)).status).toBe(403);
    const kept = await tagsDb(server().app.db)
      .selectFrom('tags')
      .select('id')
      .where('id', 'in', [id, custom])
      .execute();
    expect(kept).toHaveLength(2);
  });
});
