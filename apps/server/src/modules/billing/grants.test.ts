import { beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { restrictionValue } from '../../kernel/roles/service';
import { runDueJobs } from '../../platform/jobs';
import { createRoleWith, uniqueRoleName } from '../admin/admin.test-support';
import { bytes, uploadMultipart } from '../drive/uploads/upload.test-support';
import { checkout, createPlan, storedSubscription, switchOnBilling } from './billing.test-support';

const KB = 1024;
const DAY = 24 * 60 * 60_000;

/** An account whose only role lets it store files, with a role quota of `roleSpace` bytes. */
async function fileUser(server: Parameters<typeof createUser>[0], roleSpace: number) {
  const role = uniqueRoleName('files-only');
  await createRoleWith(server, role, {
    'files.create': { max_space: roleSpace },
    'files.view': {},
    'files.download': {},
  });
  return createUser(server, { roles: [role] });
}

describeServer('what a plan grants', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('merges the plan’s permissions with the user’s roles while the subscription is valid', async () => {
    const plan = await createPlan(server(), {
      permissions: { 'api.access': {}, 'workspaces.create': { count: 10, member_count: 2 } },
    });
    const user = await fileUser(server(), 10 * KB);
    const browser = await signIn(server(), user);
    const before = await permissionsOfUser(server().app, user.row.id);
    expect(before.map((p) => p.name)).not.toContain('api.access');
    expect((await checkout(browser, plan)).status).toBe(200);

    const after = await permissionsOfUser(server().app, user.row.id);
    expect(after.map((p) => p.name)).toEqual(
      expect.arrayContaining(['api.access', 'files.create', 'workspaces.create']),
    );
    expect(restrictionValue(after, 'workspaces.create', 'count')).toBe(10);
    const me = (await browser.get('/api/v1/users/me')).json.user;
    expect(me.permissions.map((p: { name: string }) => p.name)).toContain('api.access');
  });

  it('gives the plan’s space as the quota; when the plan expires the user falls back, keeps the files and cannot upload over the new quota', async () => {
    const plan = await createPlan(server(), { availableSpace: 100 * KB });
    const user = await fileUser(server(), 50 * KB);
    const browser = await signIn(server(), user);
    const usage = async (b = browser) => (await b.get('/api/v1/user/space-usage')).json;
    expect((await usage()).available).toBe(50 * KB);
    const paid = await checkout(browser, plan);
    expect(paid.status).toBe(200);
    expect((await usage()).available).toBe(100 * KB);
    const stored = await uploadMultipart(server().url, browser, 'big.bin', bytes(60 * KB));
    expect(stored.status).toBe(200);
    const over = await uploadMultipart(server().url, browser, 'more.bin', bytes(60 * KB));
    expect(over.status).toBe(422);

    const cancelled = await browser.post('/api/v1/billing/cancel');
    expect(cancelled.json.subscription.status).toBe('cancelled');
    // Still the plan's until the paid period ends.
    expect((await usage()).available).toBe(100 * KB);

    passTime(server(), 32 * DAY);
    await runDueJobs(server().app);
    const row = await storedSubscription(server(), paid.json.subscription.id);
    expect(row.status).toBe('expired');
    const again = await signIn(server(), user);
    expect(await usage(again)).toEqual({ used: 60 * KB, available: 50 * KB });
    const listing = (await again.get('/api/v1/drive/file-entries?perPage=50')).json;
    expect(JSON.stringify(listing)).toContain('big.bin');
    const refused = await uploadMultipart(server().url, again, 'tiny.bin', bytes(KB));
    expect(refused.status).toBe(422);
    expect((await again.get('/api/v1/users/me')).json.user.subscriptions).toEqual([
      { id: row.id, valid: false, active: false },
    ]);
  });

  it('takes a user’s own quota over the plan’s', async () => {
    const plan = await createPlan(server(), { availableSpace: 100 * KB });
    const user = await fileUser(server(), 50 * KB);
    await server()
      .app.db.updateTable('users')
      .set({ available_space: 7 * KB })
      .where('id', '=', user.row.id)
      .execute();
    const browser = await signIn(server(), user);
    expect((await checkout(browser, plan)).status).toBe(200);
    expect((await browser.get('/api/v1/user/space-usage')).json.available).toBe(7 * KB);
  });
});

describeServer('the free plan', (server) => {
  it('applies to users without a subscription while billing is on, and not while it is off', async () => {
    await createPlan(server(), {
      free: true,
      availableSpace: 5 * KB,
      permissions: { 'api.access': {} },
      prices: [],
    });
    const user = await fileUser(server(), 50 * KB);
    const browser = await signIn(server(), user);
    const available = async () =>
      (await browser.get('/api/v1/user/space-usage')).json.available as number;
    expect(await available()).toBe(50 * KB);
    await switchOnBilling(server());
    expect(await available()).toBe(5 * KB);
    expect((await permissionsOfUser(server().app, user.row.id)).map((p) => p.name)).toContain(
      'api.access',
    );
    await server().app.settings.set('billing.enable', false);
    expect(await available()).toBe(50 * KB);
  });
});
