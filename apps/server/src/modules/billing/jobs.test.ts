import { beforeAll, expect, it } from 'vitest';
import { signIn } from '../../../test/auth';
import { describeServer, passTime, type TestServer } from '../../../test/harness';
import { runDueJobs } from '../../platform/jobs';
import { notificationDb } from '../notifications/repo';
import {
  createPlan,
  emailsTo,
  invoicesOf,
  storedSubscription,
  subscribedUser,
  switchOnBilling,
} from './billing.test-support';
import { TEST_CARDS } from './gateways/test-gateway';
import { expireSubscriptions, renewDueSubscriptions } from './jobs';
import { billingDb } from './products-repo';

const DAY = 24 * 60 * 60_000;

/**
 * Runs the renewal and expiry tasks now. (The scheduler runs them once a minute on the app's
 * clock; a test that moved the clock back would wait for the schedule's next run.)
 */
async function runBillingJobs(server: TestServer) {
  await renewDueSubscriptions(server.app);
  await expireSubscriptions(server.app);
}

function notificationsOf(server: TestServer, userId: number) {
  return notificationDb(server.app.db)
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

describeServer('billing jobs on the app clock', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('renews a due test-gateway subscription: a new paid invoice and the next period', async () => {
    const plan = await createPlan(server(), { prices: [{ amount: 500, interval: 'week' }] });
    const { subscriptionId } = await subscribedUser(server(), plan);
    const first = await storedSubscription(server(), subscriptionId);
    passTime(server(), 8 * DAY);
    await runDueJobs(server().app);
    const renewed = await storedSubscription(server(), subscriptionId);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.renews_at!) - Date.parse(first.renews_at!)).toBe(7 * DAY);
    const invoices = await invoicesOf(server(), subscriptionId);
    expect(invoices.map((i) => [i.amount, i.paid])).toEqual([
      [500, 1],
      [500, 1],
    ]);
    expect(invoices[1]!.period_start).toBe(first.renews_at);
    expect(invoices[1]!.number > invoices[0]!.number).toBe(true);
  });

  it('turns a renewal the card fails into past due, an unpaid invoice, and a notification by email and in the app with the unsubscribe link', async () => {
    const plan = await createPlan(server(), { prices: [{ amount: 700, interval: 'week' }] });
    const { user, subscriptionId } = await subscribedUser(server(), plan, {
      card: TEST_CARDS.failsAtRenewal,
    });
    passTime(server(), 8 * DAY);
    await runBillingJobs(server());
    const row = await storedSubscription(server(), subscriptionId);
    expect(row.status).toBe('past_due');
    expect((await invoicesOf(server(), subscriptionId)).map((i) => i.paid)).toEqual([1, 0]);
    const [notice] = await notificationsOf(server(), user.row.id);
    expect(notice!.type).toBe('billing-payment-failed');
    expect(notice!.data).toContain(plan.name);
    expect(notice!.data).toMatch(/unsubscribe\?token=/);
    const emails = await emailsTo(server(), user.email);
    expect(emails.at(-1)!.subject).toBe(`The payment for your ${plan.name} plan failed.`);
    expect(emails.at(-1)!.text).toMatch(/\/unsubscribe\?token=/);

    // Still valid during the grace period; a second run neither charges nor tells again.
    const browser = await signIn(server(), user);
    expect((await browser.get('/api/v1/users/me')).json.user.subscriptions[0]).toMatchObject({
      valid: true,
      active: true,
    });
    await runBillingJobs(server());
    expect(await notificationsOf(server(), user.row.id)).toHaveLength(1);

    // A new card pays the failed invoice at once.
    const changed = await browser.post('/api/v1/billing/payment-method', {
      card_number: TEST_CARDS.pays,
    });
    expect(changed.status).toBe(200);
    const paid = await storedSubscription(server(), subscriptionId);
    expect(paid.status).toBe('active');
    expect((await invoicesOf(server(), subscriptionId)).map((i) => i.paid)).toEqual([1, 1]);
  });

  it('expires a past-due subscription after the 7-day grace', async () => {
    const plan = await createPlan(server(), { prices: [{ amount: 700, interval: 'week' }] });
    const { subscriptionId } = await subscribedUser(server(), plan, {
      card: TEST_CARDS.failsAtRenewal,
    });
    passTime(server(), 8 * DAY);
    await runBillingJobs(server());
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('past_due');
    // The renewal failed on day 7: the plan holds until day 14.
    passTime(server(), 5 * DAY);
    await runBillingJobs(server());
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('past_due');
    passTime(server(), 2 * DAY);
    await runBillingJobs(server());
    const expired = await storedSubscription(server(), subscriptionId);
    expect(expired.status).toBe('expired');
    expect(expired.renews_at).toBeNull();
  });

  it('expires a cancelled subscription at ends_at, not before', async () => {
    const plan = await createPlan(server());
    const { browser, subscriptionId } = await subscribedUser(server(), plan);
    const cancelled = await browser.post('/api/v1/billing/cancel');
    const endsAt = Date.parse(cancelled.json.subscription.ends_at);
    passTime(server(), endsAt - server().clock.nowMs() - 60_000);
    await runBillingJobs(server());
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('cancelled');
    passTime(server(), 2 * 60_000);
    await runBillingJobs(server());
    const expired = await storedSubscription(server(), subscriptionId);
    expect(expired.status).toBe('expired');
    expect(expired.ends_at).toBe(cancelled.json.subscription.ends_at);
    // Nothing was charged after the cancel.
    expect(await invoicesOf(server(), subscriptionId)).toHaveLength(1);
  });

  it('numbers invoices per year on the site, one after another', async () => {
    const plan = await createPlan(server());
    await subscribedUser(server(), plan);
    await subscribedUser(server(), plan);
    const numbers = (
      await billingDb(server().app.db).selectFrom('invoices').select('number').execute()
    ).map((r) => r.number);
    const year = new Date(server().clock.nowMs()).getUTCFullYear();
    const ofYear = numbers.filter((n) => n.startsWith(`${year}-`)).sort();
    expect(new Set(ofYear).size).toBe(ofYear.length);
    const sequence = ofYear.map((n) => Number(n.slice(5)));
    expect(sequence).toEqual(sequence.map((_, i) => sequence[0]! + i));
  });
});
