import {
  accessTokensResponseSchema,
  accountEndpoints,
  allEndpoints,
  createAccessTokenResponseSchema,
  fillPath,
  openApiDocumentSchema,
  systemEndpoints,
  userSessionsResponseSchema,
} from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser, createAccessToken, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { ROLE_GUESTS } from '../../kernel/roles/catalog';
import { roleIdByName } from '../../kernel/roles/repo';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describeServer('account devices', (server) => {
  describe('sessions', () => {
    it("lists only the caller's sessions, flags this device and names browser and OS", async () => {
      const user = await createUser(server());
      const here = await signIn(server(), user);
      const mac = new Browser(server());
      await signIn(server(), user, { browser: mac });
      await mac.get('/api/v1/bootstrap-data', { 'user-agent': CHROME_ON_MAC });
      await signIn(server(), await createUser(server()));
      // The mac session was created by the sign-in request, which had no Chrome UA.
      await server()
        .app.db.updateTable('sessions')
        .set({ user_agent: CHROME_ON_MAC })
        .where('user_id', '=', user.row.id)
        .execute();
      const { sessions } = userSessionsResponseSchema.parse(
        (await here.get('/api/v1/user-sessions')).json,
      );
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.is_current_device)).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ browser: 'Chrome', os: 'macOS' });
      expect((await new Browser(server()).get('/api/v1/user-sessions')).status).toBe(401);
    });

    it("signs out another device; refuses someone else's session (404) and this device (422)", async () => {
      const user = await createUser(server());
      const here = await signIn(server(), user);
      const there = await signIn(server(), user);
      const stranger = await signIn(server(), await createUser(server()));
      const { sessions } = userSessionsResponseSchema.parse(
        (await here.get('/api/v1/user-sessions')).json,
      );
      const other = sessions.find((s) => !s.is_current_device)!;
      const current = sessions.find((s) => s.is_current_device)!;
      expect((await stranger.delete(`/api/v1/user-sessions/${other.id}`)).status).toBe(404);
      expect((await there.get('/api/v1/users/me')).status).toBe(200);
      expect((await here.delete(`/api/v1/user-sessions/${current.id}`)).status).toBe(422);
      expect((await here.delete(`/api/v1/user-sessions/${other.id}`)).status).toBe(200);
      expect((await there.get('/api/v1/users/me')).status).toBe(401);
      expect((await here.get('/api/v1/users/me')).status).toBe(200);
    });

    it('signs out all other devices of the caller only', async () => {
      const user = await createUser(server());
      const here = await signIn(server(), user);
      const there = await signIn(server(), user);
      const stranger = await signIn(server(), await createUser(server()));
      expect((await here.post('/api/v1/user-sessions/logout-other')).status).toBe(200);
      expect((await there.get('/api/v1/users/me')).status).toBe(401);
      expect((await here.get('/api/v1/users/me')).status).toBe(200);
      expect((await stranger.get('/api/v1/users/me')).status).toBe(200);
      expect((await new Browser(server()).post('/api/v1/user-sessions/logout-other')).status).toBe(
        401,
      );
    });
  });

  describe('personal access tokens', () => {
    it('creates a token shown once that signs API calls in by Bearer until revoked', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const created = await browser.post('/api/v1/access-tokens', {
        tokenName: 'cli',
        password: user.password,
      });
      expect(created.status).toBe(200);
      const { token, plainTextToken } = createAccessTokenResponseSchema.parse(created.json);
      const listed = accessTokensResponseSchema.parse(
        (await browser.get('/api/v1/access-tokens')).json,
      );
      expect(listed.tokens).toEqual([expect.objectContaining({ id: token.id, name: 'cli' })]);
      expect(JSON.stringify(listed)).not.toContain(plainTextToken);

      const api = new Browser(server());
      const me = await api.get('/api/v1/users/me', { authorization: `Bearer ${plainTextToken}` });
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe(user.email);

      expect((await browser.delete(`/api/v1/access-tokens/${token.id}`)).status).toBe(200);
      const after = await api.get('/api/v1/users/me', {
        authorization: `Bearer ${plainTextToken}`,
      });
      expect(after.status).toBe(401);
    });

    it("answers 422 without a name; refuses others' tokens, guests and users without api.access", async () => {
      const ownerUser = await createUser(server());
      const owner = await signIn(server(), ownerUser);
      const { token } = createAccessTokenResponseSchema.parse(
        (
          await owner.post('/api/v1/access-tokens', {
            tokenName: 'mine',
            password: ownerUser.password,
          })
        ).json,
      );
      const strangerUser = await createUser(server());
      const stranger = await signIn(server(), strangerUser);
      const empty = await stranger.post('/api/v1/access-tokens', {
        tokenName: ' ',
        password: strangerUser.password,
      });
      expect(empty.status).toBe(422);
      expect(empty.json.errors.tokenName).toEqual(['The token name field is required.']);
      expect((await stranger.delete(`/api/v1/access-tokens/${token.id}`)).status).toBe(404);
      const strangerList = accessTokensResponseSchema.parse(
        (await stranger.get('/api/v1/access-tokens')).json,
      );
      expect(strangerList.tokens).toEqual([]);
      expect((await new Browser(server()).get('/api/v1/access-tokens')).status).toBe(401);
      const noApi = await signIn(server(), await createUser(server(), { roles: [] }));
      expect((await noApi.post('/api/v1/access-tokens', { tokenName: 'x' })).status).toBe(403);
    });
  });

  // Issue 21, finding 7: a token was minted on a session alone, without the password.
  describe('minting a token confirms the password', () => {
    it('given no password or a wrong one, then 422 and no token; five wrong ones answer 429', async () => {
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const none = await browser.post('/api/v1/access-tokens', { tokenName: 'cli' });
      expect(none.status).toBe(422);
      expect(none.json.errors.password).toEqual(['The password field is required.']);
      for (let i = 0; i < 5; i++) {
        const wrong = await browser.post('/api/v1/access-tokens', {
          tokenName: 'cli',
          password: 'not my password',
        });
        expect(wrong.status).toBe(422);
        expect(wrong.json.errors.password).toEqual(['The provided password was incorrect.']);
      }
      const blocked = await browser.post('/api/v1/access-tokens', {
        tokenName: 'cli',
        password: user.password,
      });
      expect(blocked.status).toBe(429);
      expect(
        accessTokensResponseSchema.parse((await browser.get('/api/v1/access-tokens')).json).tokens,
      ).toEqual([]);
    });

    it('given a Bearer token, then it cannot mint another without the password', async () => {
      const user = await createUser(server());
      const token = await createAccessToken(await signIn(server(), user), user.password);
      const api = new Browser(server());
      const bearer = { authorization: `Bearer ${token}` };
      const refused = await api.request(
        'POST',
        '/api/v1/access-tokens',
        { tokenName: 'x' },
        bearer,
      );
      expect(refused.status).toBe(422);
    });
  });

  describe('GET api/v1/openapi.json', () => {
    it('documents the contract schemas for users with api.access only', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const doc = (await browser.get('/api/v1/openapi.json')).json;
      expect(doc.openapi).toBe('3.0.3');
      const create = doc.paths['/api/v1/access-tokens'].post;
      expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
        'tokenName',
      );
      expect((await new Browser(server()).get('/api/v1/openapi.json')).status).toBe(401);
      const noApi = await signIn(server(), await createUser(server(), { roles: [] }));
      expect((await noApi.get('/api/v1/openapi.json')).status).toBe(403);
    });

    it('lists every endpoint of the map under its path and method, with its guard', async () => {
      const browser = await signIn(server(), await createUser(server()));
      const doc = openApiDocumentSchema.parse((await browser.get('/api/v1/openapi.json')).json);
      for (const endpoint of allEndpoints) {
        if (endpoint.id === systemEndpoints.testClock.id) continue;
        const operation =
          doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
        expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
      }
      // This server runs without COFFER_TEST_CLOCK: the test-clock endpoint is not registered.
      expect(doc.paths['/api/v1/testing/clock']).toBeUndefined();
      const revoke = doc.paths['/api/v1/access-tokens/{id}']?.delete;
      expect(revoke?.description).toBe('Needs the `api.access` permission and a signed-in user.');
    });

    it('opens to a guest when the guest role holds api.access (spec §2.2)', async () => {
      const db = server().app.db;
      const guestsRole = await roleIdByName(db, ROLE_GUESTS);
      const { id: permission } = await db
        .selectFrom('permissions')
        .select('id')
        .where('name', '=', 'api.access')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('permission_role')
        .values({ role_id: guestsRole, permission_id: permission, restrictions: '{}' })
        .execute();
      try {
        const guest = await new Browser(server()).get('/api/v1/openapi.json');
        expect(guest.status).toBe(200);
        expect(guest.json.openapi).toBe('3.0.3');
      } finally {
        await db
          .deleteFrom('permission_role')
          .where('role_id', '=', guestsRole)
          .where('permission_id', '=', permission)
          .execute();
      }
    });
  });

  describe('who may call (the endpoint map)', () => {
    it('refuses a guest every signed-in call (401), and a user without api.access the token calls and the document (403)', async () => {
      const guest = new Browser(server());
      const noApi = await signIn(server(), await createUser(server(), { roles: [] }));
      const params = { id: 1, file: '1-00000000000000000000000000000000.webp', names: 'countries' };
      for (const endpoint of Object.values(accountEndpoints)) {
        const path = fillPath(endpoint.path, params);
        const { access, method, id } = endpoint;
        if (access.signedIn || access.permission) {
          const answer = await guest.request(method, path, method === 'GET' ? undefined : {});
          expect([id, answer.status]).toEqual([id, 401]);
        }
        if (access.permission) {
          const answer = await noApi.request(method, path, method === 'GET' ? undefined : {});
          expect([id, answer.status]).toEqual([id, 403]);
        }
      }
    });

    it("answers 404 for a malformed session or token id, as for someone else's", async () => {
      const browser = await signIn(server(), await createUser(server()));
      expect((await browser.delete('/api/v1/user-sessions/abc')).status).toBe(404);
      expect((await browser.delete('/api/v1/access-tokens/0')).status).toBe(404);
    });
  });
});
