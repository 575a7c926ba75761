import { adminUsersEndpoints, rolesEndpoints, usersEndpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { sha256 } from '../../platform/security/tokens';
import { signInAsAdmin, signInOutsiders } from './admin.test-support';

/** Every admin call, with its `:id` filled in: the users' and the roles', and the bulk delete. */
function adminCalls(userId: number, roleId: number) {
  const calls = [
    ...Object.values(adminUsersEndpoints).map((e) => ({
      id: e.id,
      method: e.method,
      path: e.path.replace(':id', String(userId)),
    })),
    ...Object.values(rolesEndpoints).map((e) => ({
      id: e.id,
      method: e.method,
      path: e.path.replace(':id', String(roleId)),
    })),
    {
      id: `${usersEndpoints.remove.id} (bulk)`,
      method: usersEndpoints.remove.method,
      path: usersEndpoints.remove.path.replace(':id', String(userId)),
    },
  ];
  expect(calls).toHaveLength(
    Object.keys(adminUsersEndpoints).length + Object.keys(rolesEndpoints).length + 1,
  );
  return calls;
}

/** What an admin call could change: users, roles, grants and assignments. */
async function writableState(server: TestServer) {
  const db = server.app.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    roles: await db.selectFrom('roles').selectAll().orderBy('id').execute(),
    roleUser: await db
      .selectFrom('role_user')
      .selectAll()
      .orderBy('user_id')
      .orderBy('role_id')
      .execute(),
    grants: await db
      .selectFrom('permission_role')
      .selectAll()
      .orderBy('role_id')
      .orderBy('permission_id')
      .execute(),
  };
}

describeServer('admin access', (server) => {
  describe('every admin endpoint', () => {
    it('answers a guest 401, a plain user 403 and an admin.access holder without the endpoint’s permission 403, writing nothing', async () => {
      const target = await createUser(server());
      const { plain, panelOnly, roleId } = await signInOutsiders(server());
      const before = await writableState(server());
      const body = { userIds: [target.row.id], name: 'x', email: 'x@example.com' };
      for (const call of adminCalls(target.row.id, roleId)) {
        const withBody = call.method === 'GET' || call.method === 'DELETE' ? undefined : body;
        const guest = await new Browser(server()).request(call.method, call.path, withBody);
        expect(guest.status, `${call.id} as a guest`).toBe(401);
        const user = await plain.request(call.method, call.path, withBody);
        expect(user.status, `${call.id} as a plain user`).toBe(403);
        const panel = await panelOnly.request(call.method, call.path, withBody);
        expect(panel.status, `${call.id} with admin.access only`).toBe(403);
      }
      expect(await writableState(server())).toEqual(before);
    });
  });

  describe('secrets', () => {
    it('never sends a password hash, a token hash or a two-factor secret in any admin answer or the CSV', async () => {
      const { browser } = await signInAsAdmin(server());
      const listed = await createUser(server(), { password: 'listed user password' });
      const secret = 'JBSWY3DPEHPK3PXPSECRETSECRET';
      const recovery = JSON.stringify([sha256('recovery-one')]);
      await server()
        .app.db.updateTable('users')
        .set({
          two_factor_secret: secret,
          two_factor_recovery_codes: recovery,
          two_factor_confirmed_at: null,
        })
        .where('id', '=', listed.row.id)
        .execute();
      const tokenHash = sha256('listed-user-token');
      await server()
        .app.db.insertInto('personal_access_tokens')
        .values({
          user_id: listed.row.id,
          name: 'cli',
          token_hash: tokenHash,
          last_used_at: null,
          created_at: server().clock.iso(),
        })
        .execute();
      await signIn(server(), listed);
      const sessionHashes = (
        await server()
          .app.db.selectFrom('sessions')
          .select('token_hash')
          .where('user_id', '=', listed.row.id)
          .execute()
      ).map((s) => s.token_hash);
      const passwordHash = (
        await server()
          .app.db.selectFrom('users')
          .select('password')
          .where('id', '=', listed.row.id)
          .executeTakeFirstOrThrow()
      ).password!;

      const id = listed.row.id;
      const answers = [
        await browser.get(`/api/v1/users?query=${encodeURIComponent(listed.email)}`),
        await browser.get('/api/v1/users?perPage=100'),
        await browser.get(`/api/v1/users/export/csv?query=${encodeURIComponent(listed.email)}`),
        await browser.request('PUT', `/api/v1/users/${id}`, { name: 'Renamed' }),
        await browser.post(`/api/v1/users/${id}/ban`, { comment: 'spam' }),
        await browser.request('DELETE', `/api/v1/users/${id}/ban`),
        await browser.post('/api/v1/users', {
          email: `made-${id}@example.com`,
          password: 'a new password',
        }),
        await browser.get('/api/v1/roles?perPage=100'),
      ];
      const roleId = answers[7]!.json.pagination.data[0].id as number;
      answers.push(await browser.post(`/api/v1/roles/${roleId}/add-users`, { userIds: [id] }));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers[2]!.text).toContain(listed.email);
      for (const answer of answers) {
        expect(answer.text).not.toContain(passwordHash);
        expect(answer.text).not.toMatch(/\$argon2|"password"|two_factor/);
        expect(answer.text).not.toContain(secret);
        expect(answer.text).not.toContain(recovery);
        expect(answer.text).not.toContain(tokenHash);
        for (const hash of sessionHashes) expect(answer.text).not.toContain(hash);
      }
    });
  });
});
