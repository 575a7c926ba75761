import { allEndpoints, type BoundEndpoint, usersEndpoints } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import type { TestServer } from '../../../test/harness';
import { describeServer } from '../../../test/harness';
import { PERMISSIONS } from '../../kernel/roles/catalog';
import { TRASH_RETENTION_TASK } from '../drive';
import { localizationsDb } from '../localizations/repo';
import { createStoredFile } from '../sharing/sharing.test-support';
import { tagEntries, tagsDb } from '../tags/repo';
import { createRoleWith, signInAsAdmin, uniqueRoleName } from './admin.test-support';
import {
  type SeededIds,
  secretsOf,
  seedSecrets,
  writableTables,
} from './admin-endpoints.test-support';

/** The admin area's permissions: the catalogue's admin group, without `admin` (every right). */
const ADMIN_PERMISSIONS = PERMISSIONS.filter((p) => p.group === 'admin' && p.name !== 'admin').map(
  (p) => p.name,
);

/**
 * Endpoints whose admin meaning is in their input: another account's id. Their access is
 * `signedIn` (one's own account needs no permission); the handler asks users.update.
 */
const BY_INPUT: ReadonlyMap<string, string> = new Map([
  [usersEndpoints.show.id, 'users.update'],
  [usersEndpoints.remove.id, 'users.update'],
]);

/**
 * Every admin endpoint of the contract's map, with the permission it needs: those whose access
 * names an admin permission, those under `admin/` (the admin's files ask files.update, every
 * user's own-files permission, with admin.access besides), and those of {@link BY_INPUT}. A new
 * endpoint naming an admin permission is covered without a line here.
 */
const adminEndpoints = allEndpoints.flatMap((endpoint) => {
  const permission = endpoint.access.permission ?? BY_INPUT.get(endpoint.id);
  const admin =
    BY_INPUT.has(endpoint.id) ||
    (permission !== undefined && ADMIN_PERMISSIONS.includes(permission)) ||
    endpoint.path.startsWith('/api/v1/admin/');
  return admin && permission ? [{ endpoint, permission }] : [];
});

/** What a refused call sends: fields the admin's forms send, so a missing guard would write. */
const SAMPLE_BODY = {
  name: 'refused-name',
  display_name: 'Refused',
  email: 'refused@example.com',
  password: 'a refused password',
  comment: 'refused',
  roles: [1],
  userIds: [1],
  language: 'de',
  client: { 'branding.site_name': 'Refused' },
};

describeServer('every admin endpoint', (server) => {
  let seeded: SeededIds;
  let listed: TestUser;

  beforeAll(async () => {
    listed = await createUser(server(), { password: 'listed user password' });
    seeded = await seedAdminData(server(), listed);
  });

  it('covers every admin permission the contract names, and the endpoints they guard', () => {
    const named = new Set(adminEndpoints.map((e) => e.permission));
    for (const permission of [
      'admin.access',
      'users.update',
      'roles.update',
      'logs.view',
      'files.update',
      'tags.update',
      'settings.update',
      'localizations.update',
      'subscriptions.update',
      'plans.update',
    ]) {
      expect(named, permission).toContain(permission);
    }
    // Nothing under `admin/` is open to any signed-in user.
    for (const endpoint of allEndpoints.filter((e) => e.path.startsWith('/api/v1/admin/'))) {
      expect(endpoint.access.permission, endpoint.id).toBeDefined();
    }
    // Every endpoint naming one of them is in: none is left out by its path or group.
    const guarded = allEndpoints.filter((e) => ADMIN_PERMISSIONS.includes(e.access.permission!));
    expect(adminEndpoints.map((e) => e.endpoint.id)).toEqual(
      expect.arrayContaining(guarded.map((e) => e.id)),
    );
  });

  describe('refuses', () => {
    it('a guest (401), a plain user (403) and a user holding every admin permission but the endpoint’s (403), writing nothing', async () => {
      const plain = await signIn(server(), await createUser(server()));
      const missing = await usersWithout(server(), [
        ...new Set(adminEndpoints.map((e) => e.permission)),
        'admin.access',
      ]);
      const before = await writableTables(server());
      for (const { endpoint, permission } of adminEndpoints) {
        const path = fillPath(endpoint, seeded);
        const body = endpoint.method === 'GET' ? undefined : SAMPLE_BODY;
        const call = (browser: Browser) => browser.request(endpoint.method, path, body);
        expect((await call(new Browser(server()))).status, `${endpoint.id} as a guest`).toBe(401);
        expect((await call(plain)).status, `${endpoint.id} as a plain user`).toBe(403);
        expect(
          (await call(missing.get(permission)!)).status,
          `${endpoint.id} with every admin permission but ${permission}`,
        ).toBe(403);
        // A permission every user may hold for their own things needs the admin area too.
        if (!ADMIN_PERMISSIONS.includes(permission)) {
          expect(
            (await call(missing.get('admin.access')!)).status,
            `${endpoint.id} with ${permission} but not admin.access`,
          ).toBe(403);
        }
      }
      expect(await writableTables(server())).toEqual(before);
    });
  });

  describe('as a full admin, over seeded data', () => {
    it('answers no GET with a password hash, a token hash, a two-factor secret or recovery codes', async () => {
      const { browser } = await signInAsAdmin(server());
      const secrets = await secretsOf(server(), listed);
      const gets = adminEndpoints.filter((e) => e.endpoint.method === 'GET');
      expect(gets.length).toBeGreaterThan(20);
      for (const { endpoint } of gets) {
        const answer = await browser.get(
          `${fillPath(endpoint, seeded)}${QUERIES[endpoint.id] ?? ''}`,
        );
        expect(answer.status, `${endpoint.id} answers`).toBe(200);
        expectNoSecret(answer.text, secrets, endpoint.id);
      }
      // The listed user is in the answers scanned, so the scan looks where the secrets would be.
      const csv = await browser.get(
        `/api/v1/users/export/csv?query=${encodeURIComponent(listed.email)}`,
      );
      expect(csv.text).toContain(listed.email);
      const details = await browser.get(`/api/v1/admin/users/${listed.row.id}`);
      expect(details.text).toContain(listed.email);
    });

    it('answers no write of a user or a role with them either', async () => {
      const { browser } = await signInAsAdmin(server());
      const secrets = await secretsOf(server(), listed);
      const id = listed.row.id;
      const roles = await browser.get('/api/v1/roles?perPage=100');
      const roleId = roles.json.pagination.data[0].id as number;
      const answers = [
        await browser.request('PUT', `/api/v1/users/${id}`, { name: 'Renamed' }),
        await browser.post(`/api/v1/users/${id}/ban`, { comment: 'spam' }),
        await browser.request('DELETE', `/api/v1/users/${id}/ban`),
        await browser.post('/api/v1/users', {
          email: `made-${id}@example.com`,
          password: 'a new password',
        }),
        await browser.post(`/api/v1/roles/${roleId}/add-users`, { userIds: [id] }),
        await browser.post(`/api/v1/roles/${roleId}/remove-users`, { userIds: [id] }),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (const answer of answers) expectNoSecret(answer.text, secrets, answer.text.slice(0, 60));
    });
  });
});

/** Query strings a GET needs to answer 200 (a list of one user, an ad slot…). */
const QUERIES: Record<string, string> = {
  'adminUsers.list': '?perPage=100',
  'system.adPreview': '?slot=drive',
  'reports.get': '?startDate=2026-01-01&endDate=2026-12-31&compare=true',
};

function expectNoSecret(text: string, secrets: string[], where: string) {
  for (const secret of secrets) expect(text, where).not.toContain(secret);
  expect(text, where).not.toMatch(
    /\$argon2|"password"\s*:|two_factor_secret|recovery_codes|token_hash|remember_token/,
  );
}

/** The endpoint's path with each `:param` filled from the seeded data. */
function fillPath(endpoint: BoundEndpoint, ids: SeededIds): string {
  const group = endpoint.id.split('.')[0]!;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'job') return TRASH_RETENTION_TASK;
    if (name === 'sessionId') return String(ids.session);
    if (name === 'tokenId') return String(ids.token);
    return String(ids.byGroup[group] ?? ids.user);
  });
}

