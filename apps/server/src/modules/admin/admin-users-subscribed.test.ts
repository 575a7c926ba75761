import { adminUsersResponseSchema } from '@coffer/contract';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createUser } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { createPlan, subscribedUser, switchOnBilling } from '../billing/billing.test-support';
import { billingDb } from '../billing/products-repo';
import { createSubscriberHooks } from '../users/subscribed';
import { signInAsAdmin } from './admin.test-support';

const DAY = 24 * 60 * 60_000;

/** A user named `name` (the list's search finds the test's own by a tag in it). */
async function userNamed(server: TestServer, name: string) {
  const user = await createUser(server);
  await server.app.db.updateTable('users').set({ name }).where('id', '=', user.row.id).execute();
  return user;
}

/** Sets columns of a subscription as a gateway's webhook or the expiry job would. */
async function changeSubscription(
  server: TestServer,
  id: number,
  changes: Record<string, unknown>,
) {
  await billingDb(server.app.db)
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', id)
    .execute();
}

function listPath(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return `/api/v1/users?${search}`;
}

describeServer('admin users: subscribed (billing’s hook)', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  describe('GET users', () => {
    it('shows who is subscribed and filters by it both ways, paged in SQL', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `sub${Math.random().toString(36).slice(2, 8)}`;
      const plan = await createPlan(server());
      const subscriber = await subscribedUser(server(), plan);
      await server()
        .app.db.updateTable('users')
        .set({ name: `a subscriber ${tag}` })
        .where('id', '=', subscriber.user.row.id)
        .execute();
      const free = await userNamed(server(), `b free ${tag}`);
      // Subscriptions that no longer grant their plan: expired, and cancelled past its end.
      const lapsed = await subscribedUser(server(), plan);
      await changeSubscription(server(), lapsed.subscriptionId, { status: 'expired' });
      const ended = await subscribedUser(server(), plan);
      await changeSubscription(server(), ended.subscriptionId, {
        status: 'cancelled',
        ends_at: new Date(server().app.clock.nowMs() - DAY).toISOString(),
      });
      // Cancelled but paid until next week: still subscribed.
      const leaving = await subscribedUser(server(), plan);
      await changeSubscription(server(), leaving.subscriptionId, {
        status: 'cancelled',
        ends_at: new Date(server().app.clock.nowMs() + 7 * DAY).toISOString(),
      });
      for (const [who, name] of [
        [lapsed, 'c lapsed'],
        [ended, 'd ended'],
        [leaving, 'e leaving'],
      ] as const) {
        await server()
          .app.db.updateTable('users')
          .set({ name: `${name} ${tag}` })
          .where('id', '=', who.user.row.id)
          .execute();
      }

      const list = async (
        filters: Record<string, unknown>,
        extra: Record<string, unknown> = {},
      ) => {
        const response = await browser.get(
          listPath({ query: tag, filters, orderBy: 'name', orderDir: 'asc', ...extra }),
        );
        expect(response.status).toBe(200);
        return adminUsersResponseSchema.parse(response.json).pagination;
      };
      const all = await list({});
      expect(all.data.map((u) => [u.id, u.subscribed])).toEqual([
        [subscriber.user.row.id, true],
        [free.row.id, false],
        [lapsed.user.row.id, false],
        [ended.user.row.id, false],
        [leaving.user.row.id, true],
      ]);
      expect((await list({ subscribed: true })).data.map((u) => u.id)).toEqual([
        subscriber.user.row.id,
        leaving.user.row.id,
      ]);
      expect((await list({ subscribed: false })).data.map((u) => u.id)).toEqual([
        free.row.id,
        lapsed.user.row.id,
        ended.user.row.id,
      ]);
      // The filter holds in the query: the total and the pages count only the subscribed.
      const paged = await list({ subscribed: true }, { perPage: 1, page: 2 });
      expect(paged).toMatchObject({ total: 2, last_page: 2 });
      expect(paged.data.map((u) => u.id)).toEqual([leaving.user.row.id]);

      const detail = await browser.get(`/api/v1/admin/users/${subscriber.user.row.id}`);
      expect(detail.status).toBe(200);
      expect(detail.json.user.subscribed).toBe(true);

      const bad = await browser.get(listPath({ filters: { subscribed: 'yes' } }));
      expect(bad.status).toBe(422);
      expect(bad.json.errors['filters.subscribed']).toBeTruthy();
    });

    it('without billing’s hook, reads not subscribed for everyone and the filter still works', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `nob${Math.random().toString(36).slice(2, 8)}`;
      const subscriber = await subscribedUser(server(), await createPlan(server()));
      await server()
        .app.db.updateTable('users')
        .set({ name: `a ${tag}` })
        .where('id', '=', subscriber.user.row.id)
        .execute();
      const free = await userNamed(server(), `b ${tag}`);
      const billingHook = server().app.subscribers.subscribed;
      server().app.subscribers.subscribed = createSubscriberHooks().subscribed;
      onTestFinished(() => {
        server().app.subscribers.subscribed = billingHook;
      });

      const ids = async (filters: Record<string, unknown>) => {
        const response = await browser.get(
          listPath({ query: tag, filters, orderBy: 'name', orderDir: 'asc' }),
        );
        expect(response.status).toBe(200);
        return adminUsersResponseSchema
          .parse(response.json)
          .pagination.data.map((u) => [u.id, u.subscribed]);
      };
      expect(await ids({})).toEqual([
        [subscriber.user.row.id, false],
        [free.row.id, false],
      ]);
      expect(await ids({ subscribed: true })).toEqual([]);
      expect(await ids({ subscribed: false })).toHaveLength(2);
    });
  });

  describe('GET users/export/csv', () => {
    it('carries the subscribed column as yes or no', async () => {
      const { browser } = await signInAsAdmin(server());
      const tag = `csvsub${Math.random().toString(36).slice(2, 8)}`;
      const subscriber = await subscribedUser(server(), await createPlan(server()));
      await server()
        .app.db.updateTable('users')
        .set({ name: `a ${tag}` })
        .where('id', '=', subscriber.user.row.id)
        .execute();
      const free = await userNamed(server(), `b ${tag}`);
      const response = await browser.get(
        `/api/v1/users/export/csv?query=${tag}&orderBy=name&orderDir=asc`,
      );
      expect(response.status).toBe(200);
      const [header, ...rows] = response.text.trimEnd().split('\r\n');
      const column = header!.split(',').indexOf('subscribed');
      expect(column).toBeGreaterThan(0);
      expect(rows.map((row) => [Number(row.split(',')[0]), row.split(',')[column]])).toEqual([
        [subscriber.user.row.id, 'yes'],
        [free.row.id, 'no'],
      ]);

      const onlySubscribed = await browser.get(
        `/api/v1/users/export/csv?query=${tag}&filters=${encodeURIComponent('{"subscribed":true}')}`,
      );
      expect(onlySubscribed.text.trimEnd().split('\r\n')).toHaveLength(2);
    });
  });
});
