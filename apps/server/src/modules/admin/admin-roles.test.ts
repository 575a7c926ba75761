import { permissionCatalogueResponseSchema, roleResponseSchema } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, createUser, registerUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { roleId, signInAsAdmin, uniqueRoleName } from './admin.test-support';

/** The payload of a role with these grants; flags and type as the schema defaults them. */
function rolePayload(name: string, permissions: unknown[] = [], extra: object = {}) {
  return { name, description: null, permissions, ...extra };
}

async function grantCount(server: TestServer, id: number) {
  return (
    await server.app.db
      .selectFrom('permission_role')
      .select('permission_id')
      .where('role_id', '=', id)
      .execute()
  ).length;
}

describeServer('admin roles', (server) => {
  describe('GET roles and roles/permissions', () => {
    it('lists roles with their flags and users count, searched, filtered and sorted', async () => {
      const { browser } = await signInAsAdmin(server());
      const seeded = await browser.get('/api/v1/roles?query=USERS');
      expect(seeded.status).toBe(200);
      expect(seeded.json.pagination.data).toEqual([
        expect.objectContaining({ name: 'users', default: true, guests: false, type: 'sitewide' }),
      ]);
      expect(seeded.json.pagination.data[0].users_count).toBeGreaterThan(0);
      expect(seeded.json.pagination.data[0].permissions).toContainEqual({
        name: 'workspaces.create',
        restrictions: [
          { name: 'count', value: 3 },
          { name: 'member_count', value: 5 },
        ],
      });
      const guests = await browser.get('/api/v1/roles?query=guests');
      expect(guests.json.pagination.data[0]).toMatchObject({ name: 'guests', guests: true });

      const tag = uniqueRoleName('sort');
      const small = (await browser.post('/api/v1/roles', rolePayload(`${tag}-a`))).json.role;
      const big = (
        await browser.post('/api/v1/roles', rolePayload(`${tag}-b`, [], { type: 'workspace' }))
      ).json.role;
      const users = await Promise.all([createUser(server()), createUser(server())]);
      await browser.post(`/api/v1/roles/${big.id}/add-users`, {
        userIds: users.map((u) => u.row.id),
      });
      const byCount = await browser.get(
        `/api/v1/roles?query=${tag}&orderBy=users_count&orderDir=desc`,
      );
      expect(byCount.json.pagination.data.map((r: { id: number }) => r.id)).toEqual([
        big.id,
        small.id,
      ]);
      expect(byCount.json.pagination.data[0].users_count).toBe(2);
      const workspace = await browser.get(
        `/api/v1/roles?query=${tag}&filters=${encodeURIComponent('{"type":"workspace"}')}`,
      );
      expect(workspace.json.pagination.data.map((r: { id: number }) => r.id)).toEqual([big.id]);
      expect(workspace.json.pagination.total).toBe(1);
    });

    it('answers the permission catalogue with each permission’s restrictions', async () => {
      const { browser } = await signInAsAdmin(server());
      const response = await browser.get('/api/v1/roles/permissions');
      const { permissions } = permissionCatalogueResponseSchema.parse(response.json);
      expect(permissions).toContainEqual({
        name: 'files.create',
        group: 'files',
        restrictions: ['max_files', 'max_space'],
      });
    });
  });

  describe('POST roles and PUT roles/{id}', () => {
    it('creates a role with grants and replaces them on update', async () => {
      const { browser } = await signInAsAdmin(server());
      const name = uniqueRoleName('plan');
      const created = await browser.post(
        '/api/v1/roles',
        rolePayload(name, [
          { name: 'files.create', restrictions: [{ name: 'max_files', value: 10 }] },
          { name: 'files.view' },
        ]),
      );
      expect(created.status).toBe(200);
      const role = roleResponseSchema.parse(created.json).role;
      expect(role).toMatchObject({ name, default: false, guests: false, users_count: 0 });
      expect(role.permissions).toEqual([
        { name: 'files.create', restrictions: [{ name: 'max_files', value: 10 }] },
        { name: 'files.view', restrictions: [] },
      ]);

      const updated = await browser.request(
        'PUT',
        `/api/v1/roles/${role.id}`,
        rolePayload(`${name}-renamed`, [{ name: 'links.view' }], { description: 'Plan' }),
      );
      expect(updated.status).toBe(200);
      expect(updated.json.role).toMatchObject({
        name: `${name}-renamed`,
        description: 'Plan',
        permissions: [{ name: 'links.view', restrictions: [] }],
      });
      expect((await browser.get(`/api/v1/roles/${role.id}`)).json.role).toEqual(updated.json.role);
    });

    it('refuses a taken name, an unknown permission and an undeclared restriction (422), writing nothing', async () => {
      const { browser } = await signInAsAdmin(server());
      const taken = await browser.post('/api/v1/roles', rolePayload('USERS'));
      expect(taken.status).toBe(422);
      expect(taken.json.errors.name).toEqual(['The name has already been taken.']);
      const name = uniqueRoleName('bad');
      const unknown = await browser.post(
        '/api/v1/roles',
        rolePayload(name, [{ name: 'files.view' }, { name: 'files.fly' }]),
      );
      expect(unknown.status).toBe(422);
      expect(unknown.json.errors.permissions).toEqual(['The permission files.fly does not exist.']);
      const restriction = await browser.post(
        '/api/v1/roles',
        rolePayload(name, [{ name: 'files.view', restrictions: [{ name: 'count', value: 1 }] }]),
      );
      expect(restriction.status).toBe(422);
      expect(restriction.json.errors.permissions).toHaveLength(1);
      expect(
        await server().app.db.selectFrom('roles').select('id').where('name', '=', name).execute(),
      ).toEqual([]);

      const existing = (
        await browser.post('/api/v1/roles', rolePayload(name, [{ name: 'files.view' }]))
      ).json.role;
      const bad = await browser.request(
        'PUT',
        `/api/v1/roles/${existing.id}`,
        rolePayload(name, [{ name: 'links.view' }, { name: 'files.fly' }]),
      );
      expect(bad.status).toBe(422);
      expect((await browser.get(`/api/v1/roles/${existing.id}`)).json.role.permissions).toEqual([
        { name: 'files.view', restrictions: [] },
      ]);
    });
  });

  describe('a role change reaches its users', () => {
    it('on their next request: a new grant, and a role taken away', async () => {
      const { browser } = await signInAsAdmin(server());
      const role = (await browser.post('/api/v1/roles', rolePayload(uniqueRoleName('logs')))).json
        .role;
      const user = await createUser(server());
      const theirs = await signIn(server(), user);
      const held = async () =>
        (await theirs.get('/api/v1/users/me')).json.user.permissions.map(
          (p: { name: string }) => p.name,
        );
      expect(await held()).not.toContain('logs.view');
      await browser.post(`/api/v1/roles/${role.id}/add-users`, { userIds: [user.row.id] });
      expect(await held()).not.toContain('logs.view');
      await browser.request(
        'PUT',
        `/api/v1/roles/${role.id}`,
        rolePayload(role.name, [{ name: 'logs.view' }]),
      );
      expect(await held()).toContain('logs.view');
      await browser.post(`/api/v1/roles/${role.id}/remove-users`, { userIds: [user.row.id] });
      expect(await held()).not.toContain('logs.view');
    });

    it('flagging another guests role changes what visitors may do, and the old one loses the flag', async () => {
      const { browser } = await signInAsAdmin(server());
      const guestsId = await roleId(server(), 'guests');
      const guestsRole = (await browser.get(`/api/v1/roles/${guestsId}`)).json.role;
      const unflag = await browser.request(
        'PUT',
        `/api/v1/roles/${guestsId}`,
        rolePayload('guests', guestsRole.permissions, { guests: false }),
      );
      expect(unflag.status).toBe(422);

      const visitor = new Browser(server());
      const guestPermissions = async () =>
        (await visitor.get('/api/v1/bootstrap-data')).json.guest_permissions.map(
          (p: { name: string }) => p.name,
        );
      expect(await guestPermissions()).toEqual(['links.view']);
      const other = await browser.post(
        '/api/v1/roles',
        rolePayload(uniqueRoleName('visitors'), [{ name: 'files.view' }], { guests: true }),
      );
      expect(other.status).toBe(200);
      try {
        expect(await guestPermissions()).toEqual(['files.view']);
        expect((await browser.get(`/api/v1/roles/${guestsId}`)).json.role.guests).toBe(false);
      } finally {
        // The suite's server is shared: the seeded guests role takes the flag back.
        await browser.request(
          'PUT',
          `/api/v1/roles/${guestsId}`,
          rolePayload('guests', guestsRole.permissions, { guests: true }),
        );
      }
      expect(await guestPermissions()).toEqual(['links.view']);
    });

    it('gives new accounts every role flagged default', async () => {
      const { browser } = await signInAsAdmin(server());
      const name = uniqueRoleName('starter');
      const starter = (
        await browser.post('/api/v1/roles', rolePayload(name, [], { default: true }))
      ).json.role;
      try {
        const { browser: newcomer, response } = await registerUser(server());
        expect(response.status).toBe(200);
        const roles = (await newcomer.get('/api/v1/users/me')).json.user.roles.map(
          (r: { name: string }) => r.name,
        );
        expect(roles).toEqual(['users', name]);
      } finally {
        await browser.request('PUT', `/api/v1/roles/${starter.id}`, rolePayload(name));
      }
    });
  });

  describe('DELETE roles/{id}', () => {
    it('deletes a role with its grants and assignments, never the guests or a default role', async () => {
      const { browser } = await signInAsAdmin(server());
      const user = await createUser(server());
      const role = (
        await browser.post(
          '/api/v1/roles',
          rolePayload(uniqueRoleName('gone'), [{ name: 'logs.view' }]),
        )
      ).json.role;
      await browser.post(`/api/v1/roles/${role.id}/add-users`, { userIds: [user.row.id] });
      const removed = await browser.delete(`/api/v1/roles/${role.id}`);
      expect(removed.status).toBe(200);
      expect(removed.json.message).toBe('Role deleted');
      expect(await grantCount(server(), role.id)).toBe(0);
      expect(
        await server()
          .app.db.selectFrom('role_user')
          .select('user_id')
          .where('role_id', '=', role.id)
          .execute(),
      ).toEqual([]);
      expect((await browser.get(`/api/v1/roles/${role.id}`)).status).toBe(404);

      for (const seeded of ['guests', 'users']) {
        const id = await roleId(server(), seeded);
        const refused = await browser.delete(`/api/v1/roles/${id}`);
        expect(refused.status, seeded).toBe(403);
        expect(await grantCount(server(), id)).toBeGreaterThan(0);
      }
    });
  });
});
