import { HUMAN_CHECK_FAILED_MESSAGE } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import {
  billingSnapshot,
  createPlan,
  emailsTo,
  storedSubscription,
  subscribedUser,
  switchOnBilling,
  uniquePhone,
} from './billing.test-support';
import { UNSUBSCRIBE_LIMITS } from './unsubscribe-route';

const NOT_FOUND = {
  status: 'error',
  message: 'Subscription not found.',
  deactivation_datetime: null,
};

/** The token of the unsubscribe link in the subscriber's confirmation email. */
async function emailedToken(server: TestServer, email: string): Promise<string> {
  const sent = await emailsTo(server, email);
  const match = sent.at(-1)?.text.match(/\/unsubscribe\?token=(\S+)/);
  if (!match) throw new Error('no unsubscribe link was emailed');
  return decodeURIComponent(match[1]!);
}

describeServer('POST unsubscribe', (server) => {
  beforeAll(async () => switchOnBilling(server()));

  it('cancels at the period end for the signed-in owner of the phone', async () => {
    const phone = uniquePhone();
    const plan = await createPlan(server());
    const { browser, subscriptionId } = await subscribedUser(server(), plan, { phone });
    const paidEnd = (await storedSubscription(server(), subscriptionId)).renews_at;
    const answer = await browser.post('/api/v1/unsubscribe', { phone: ` ${phone} ` });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'success',
      message: 'You have successfully unsubscribed.',
      deactivation_datetime: paidEnd,
    });
    const row = await storedSubscription(server(), subscriptionId);
    expect(row).toMatchObject({ status: 'cancelled', ends_at: paidEnd });
  });

  it('cancels nobody’s plan for a stranger, a guest or a forged token, who all hear "Subscription not found."', async () => {
    const phone = uniquePhone();
    const plan = await createPlan(server());
    const owner = await subscribedUser(server(), plan, { phone });
    const stranger = await subscribedUser(server(), plan, { phone: uniquePhone() });
    const strangerToken = await emailedToken(server(), stranger.user.email);
    const before = await billingSnapshot(server());
    const attempts: Array<[Browser, Record<string, unknown>]> = [
      [stranger.browser, { phone }],
      [new Browser(server()), { phone }],
      [new Browser(server()), { phone, token: strangerToken }],
      [new Browser(server()), { phone, token: 'eyJ1IjoxfQ.forged' }],
      [new Browser(server()), { phone: uniquePhone() }],
    ];
    for (const [browser, body] of attempts) {
      const answer = await browser.post('/api/v1/unsubscribe', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.json, JSON.stringify(body)).toEqual(NOT_FOUND);
    }
    expect(await billingSnapshot(server())).toEqual(before);
    expect((await storedSubscription(server(), owner.subscriptionId)).status).toBe('active');
  });

  it('takes the signed link of a billing email once, from anyone', async () => {
    const phone = uniquePhone();
    const plan = await createPlan(server());
    const { user, subscriptionId } = await subscribedUser(server(), plan, { phone });
    const token = await emailedToken(server(), user.email);
    const first = await new Browser(server()).post('/api/v1/unsubscribe', { phone, token });
    expect(first.json.status).toBe('success');
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('cancelled');
    // Resumed, the link cannot cancel it again.
    const owner = await signIn(server(), user);
    expect((await owner.post('/api/v1/billing/resume')).status).toBe(200);
    const again = await new Browser(server()).post('/api/v1/unsubscribe', { phone, token });
    expect(again.json).toEqual(NOT_FOUND);
    expect((await storedSubscription(server(), subscriptionId)).status).toBe('active');
  });

  it('answers "Subscription not found." to the owner without a plan, and 422 without a phone', async () => {
    const phone = uniquePhone();
    const user = await createUser(server(), { phone });
    const browser = await signIn(server(), user);
    expect((await browser.post('/api/v1/unsubscribe', { phone })).json).toEqual(NOT_FOUND);
    const missing = await browser.post('/api/v1/unsubscribe', { phone: ' ' });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.phone).toEqual(['The phone field is required.']);
  });

  it('limits the tries of one address', async () => {
    const browser = new Browser(server());
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.perIpPerMinute; i += 1) {
      expect((await browser.post('/api/v1/unsubscribe', { phone: uniquePhone() })).status).toBe(
        200,
      );
    }
    const limited = await browser.post('/api/v1/unsubscribe', { phone: uniquePhone() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('asks for the human check when the admin turned it on for unsubscribe', async () => {
    const phone = uniquePhone();
    const plan = await createPlan(server());
    const { browser, subscriptionId } = await subscribedUser(server(), plan, { phone });
    await server().app.settings.set('recaptcha.enable.unsubscribe', true);
    try {
      const refused = await browser.post('/api/v1/unsubscribe', { phone });
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe(HUMAN_CHECK_FAILED_MESSAGE);
      expect((await storedSubscription(server(), subscriptionId)).status).toBe('active');
    } finally {
      await server().app.settings.set('recaptcha.enable.unsubscribe', false);
    }
  });
});
