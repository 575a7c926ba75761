import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeServer } from '../../../../test/harness';
import { type FakePaypal, startFakePaypal } from '../testing/fake-paypal';
import {
  DAY_S,
  gatewayCustomer,
  gatewayPrice,
  startWebhookReceiver,
  switchOnGateway,
} from '../testing/gateways.test-support';
import type { BillingGateway } from './gateway';
import { createPaypalGateway } from './paypal-gateway';

const fake: FakePaypal = await startFakePaypal();
afterAll(() => fake.close());

describeServer(
  'PayPal webhooks, as the fake PayPal sends them',
  (server) => {
    let paypal: BillingGateway;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      await switchOnGateway(server(), 'paypal', {
        'billing.paypal.client_id': fake.app.clientId,
        'billing.paypal.secret': fake.app.secret,
        'billing.paypal.webhook_id': fake.webhookId,
      });
      paypal = createPaypalGateway(server().app);
      receiver = await startWebhookReceiver(paypal);
      fake.setWebhookUrl(receiver.url);
    });
    afterAll(async () => {
      fake.setWebhookUrl(null);
      await fake.settled();
      await receiver.close();
    });

    async function approvedSubscription(options: { failRenewals?: boolean } = {}) {
      const started = await paypal.subscribe({
        customer: gatewayCustomer(),
        price: gatewayPrice({ amount: 7.5, currency: 'EUR' }),
        returnUrl: 'http://127.0.0.1:9/done',
        cancelUrl: 'http://127.0.0.1:9/',
      });
      if (started.status !== 'requires_approval') throw new Error(started.status);
      fake.approve(started.gatewayId, options);
      await fake.settled();
      return { gatewayId: started.gatewayId, outcomes: receiver.take() };
    }

    function lastEvent(type: string, gatewayId: string) {
      const event = fake.events.findLast(
        (e) =>
          e.event_type === type &&
          (e.resource.id === gatewayId ||
            (e.resource as { billing_agreement_id?: string }).billing_agreement_id === gatewayId),
      );
      if (!event) throw new Error(`no ${type} for ${gatewayId}`);
      return event;
    }

    it('accepts what PayPal verifies: the activation and the first payment, read back from PayPal', async () => {
      const { gatewayId, outcomes } = await approvedSubscription();
      expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200]);
      const events = outcomes.flatMap((o) => (o.status === 200 ? o.events : []));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'invoice.paid',
          subscriptionGatewayId: gatewayId,
          invoice: expect.objectContaining({ amount: 7.5, currency: 'EUR', paid: true }),
        }),
      );
      const updates = events.filter((e) => e.type === 'subscription.updated');
      expect(updates.length).toBeGreaterThanOrEqual(2);
      for (const update of updates) {
        expect(update).toMatchObject({ subscription: { gatewayId, status: 'active' } });
      }
    });

    it('a failed renewal tells a failed invoice and a past-due subscription; a cancel tells its end', async () => {
      const { gatewayId } = await approvedSubscription({ failRenewals: true });
      fake.advance(32 * DAY_S);
      await fake.settled();
      const events = receiver.take().flatMap((o) => (o.status === 200 ? o.events : []));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'invoice.failed',
          subscriptionGatewayId: gatewayId,
          invoice: expect.objectContaining({ amount: 7.5, paid: false }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'subscription.updated',
          subscription: expect.objectContaining({ gatewayId, status: 'past_due' }),
        }),
      );
      await paypal.cancel(gatewayId, { atPeriodEnd: false });
      await fake.settled();
      expect(receiver.take()).toMatchObject([
        { status: 200, events: [{ type: 'subscription.deleted', gatewayId }] },
      ]);
    });

    it('refuses a replayed transmission, and takes PayPal’s retry, a new transmission', async () => {
      const { gatewayId } = await approvedSubscription();
      const sale = lastEvent('PAYMENT.SALE.COMPLETED', gatewayId);
      expect(await fake.replay(sale.id)).toBe(400);
      expect(receiver.take()).toEqual([{ status: 400, reason: 'replayed' }]);
      expect(await fake.redeliver(sale.id)).toBe(200);
      expect(receiver.take()).toMatchObject([
        { status: 200, events: [{ type: 'invoice.paid' }, { type: 'subscription.updated' }] },
      ]);
    });

    it('refuses a changed event, made-up or missing transmission headers, another webhook and an old transmission', async () => {
      const { gatewayId } = await approvedSubscription();
      const sale = lastEvent('PAYMENT.SALE.COMPLETED', gatewayId);
      const { headers, body } = sale.deliveries.at(-1)!;
      const send = (payload: string, sent: Record<string, string>) =>
        fetch(receiver.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...sent },
          body: payload,
        }).then((r) => r.status);
      const changed = body.replace('"total":"7.50"', '"total":"0.01"');
      expect(changed).not.toBe(body);
      const { 'paypal-cert-url': _, ...withoutCert } = headers;
      const cases: [string, string, Record<string, string>][] = [
        ['forged', changed, headers],
        ['forged', body, { ...headers, 'paypal-transmission-id': crypto.randomUUID() }],
        [
          'forged',
          body,
          { ...headers, 'paypal-transmission-sig': Buffer.from('x').toString('base64') },
        ],
        ['malformed', body, withoutCert],
        ['malformed', body, { ...headers, 'paypal-transmission-time': 'yesterday' }],
        ['malformed', '{"not":"an event"}', headers],
      ];
      for (const [reason, payload, sent] of cases) {
        expect(await send(payload, sent), reason).toBe(400);
        expect(receiver.take()).toEqual([{ status: 400, reason }]);
      }
      // Signed by PayPal two hours ago: past the tolerance, whatever the signature says.
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      expect(await fake.redeliver(sale.id, { sentAt: twoHoursAgo })).toBe(400);
      expect(receiver.take()).toEqual([{ status: 400, reason: 'stale' }]);

      // Verified for another webhook id: not this endpoint's.
      await switchOnGateway(server(), 'paypal', { 'billing.paypal.webhook_id': 'WH-SOMEONE-ELSE' });
      try {
        expect(await fake.redeliver(sale.id)).toBe(400);
        expect(receiver.take()).toEqual([{ status: 400, reason: 'forged' }]);
        await switchOnGateway(server(), 'paypal', { 'billing.paypal.webhook_id': '' });
        expect(await fake.redeliver(sale.id)).toBe(400);
        expect(receiver.take()).toEqual([{ status: 400, reason: 'unconfigured' }]);
      } finally {
        await switchOnGateway(server(), 'paypal', { 'billing.paypal.webhook_id': fake.webhookId });
      }
    });
  },
  { PAYPAL_API_BASE: fake.url },
);
