import {
  customPagesResponseSchema,
  publicCustomPageResponseSchema,
  siteEndpoints,
} from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';
import { siteDb } from './repo';

let counter = 0;
/** A fresh slug, so tests sharing a server never clash. */
function uniqueSlug(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

const pages = (server: TestServer) =>
  siteDb(server.app.db).selectFrom('custom_pages').selectAll().orderBy('id').execute();

const HOSTILE_BODY = [
  '<h2>Hello</h2>',
  '<script>window.ran = true</script>',
  '<p onclick="steal()">Text <img src="/x.png" onerror="steal()" alt="x"></p>',
  '<a href="javascript:steal()">bad link</a>',
  '<a href="https://example.com" target="_blank">good link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="position:fixed">styled</p>',
  '<table><tbody><tr><th colspan="2">Head</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>',
  '<pre><code class="language-ts">const a = 1;</code></pre>',
].join('');

function expectHarmless(body: string) {
  expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
}

describeServer('custom pages', (server) => {
  it('answers a guest 401, a plain user 403 and an admin.access holder 403 on the admin calls, writing nothing', async () => {
    const { plain, panelOnly } = await signInOutsiders(server());
    const before = await pages(server());
    const admin = [
      siteEndpoints.listPages,
      siteEndpoints.createPage,
      siteEndpoints.updatePage,
      siteEndpoints.removePages,
    ];
    const id = before[0]!.id;
    for (const endpoint of admin) {
      const path = endpoint.path.replace(':ids', String(id)).replace(':id', String(id));
      const body =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? undefined
          : { title: 'Taken over', body: '<p>x</p>' };
      const guest = await new Browser(server()).request(endpoint.method, path, body);
      expect(guest.status, `${endpoint.id} as a guest`).toBe(401);
      expect((await plain.request(endpoint.method, path, body)).status, endpoint.id).toBe(403);
      expect((await panelOnly.request(endpoint.method, path, body)).status, endpoint.id).toBe(403);
    }
    expect(await pages(server())).toEqual(before);
  });

  it('ships a privacy policy and terms of service that any visitor reads by slug or number, with head tags', async () => {
    const guest = new Browser(server());
    const privacy = await guest.get('/api/v1/custom-pages/privacy-policy');
    expect(privacy.status).toBe(200);
    const { page, seo } = publicCustomPageResponseSchema.parse(privacy.json);
    expect(page.title).toBe('Privacy policy');
    expect(page.body).toContain('<h2>');
    expect(seo).toMatchObject({
      title: 'Privacy policy - Coffer',
      canonical: `${server().config.appUrl}/pages/privacy-policy`,
      type: 'article',
    });
    expect(seo.description).toMatch(/^What this site keeps/);
    const byId = await guest.get(`/api/v1/custom-pages/${page.id}`);
    expect(byId.json.page.slug).toBe('privacy-policy');
    expect((await guest.get('/api/v1/custom-pages/terms-of-service')).json.page.title).toBe(
      'Terms of service',
    );
    expect((await guest.get('/api/v1/custom-pages/no-such-page')).status).toBe(404);
    expect((await guest.get('/api/v1/custom-pages/999999')).status).toBe(404);
  });

  it('sanitises a body on save: no script, no event handler, no javascript: link, tables and code kept', async () => {
    const { browser } = await signInAsAdmin(server());
    const created = await browser.post('/api/v1/custom-pages', {
      title: 'Hostile page',
      slug: uniqueSlug('hostile'),
      body: HOSTILE_BODY,
    });
    expect(created.status).toBe(200);
    const stored = await siteDb(server().app.db)
      .selectFrom('custom_pages')
      .select('body')
      .where('id', '=', created.json.page.id)
      .executeTakeFirstOrThrow();
    for (const body of [stored.body, created.json.page.body as string]) {
      expectHarmless(body);
      expect(body).toContain('<h2>Hello</h2>');
      expect(body).toContain('<img src="/x.png" alt="x" />');
      expect(body).toContain('<a>bad link</a>');
      expect(body).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good link</a>',
      );
      expect(body).toContain('<th colspan="2">Head</th>');
      expect(body).toContain('<code class="language-ts">const a = 1;</code>');
    }
  });

  it('sanitises a body on the way out too: a row written around the editor is sent clean', async () => {
    const slug = uniqueSlug('imported');
    const now = server().clock.iso();
    await siteDb(server().app.db)
      .insertInto('custom_pages')
      .values({
        slug,
        title: 'Imported',
        body: HOSTILE_BODY,
        type: 'default',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const shown = await new Browser(server()).get(`/api/v1/custom-pages/${slug}`);
    expect(shown.status).toBe(200);
    expectHarmless(shown.json.page.body);
    expect(shown.json.page.body).toContain('<h2>Hello</h2>');
  });

  it('makes the slug from the title when none is given, and refuses a taken or malformed one with a field message', async () => {
    const { browser } = await signInAsAdmin(server());
    const title = `Cookies & privacy ${uniqueSlug('é')}`;
    const made = await browser.post('/api/v1/custom-pages', { title, body: '<p>x</p>' });
    expect(made.status).toBe(200);
    expect(made.json.page.slug).toMatch(/^cookies-privacy-e-\d+/);

    const before = await pages(server());
    const taken = await browser.post('/api/v1/custom-pages', {
      title: 'Again',
      slug: made.json.page.slug,
    });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.slug).toEqual(['The slug has already been taken.']);
    const malformed = await browser.post('/api/v1/custom-pages', {
      title: 'x',
      slug: 'Not a slug!',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.json.errors.slug).toEqual([
      'The slug may hold only lowercase letters, digits and dashes.',
    ]);
    const digits = await browser.post('/api/v1/custom-pages', { title: 'x', slug: '2026' });
    expect(digits.json.errors.slug).toEqual(['The slug needs at least one letter.']);
    const untitled = await browser.post('/api/v1/custom-pages', { title: '  ', body: '<p>x</p>' });
    expect(untitled.status).toBe(422);
    expect(untitled.json.errors.title).toEqual(['The title field is required.']);
    expect(await pages(server())).toEqual(before);
  });

  it('updates and deletes pages, one or several at once; an unknown one is 404 and deletes nothing', async () => {
    const { browser } = await signInAsAdmin(server());
    const make = async (prefix: string) =>
      (await browser.post('/api/v1/custom-pages', { title: prefix, slug: uniqueSlug(prefix) })).json
        .page.id as number;
    const a = await make('alpha');
    const b = await make('beta');
    const changed = await browser.request('PUT', `/api/v1/custom-pages/${a}`, {
      title: 'Alpha, renamed',
      slug: uniqueSlug('alpha-renamed'),
      body: '<p>New <strong>text</strong></p>',
      meta_description: 'About alpha',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.page).toMatchObject({
      title: 'Alpha, renamed',
      body: '<p>New <strong>text</strong></p>',
      meta_description: 'About alpha',
    });
    expect(
      (await browser.request('PUT', '/api/v1/custom-pages/999999', { title: 'x' })).status,
    ).toBe(404);
    expect((await browser.delete(`/api/v1/custom-pages/${a},999999`)).status).toBe(404);
    expect((await browser.get(`/api/v1/custom-pages/${a}`)).status).toBe(200);
    const removed = await browser.delete(`/api/v1/custom-pages/${a},${b}`);
    expect(removed.status).toBe(200);
    expect((await browser.get(`/api/v1/custom-pages/${a}`)).status).toBe(404);
    expect((await browser.get(`/api/v1/custom-pages/${b}`)).status).toBe(404);
  });

  it('lists pages searched by title or slug, sorted and paged, without their bodies', async () => {
    const { browser } = await signInAsAdmin(server());
    const word = uniqueSlug('zq');
    for (const title of ['Bravo', 'Alpha', 'Charlie']) {
      await browser.post('/api/v1/custom-pages', { title: `${title} ${word}`, body: '<p>x</p>' });
    }
    const list = await browser.get(
      `/api/v1/custom-pages?query=${word}&orderBy=title&orderDir=asc&perPage=2`,
    );
    expect(list.status).toBe(200);
    const page = customPagesResponseSchema.parse(list.json).pagination;
    expect(page.data.map((p) => p.title.split(' ')[0])).toEqual(['Alpha', 'Bravo']);
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(2);
    expect(list.json.pagination.data[0].body).toBeUndefined();
    const unknownFilter = await browser.get(
      `/api/v1/custom-pages?filters=${encodeURIComponent('{"author":1}')}`,
    );
    expect(unknownFilter.status).toBe(422);
  });
});
