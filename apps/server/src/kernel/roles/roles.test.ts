import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { databaseKinds, describeServer, startTestServer } from '../../../test/harness';
import { ensureFirstAdmin } from '../../modules/auth/first-admin';
import type { HttpProblem } from '../../platform/http/errors';
import { findUserById } from '../users/repo';
import { permissionsOfGuests, permissionsOfUser } from './repo';
import { hasPermission, requirePermission, restrictionValue } from './service';

describeServer('roles and permissions', (server) => {
  async function guard(permission: string, userId: number | null) {
    const user = userId === null ? null : ((await findUserById(server().app.db, userId)) ?? null);
    const request = { user, permissionsCache: undefined } as unknown as FastifyRequest;
    return requirePermission(server().app, permission)(request, {} as FastifyReply).then(
      () => 'allowed',
      (e: HttpProblem) => e.status,
    );
  }

  it('seeds guests, users and admin; new accounts get the drive permissions with workspace restrictions', async () => {
    const roles = await server().app.db.selectFrom('roles').select('name').orderBy('id').execute();
    expect(roles.map((r) => r.name)).toEqual(['guests', 'users', 'admin']);
    const user = await createUser(server());
    const permissions = await permissionsOfUser(server().app, user.row.id);
    expect(permissions.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'files.create',
        'files.download',
        'links.create',
        'notifications.subscribe',
      ]),
    );
    expect(hasPermission(permissions, 'admin.access')).toBe(false);
    expect(restrictionValue(permissions, 'workspaces.create', 'count')).toBe(3);
    expect(restrictionValue(permissions, 'workspaces.create', 'member_count')).toBe(5);
    expect(restrictionValue(permissions, 'admin.access', 'count')).toBeUndefined();
  });

  it('the admin permission grants every permission', async () => {
    const admin = await createUser(server(), { roles: ['admin'] });
    const permissions = await permissionsOfUser(server().app, admin.row.id);
    for (const name of ['admin.access', 'settings.update', 'logs.view', 'api.access']) {
      expect(hasPermission(permissions, name)).toBe(true);
    }
    expect(await guard('appearance.update', admin.row.id)).toBe('allowed');
  });

  it('requirePermission answers 401 for a guest and 403 for a signed-in user without it', async () => {
    const user = await createUser(server());
    expect(await guard('admin.access', null)).toBe(401);
    expect(await guard('admin.access', user.row.id)).toBe(403);
    expect(await guard('files.create', user.row.id)).toBe('allowed');
    // The guest role's permissions apply while nobody is signed in.
    expect(await guard('links.view', null)).toBe('allowed');
  });

  it('a direct grant adds to the roles’ grants and the more generous restriction wins', async () => {
    const user = await createUser(server());
    const db = server().app.db;
    const permission = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'workspaces.create')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permission_user')
      .values({
        user_id: user.row.id,
        permission_id: permission.id,
        restrictions: JSON.stringify({ count: 10, member_count: 2 }),
      })
      .execute();
    const permissions = await permissionsOfUser(server().app, user.row.id);
    expect(restrictionValue(permissions, 'workspaces.create', 'count')).toBe(10);
    expect(restrictionValue(permissions, 'workspaces.create', 'member_count')).toBe(5);
  });

  it('bootstrap data carries the guest role’s permissions when signed out, and the user’s when signed in', async () => {
    const guest = await new Browser(server()).get('/api/v1/bootstrap-data');
    expect(guest.json.guest_permissions).toEqual(await permissionsOfGuests(server().app.db));
    expect(guest.json.user).toBeNull();
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const signedIn = await browser.get('/api/v1/bootstrap-data');
    expect(signedIn.json.user.id).toBe(user.row.id);
    expect(signedIn.json.user.permissions.length).toBeGreaterThan(5);
  });
});

for (const kind of databaseKinds()) {
  describe(`first admin and demo mode [${kind}]`, () => {
    it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, who can sign in', async () => {
      const { server, cleanup } = await startTestServer(kind, {
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'admin password 1',
      });
      try {
        const browser = await signIn(server, {
          email: 'boss@example.com',
          password: 'admin password 1',
        });
        const me = await browser.get('/api/v1/users/me');
        expect(me.json.user.roles.map((r: { name: string }) => r.name)).toContain('admin');
      } finally {
        await cleanup();
      }
    });

    it('without ADMIN_* variables, creates one admin with a generated password printed once', async () => {
      const printed: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((message: string) => {
        printed.push(message);
      });
      const { server, cleanup } = await startTestServer(kind, {}, { generateAdmin: true });
      try {
        const match = printed.join('\n').match(/admin account: (\S+) \/ (\S+)/);
        expect(match).toBeTruthy();
        const browser = await signIn(server, { email: match![1]!, password: match![2]! });
        const me = await browser.get('/api/v1/users/me');
        expect(me.json.user.roles.map((r: { name: string }) => r.name)).toContain('admin');
        // A restart with an admin present prints nothing and creates nobody.
        printed.length = 0;
        await ensureFirstAdmin(server.app, { generate: true });
        expect(printed).toEqual([]);
        expect(await server.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
      } finally {
        log.mockRestore();
        await cleanup();
      }
    });

    it('in demo mode seeds demo accounts and prefills the login form through bootstrap data', async () => {
      const { server, cleanup } = await startTestServer(kind, { DEMO: '1' });
      try {
        const data = (await new Browser(server).get('/api/v1/bootstrap-data')).json;
        expect(data.demo_login.email).toBeTruthy();
        await signIn(server, data.demo_login);
      } finally {
        await cleanup();
      }
    });

    it('outside demo mode has no prefill', async () => {
      const { server, cleanup } = await startTestServer(kind);
      try {
        const data = (await new Browser(server).get('/api/v1/bootstrap-data')).json;
        expect(data.demo_login).toBeUndefined();
        expect(await server.app.db.selectFrom('users').select('id').execute()).toEqual([]);
      } finally {
        await cleanup();
      }
    });
  });
}
