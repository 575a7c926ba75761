import { ADMIN_USERS_CSV_COLUMNS, adminUsersResponseSchema } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, uniqueEmail } from '../../../test/auth';
import { describeServer, passTime, type TestServer } from '../../../test/harness';
import { runDueJobs } from '../../platform/jobs';
import { driveDb } from '../drive/repo';
import { filesOnDisk, uploadMultipart } from '../drive/uploads/upload.test-support';
import {
  createRoleWith,
  roleId,
  roleName,
  signInAsAdmin,
  uniqueRoleName,
} from './admin.test-support';

const MINUTE = 60_000;

/** A user named `name`, created `createdAt` (ISO) when given. */
async function userNamed(server: TestServer, name: string, extra: { created_at?: string } = {}) {
  const user = await createUser(server);
  await server.app.db
    .updateTable('users')
    .set({ name, ...extra })
    .where('id', '=', user.row.id)
    .execute();
  return user;
}

function listPath(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `/api/v1/users?${search}`;
}

describeServer('admin users', (server) => {
  describe('GET users (the list)', () => {
    it('searches name and email case-insensitively, sorts, pages and carries roles and last activity', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `zq${Math.random().toString(36).slice(2, 8)}`;
      const b = await userNamed(server(), `Bravo ${tag}`);
      const a = await userNamed(server(), `Alpha ${tag.toUpperCase()}`);
      const c = await createUser(server(), { email: uniqueEmail(`c-${tag}`) });
      await signIn(server(), b);

      const asc = await browser.get(
        listPath({ query: tag.toUpperCase(), orderBy: 'name', orderDir: 'asc' }),
      );
      expect(asc.status).toBe(200);
      const page = adminUsersResponseSchema.parse(asc.json).pagination;
      expect(page.data.map((u) => u.id)).toEqual([a.row.id, b.row.id, c.row.id]);
      expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
      expect(page.data[0]!.roles.map((r) => r.name)).toEqual(['users']);
      expect(page.data[1]!.last_active_at).not.toBeNull();
      expect(page.data[0]!.last_active_at).toBeNull();

      const paged = await browser.get(
        listPath({ query: tag, orderBy: 'name', orderDir: 'desc', perPage: 2, page: 2 }),
      );
      expect(paged.json.pagination).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
      expect(paged.json.pagination.data.map((u: { id: number }) => u.id)).toEqual([a.row.id]);

      const active = await browser.get(
        listPath({ query: tag, orderBy: 'last_active_at', orderDir: 'desc', perPage: 1 }),
      );
      expect(active.json.pagination.data[0].id).toBe(b.row.id);
    });

    it('treats % and _ in the search as plain characters', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `pct${Math.random().toString(36).slice(2, 8)}`;
      const hit = await userNamed(server(), `100%_${tag}`);
      await userNamed(server(), `100ab${tag}`);
      const found = await browser.get(listPath({ query: `100%_${tag}` }));
      expect(found.json.pagination.data.map((u: { id: number }) => u.id)).toEqual([hit.row.id]);
    });

    it('filters by confirmation, role, suspension and creation dates, and refuses an unknown filter (422)', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `flt${Math.random().toString(36).slice(2, 8)}`;
      const role = await createRoleWith(server(), uniqueRoleName('flt'), {});
      const old = await userNamed(server(), `old ${tag}`, {
        created_at: '2020-01-01T00:00:00.000Z',
      });
      const unverified = await userNamed(server(), `unverified ${tag}`);
      await server()
        .app.db.updateTable('users')
        .set({ email_verified_at: null })
        .where('id', '=', unverified.row.id)
        .execute();
      const banned = await userNamed(server(), `banned ${tag}`);
      await browser.post(`/api/v1/users/${banned.row.id}/ban`, {});
      await browser.post(`/api/v1/roles/${role}/add-users`, { userIds: [old.row.id] });

      const ids = async (filters: Record<string, unknown>) =>
        (
          await browser.get(listPath({ query: tag, filters, orderBy: 'name', orderDir: 'asc' }))
        ).json.pagination.data.map((u: { id: number }) => u.id);
      expect(await ids({ email_verified: false })).toEqual([unverified.row.id]);
      expect(await ids({ role })).toEqual([old.row.id]);
      expect(await ids({ suspended: true })).toEqual([banned.row.id]);
      expect(await ids({ suspended: false })).toEqual([old.row.id, unverified.row.id]);
      expect(await ids({ created_to: '2021-01-01T00:00:00Z' })).toEqual([old.row.id]);
      expect(await ids({ created_from: '2021-01-01T00:00:00+02:00' })).toEqual([
        banned.row.id,
        unverified.row.id,
      ]);

      const unknown = await browser.get(listPath({ filters: { plan: 1 } }));
      expect(unknown.status).toBe(422);
      expect(unknown.json.errors.filters).toBeTruthy();
      expect((await browser.get('/api/v1/users?filters=%7Bnope')).status).toBe(422);
      expect((await browser.get('/api/v1/users?orderBy=password')).status).toBe(422);
    });
  });

  describe('GET users/export/csv', () => {
    it('answers every matching row as an attachment, escaped and with formulas neutralised', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `csv${Math.random().toString(36).slice(2, 8)}`;
      const tricky = await userNamed(server(), `=HYPERLINK("http://x", "a, b")\n${tag}`);
      const plain = await userNamed(server(), `Plain ${tag}`);
      const extra = await createRoleWith(server(), uniqueRoleName('csv'), {});
      await browser.post(`/api/v1/roles/${extra}/add-users`, { userIds: [plain.row.id] });

      const response = await browser.get(
        `/api/v1/users/export/csv?query=${tag}&orderBy=name&orderDir=desc`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
      const lines = response.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(ADMIN_USERS_CSV_COLUMNS.join(','));
      expect(lines[1]).toMatch(
        new RegExp(`^${plain.row.id},Plain ${tag},${plain.email},users;csv-`),
      );
      expect(response.text).toContain(
        `${tricky.row.id},"'=HYPERLINK(""http://x"", ""a, b"")\n${tag}",${tricky.email},users,`,
      );
    });
  });

  describe('POST users and PUT users/{id}', () => {
    it('creates an account with its roles, confirmed, that can sign in', async () => {
      const { browser } = await signInAsAdmin(server());
      const role = await createRoleWith(server(), uniqueRoleName('made'), {});
      const email = uniqueEmail('made');
      const created = await browser.post('/api/v1/users', {
        email: email.toUpperCase(),
        name: 'Made',
        password: 'made password',
        roles: [role],
      });
      expect(created.status).toBe(200);
      expect(created.json.user).toMatchObject({ email, name: 'Made', roles: [{ id: role }] });
      expect(created.json.user.email_verified_at).not.toBeNull();
      await signIn(server(), { email, password: 'made password' });

      const unconfirmed = await browser.post('/api/v1/users', {
        email: uniqueEmail('unconfirmed'),
        password: 'made password',
        email_verified: false,
      });
      expect(unconfirmed.json.user.email_verified_at).toBeNull();
      expect(unconfirmed.json.user.roles.map((r: { name: string }) => r.name)).toEqual(['users']);
    });

    it('refuses a taken email and an unknown role with 422 on the field, writing nothing', async () => {
      const { browser } = await signInAsAdmin(server());
      const existing = await createUser(server());
      const taken = await browser.post('/api/v1/users', {
        email: existing.email,
        password: 'made password',
      });
      expect(taken.status).toBe(422);
      expect(taken.json.errors.email).toEqual(['The email has already been taken.']);
      const email = uniqueEmail('norole');
      const badRole = await browser.post('/api/v1/users', {
        email,
        password: 'made password',
        roles: [999999],
      });
      expect(badRole.status).toBe(422);
      expect(badRole.json.errors.roles).toHaveLength(1);
      const short = await browser.post('/api/v1/users', { email, password: 'x' });
      expect(short.status).toBe(422);
      expect(short.json.errors.password).toHaveLength(1);
      expect(
        await server().app.db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
      const other = await createUser(server());
      const update = await browser.request('PUT', `/api/v1/users/${other.row.id}`, {
        email: existing.email,
      });
      expect(update.status).toBe(422);
      expect(update.json.errors.email).toHaveLength(1);
    });

    it('updates name, email and roles; a new password ends the user’s sessions', async () => {
      const { browser } = await signInAsAdmin(server());
      const user = await createUser(server());
      const theirs = await signIn(server(), user);
      const admin = await roleId(server(), 'admin');
      const email = uniqueEmail('renamed');
      const updated = await browser.request('PUT', `/api/v1/users/${user.row.id}`, {
        name: 'Renamed',
        email,
        roles: [admin],
      });
      expect(updated.status).toBe(200);
      expect(updated.json.user).toMatchObject({ name: 'Renamed', email, roles: [{ id: admin }] });
      expect((await theirs.get('/api/v1/users/me')).status).toBe(200);

      const password = await browser.request('PUT', `/api/v1/users/${user.row.id}`, {
        password: 'another password',
      });
      expect(password.status).toBe(200);
      expect((await theirs.get('/api/v1/users/me')).status).toBe(401);
      await signIn(server(), { email, password: 'another password' });
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
    });
  });

  describe('DELETE users/{ids} (bulk)', () => {
    it('deletes the listed users as account deletion does, their files and bytes too', async () => {
      const { browser } = await signInAsAdmin(server());
      const first = await createUser(server());
      const second = await createUser(server());
      for (const user of [first, second]) {
        const theirs = await signIn(server(), user);
        const upload = await uploadMultipart(server().url, theirs, 'notes.txt', new Uint8Array(64));
        expect(upload.status).toBe(200);
      }
      const stored = filesOnDisk(server(), 'files').length;
      const response = await browser.delete(`/api/v1/users/${first.row.id},${second.row.id}`);
      expect(response.status).toBe(200);
      expect(response.json.message).toBe('Users deleted');
      await runDueJobs(server().app);
      const db = server().app.db;
      expect(
        await db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', [first.row.id, second.row.id])
          .execute(),
      ).toEqual([]);
      expect(
        await driveDb(db)
          .selectFrom('file_entries')
          .select('id')
          .where('owner_id', 'in', [first.row.id, second.row.id])
          .execute(),
      ).toEqual([]);
      expect(filesOnDisk(server(), 'files').length).toBe(stored - 2);
    });

    it('refuses the caller’s own account, the last admins and a user without users.update (403)', async () => {
      const { browser, user: me } = await signInAsAdmin(server());
      const other = await createUser(server());
      const own = await browser.delete(`/api/v1/users/${other.row.id},${me.row.id}`);
      expect(own.status).toBe(403);
      expect(own.json.message).toBe('You cannot delete your own account here.');

      const deleter = await createRoleWith(server(), uniqueRoleName('deleter'), {
        'users.update': {},
      });
      const manager = await signIn(
        server(),
        await createUser(server(), { roles: ['users', await roleName(server(), deleter)] }),
      );
      const admins = (
        await server()
          .app.db.selectFrom('role_user')
          .select('user_id')
          .where('role_id', '=', await roleId(server(), 'admin'))
          .execute()
      ).map((r) => r.user_id);
      expect((await manager.delete(`/api/v1/users/${admins.join(',')}`)).status).toBe(403);
      const plain = await signIn(server(), await createUser(server()));
      expect((await plain.delete(`/api/v1/users/${other.row.id}`)).status).toBe(403);
      expect((await new Browser(server()).delete(`/api/v1/users/${other.row.id}`)).status).toBe(
        401,
      );
      expect(
        await server()
          .app.db.selectFrom('users')
          .select('id')
          .where('id', 'in', [other.row.id, me.row.id, ...admins])
          .execute(),
      ).toHaveLength(2 + admins.filter((id) => id !== me.row.id).length);
    });
  });

  describe('POST and DELETE users/{id}/ban', () => {
    it('suspends a user, whose next API call is 403, until the suspension is lifted', async () => {
      const { browser } = await signInAsAdmin(server());
      const user = await createUser(server());
      const theirs = await signIn(server(), user);
      const banned = await browser.post(`/api/v1/users/${user.row.id}/ban`, { comment: 'spam' });
      expect(banned.status).toBe(200);
      expect(banned.json.user).toMatchObject({ ban_comment: 'spam', ban_until: null });
      expect(banned.json.user.banned_at).not.toBeNull();

      const refused = await theirs.get('/api/v1/users/me');
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('Your account has been suspended.');
      expect((await theirs.get('/api/v1/bootstrap-data')).json.user.banned_at).not.toBeNull();

      const lifted = await browser.delete(`/api/v1/users/${user.row.id}/ban`);
      expect(lifted.json.user).toMatchObject({
        banned_at: null,
        ban_until: null,
        ban_comment: null,
      });
      expect((await theirs.get('/api/v1/users/me')).status).toBe(200);
    });

    it('lets a suspension with an end run out: afterwards the user is active again', async () => {
      const { browser } = await signInAsAdmin(server());
      const user = await createUser(server());
      const theirs = await signIn(server(), user);
      const until = new Date(server().clock.nowMs() + MINUTE).toISOString();
      await browser.post(`/api/v1/users/${user.row.id}/ban`, { ban_until: until });
      expect((await theirs.get('/api/v1/users/me')).status).toBe(403);
      passTime(server(), 2 * MINUTE);
      expect((await theirs.get('/api/v1/users/me')).status).toBe(200);
      expect((await theirs.get('/api/v1/bootstrap-data')).json.user.banned_at).toBeNull();
      const row = await server()
        .app.db.selectFrom('users')
        .select(['banned_at', 'ban_until'])
        .where('id', '=', user.row.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ banned_at: null, ban_until: null });
    });

    it('signs a user whose suspension ran out in as an active account', async () => {
      const { browser } = await signInAsAdmin(server());
      const user = await createUser(server());
      const until = new Date(server().clock.nowMs() + MINUTE).toISOString();
      await browser.post(`/api/v1/users/${user.row.id}/ban`, { ban_until: until });
      passTime(server(), 2 * MINUTE);
      const login = await new Browser(server()).post('/auth/login', {
        phone: user.email,
        password: user.password,
      });
      expect(login.status).toBe(200);
      expect(login.json.bootstrapData.user.banned_at).toBeNull();
    });

    it('refuses suspending oneself (403)', async () => {
      const { browser, user } = await signInAsAdmin(server());
      const self = await browser.post(`/api/v1/users/${user.row.id}/ban`, {});
      expect(self.status).toBe(403);
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
      expect((await browser.post('/api/v1/users/999999/ban', {})).status).toBe(404);
    });
  });
});