/**
 * One signed-in user per permission, holding every admin permission (and files.update) but
 * that one, and no other role: what "a user missing that screen's permission" is at its most.
 */
async function usersWithout(server: TestServer, permissions: string[]) {
  const all = [...ADMIN_PERMISSIONS, 'files.update'];
  const users = new Map<string, Browser>();
  for (const permission of permissions) {
    const role = uniqueRoleName(`without-${permission}`);
    await createRoleWith(
      server,
      role,
      Object.fromEntries(all.filter((p) => p !== permission).map((p) => [p, {}])),
    );
    users.set(permission, await signIn(server, await createUser(server, { roles: [role] })));
  }
  return users;
}

/** A user with every kind of secret, their file and tag, a localization and an email. */
async function seedAdminData(server: TestServer, listed: TestUser): Promise<SeededIds> {
  const { session, token } = await seedSecrets(server, listed);
  const file = await createStoredFile(server, 'listed.txt', 'listed', {
    ownerId: listed.row.id,
  });
  const tag = await tagsDb(server.app.db)
    .insertInto('tags')
    .values({
      name: 'seeded',
      display_name: 'Seeded',
      type: 'custom',
      created_at: server.clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tagEntries(server.app.db, tag.id, [file.id]);
  const db = server.app.db;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'users')
    .executeTakeFirstOrThrow();
  const localization = await localizationsDb(db)
    .selectFrom('localizations')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const email = await db
    .insertInto('outgoing_emails')
    .values({
      to: listed.email,
      subject: 'Reset your password',
      html: '<p>Choose a new password.</p>',
      text: 'Choose a new password.',
      status: 'logged',
      error: null,
      reply_to: null,
      created_at: server.clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = await seedPlan(server, listed);
  return {
    user: listed.row.id,
    session,
    token,
    byGroup: {
      billing: plan,
      roles: role.id,
      tags: tag.id,
      localizations: localization.id,
      logs: email.id,
      adminFiles: file.id,
    },
  };
}

/** A paid plan, through the admin's own calls, and the listed user subscribed to it. */
async function seedPlan(server: TestServer, listed: TestUser): Promise<number> {
  const { browser } = await signInAsAdmin(server);
  const made = await browser.post('/api/v1/billing/products', {
    name: 'Seeded plan',
    prices: [{ amount: 5, currency: 'EUR', interval: 'month', interval_count: 1 }],
  });
  if (made.status !== 200) throw new Error(`plan: ${made.status} ${made.text}`);
  const { product } = made.json as { product: { id: number; prices: Array<{ id: number }> } };
  const subscribed = await browser.post('/api/v1/billing/subscriptions', {
    user_id: listed.row.id,
    product_id: product.id,
    price_id: product.prices[0]!.id,
  });
  if (subscribed.status !== 200) throw new Error(`subscription: ${subscribed.text}`);
  return product.id;
}
