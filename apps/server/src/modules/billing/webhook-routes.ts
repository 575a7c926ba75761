import { type CheckoutGateway, billingEndpoints as endpoints } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { keepReport, turnKey } from './changes';
import type { BillingGateway, GatewayEvent } from './gateways/gateway';
import { notifyPaymentFailed, sendSubscriptionConfirmation } from './notices';
import { adoptFromCheckout, PAST_DUE_GRACE_MS, saveInvoice } from './subscriptions';
import {
  forgetWebhookEvent,
  recordWebhookEvent,
  subscriptionByGatewayId,
  updateSubscription,
} from './subscriptions-repo';

const NOT_VERIFIED = defineMessage('The webhook could not be verified.');

/**
 * The gateways' webhooks (`billing/stripe/webhook`, `billing/paypal/webhook`). Their guard is
 * the gateway's signature over the raw body, so these two routes get the body unparsed (a
 * Buffer, whatever its type); a webhook that does not verify answers 400 and changes
 * nothing. An event id seen before changes nothing again. A gateway that is not registered
 * or is switched off answers 404 (the gateway retries later).
 */
export async function webhookRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, endpoints.stripeWebhook, ({ request }) => receiveWebhook(app, 'stripe', request));
    route(scope, endpoints.paypalWebhook, ({ request }) => receiveWebhook(app, 'paypal', request));
  });
}

async function receiveWebhook(app: AppInstance, name: CheckoutGateway, request: FastifyRequest) {
  const gateway = await app.billing.enabledGateway(name);
  if (!gateway?.verifyWebhook) throw new HttpProblem(404, 'Not found.');
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  let events: GatewayEvent[];
  try {
    events = await gateway.verifyWebhook(raw, headersOf(request));
  } catch (error) {
    request.log.warn({ err: error, gateway: name }, 'webhook refused');
    throw new HttpProblem(400, NOT_VERIFIED);
  }
  for (const event of events) {
    if (
      event.eventId &&
      !(await recordWebhookEvent(app.db, name, event.eventId, app.clock.iso()))
    ) {
      continue;
    }
    try {
      await app.billing.inTurn(turnKey(name, gatewayIdOf(event)), () =>
        applyEvent(app, gateway, event),
      );
    } catch (error) {
      // Not applied: the gateway's retry of this event may apply it.
      if (event.eventId) await forgetWebhookEvent(app.db, name, event.eventId);
      throw error;
    }
  }
  return { received: true as const };
}

/** The gateway's id of the subscription an event is about. */
function gatewayIdOf(event: GatewayEvent): string {
  if (event.type === 'subscription.updated') return event.subscription.gatewayId;
  if (event.type === 'subscription.deleted') return event.gatewayId;
  return event.subscriptionGatewayId;
}

/**
 * What one verified event changes in the records, in the subscription's turn; events of
 * subscriptions we do not know change nothing. A kept subscription's report is read again
 * from the gateway here: the one read while verifying may be older than a change made since.
 */
async function applyEvent(app: AppInstance, gateway: BillingGateway, event: GatewayEvent) {
  const name = gateway.name;
  const gatewayId = gatewayIdOf(event);
  const row = await subscriptionByGatewayId(app.db, name, gatewayId);
  const now = app.clock.iso();
  switch (event.type) {
    case 'subscription.updated': {
      if (row) {
        await keepReport(app, row, await gateway.fetchSubscription(gatewayId));
        return;
      }
      const adopted = await adoptFromCheckout(app, name, event.subscription);
      if (adopted?.created) await sendSubscriptionConfirmation(app, adopted.row);
      return;
    }
    case 'subscription.deleted':
      if (!row || row.status === 'expired') return;
      await updateSubscription(app.db, row.id, {
        status: 'expired',
        renews_at: null,
        ends_at: row.ends_at !== null && row.ends_at <= now ? row.ends_at : now,
        updated_at: now,
      });
      return;
    case 'invoice.paid':
      if (!row) return;
      await app.db.transaction().execute(async (trx) => {
        await saveInvoice(app, trx, row, { ...event.invoice, paid: true });
        if (row.status === 'past_due') {
          await updateSubscription(trx, row.id, { status: 'active', updated_at: now });
        }
      });
      return;
    case 'invoice.failed':
      if (!row || row.status === 'expired') return;
      await app.db.transaction().execute(async (trx) => {
        await saveInvoice(app, trx, row, { ...event.invoice, paid: false });
        if (row.status === 'active' || row.status === 'trialing') {
          await updateSubscription(trx, row.id, { status: 'past_due', updated_at: now });
        }
      });
      await notifyPaymentFailed(
        app,
        row,
        new Date(Date.parse(now) + PAST_DUE_GRACE_MS).toISOString(),
      );
      return;
  }
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(request.headers)) {
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
