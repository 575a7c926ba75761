import { adminUserDetailsEndpoints, adminUserDetailsResponseSchema } from '@coffer/contract';
import { expect, it, onTestFinished } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { sha256 } from '../../platform/security/tokens';
import { signInAsAdmin, signInOutsiders } from './admin.test-support';

/** A personal access token of the user, as the account screen makes one. */
async function addToken(server: TestServer, userId: number, token: string) {
  const row = await server.app.db
    .insertInto('personal_access_tokens')
    .values({
      user_id: userId,
      name: 'cli',
      token_hash: sha256(token),
      last_used_at: null,
      created_at: server.clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What these calls could change. */
async function writableState(server: TestServer) {
  const db = server.app.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    grants: await db.selectFrom('permission_user').selectAll().orderBy('user_id').execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute(),
    tokens: await db.selectFrom('personal_access_tokens').select('id').orderBy('id').execute(),
  };
}

const detailsPath = (id: number, rest = '') => `/api/v1/admin/users/${id}${rest}`;

describeServer('admin user details', (server) => {
  it('answers every call 401 to a guest, 403 to a plain user and to an admin.access holder without users.update, writing nothing', async () => {
    const target = await createUser(server());
    await signIn(server(), target);
    const session = await server()
      .app.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', target.row.id)
      .executeTakeFirstOrThrow();
    const tokenId = await addToken(server(), target.row.id, `t-${target.row.id}`);
    const { plain, panelOnly } = await signInOutsiders(server());
    const before = await writableState(server());
    const calls = Object.values(adminUserDetailsEndpoints);
    expect(calls).toHaveLength(5);
    for (const call of calls) {
      const path = call.path
        .replace(':id', String(target.row.id))
        .replace(':sessionId', String(session.id))
        .replace(':tokenId', String(tokenId));
      const body = call.method === 'PUT' ? { permissions: [{ name: 'admin' }] } : undefined;
      expect((await new Browser(server()).request(call.method, path, body)).status, call.id).toBe(
        401,
      );
      expect((await plain.request(call.method, path, body)).status, call.id).toBe(403);
      expect((await panelOnly.request(call.method, path, body)).status, call.id).toBe(403);
    }
    expect(await writableState(server())).toEqual(before);
  });

  it('shows the user with roles, date preferences, direct grants, sessions and tokens, never a hash', async () => {
    const { browser, user: admin } = await signInAsAdmin(server());
    const target = await createUser(server());
    await server()
      .app.db.updateTable('users')
      .set({
        timezone: 'Europe/Paris',
        language: 'fr',
        extra_fields: JSON.stringify({ company: 'Acme', retired: true }),
      })
      .where('id', '=', target.row.id)
      .execute();
    await server().app.settings.set('registration.fields', [
      { id: 'company', label: 'Company', type: 'text', required: true },
    ]);
    onTestFinished(() => server().app.settings.reset('registration.fields'));
    await signIn(server(), target);
    await addToken(server(), target.row.id, 'details-secret-token');

    const page = await browser.get(detailsPath(target.row.id));
    expect(page.status).toBe(200);
    const user = adminUserDetailsResponseSchema.parse(page.json).user;
    expect(user).toMatchObject({
      id: target.row.id,
      email: target.email,
      timezone: 'Europe/Paris',
      language: 'fr',
      permissions: [],
      roles: [{ name: 'users' }],
      // A field the form no longer asks keeps its answer, under its id.
      extra_fields: [
        { id: 'company', label: 'Company', value: 'Acme' },
        { id: 'retired', label: 'retired', value: true },
      ],
    });
    expect(user.sessions).toHaveLength(1);
    expect(user.sessions[0]).toMatchObject({ current: false, ip: expect.any(String) });
    expect(user.tokens).toEqual([
      { id: expect.any(Number), name: 'cli', last_used_at: null, created_at: expect.any(String) },
    ]);
    expect(page.text).not.toContain(sha256('details-secret-token'));
    expect(page.text).not.toMatch(/token_hash|"password"|two_factor/);

    // On their own page, the admin sees which session is the one they use.
    const own = await browser.get(detailsPath(admin.row.id));
    expect(own.json.user.sessions.map((s: { current: boolean }) => s.current)).toContain(true);
    expect((await browser.get(detailsPath(999_999_999))).status).toBe(404);
  });

  it('replaces the direct grants with their restrictions; the user has them on the next request', async () => {
    const { browser } = await signInAsAdmin(server());
    const target = await createUser(server());
    const userBrowser = await signIn(server(), target);
    const saved = await browser.request('PUT', detailsPath(target.row.id, '/permissions'), {
      permissions: [
        { name: 'logs.view' },
        { name: 'workspaces.create', restrictions: [{ name: 'count', value: 9 }] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.user.permissions).toEqual([
      { name: 'logs.view', restrictions: [] },
      { name: 'workspaces.create', restrictions: [{ name: 'count', value: 9 }] },
    ]);
    const names = (await userBrowser.get('/api/v1/bootstrap-data')).json.user.permissions.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toContain('logs.view');

    const unknown = await browser.request('PUT', detailsPath(target.row.id, '/permissions'), {
      permissions: [{ name: 'no.such.permission' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.permissions).toBeDefined();
    const cleared = await browser.request('PUT', detailsPath(target.row.id, '/permissions'), {
      permissions: [],
    });
    expect(cleared.json.user.permissions).toEqual([]);
  });

  it('signs one browser out; another user’s session is not found', async () => {
    const { browser } = await signInAsAdmin(server());
    const target = await createUser(server());
    const other = await createUser(server());
    const userBrowser = await signIn(server(), target);
    await signIn(server(), other);
    const [session] = (await browser.get(detailsPath(target.row.id))).json.user.sessions;
    const [otherSession] = (await browser.get(detailsPath(other.row.id))).json.user.sessions;

    const wrong = await browser.delete(detailsPath(target.row.id, `/sessions/${otherSession.id}`));
    expect(wrong.status).toBe(404);
    const ended = await browser.delete(detailsPath(target.row.id, `/sessions/${session.id}`));
    expect(ended.status).toBe(200);
    expect(ended.json.user.sessions).toEqual([]);
    expect((await userBrowser.get('/api/v1/bootstrap-data')).json.user).toBeNull();
  });

  it('confirms the email address', async () => {
    const { browser } = await signInAsAdmin(server());
    const target = await createUser(server(), { verified: false });
    const confirmed = await browser.post(detailsPath(target.row.id, '/confirm-email'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user.email_verified_at).not.toBeNull();
    expect((await browser.post(detailsPath(999_999_999, '/confirm-email'))).status).toBe(404);
  });

  it('revokes a token, which then signs nobody in; another user’s token is not found', async () => {
    const { browser } = await signInAsAdmin(server());
    const target = await createUser(server());
    const other = await createUser(server());
    const tokenId = await addToken(server(), target.row.id, `revoke-${target.row.id}`);
    const otherToken = await addToken(server(), other.row.id, `keep-${other.row.id}`);

    expect((await browser.delete(detailsPath(target.row.id, `/tokens/${otherToken}`))).status).toBe(
      404,
    );
    const revoked = await browser.delete(detailsPath(target.row.id, `/tokens/${tokenId}`));
    expect(revoked.status).toBe(200);
    expect(revoked.json.user.tokens).toEqual([]);
    const call = await new Browser(server()).get('/api/v1/bootstrap-data', {
      authorization: `Bearer revoke-${target.row.id}`,
    });
    expect(call.status).toBe(401);
  });

  it('sets the date preferences through the user update; an unknown zone or language is a 422', async () => {
    const { browser } = await signInAsAdmin(server());
    const target = await createUser(server());
    const path = `/api/v1/users/${target.row.id}`;
    const saved = await browser.request('PUT', path, { timezone: 'Asia/Tokyo', language: 'fr' });
    expect(saved.status).toBe(200);
    const page = await browser.get(detailsPath(target.row.id));
    expect(page.json.user).toMatchObject({ timezone: 'Asia/Tokyo', language: 'fr' });
    const zone = await browser.request('PUT', path, { timezone: 'Mars/Olympus' });
    expect(zone.status).toBe(422);
    expect(zone.json.errors.timezone).toBeDefined();
    const language = await browser.request('PUT', path, { language: 'xx' });
    expect(language.status).toBe(422);
    expect(language.json.errors.language).toBeDefined();
    const cleared = await browser.request('PUT', path, { timezone: null, language: null });
    expect(cleared.status).toBe(200);
    expect((await browser.get(detailsPath(target.row.id))).json.user).toMatchObject({
      timezone: null,
      language: null,
    });
  });
});
