import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@coffer/contract';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import { periodEnd, toMajor, toMinor } from '../money';
import {
  latestInvoiceOf,
  type SubscriptionRow,
  subscriptionByGatewayId,
} from '../subscriptions-repo';
import type { BillingGateway, GatewayPrice, GatewaySubscription } from './gateway';
import { findTestCard, saveTestCard } from './test-gateway-repo';

/** The test gateway's cards (BILLING.md): any other 12–19 digit number pays. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000341',
} as const;

export const CARD_DECLINED = defineMessage('Your card was declined.');
const CARD_REQUIRED = defineMessage('Enter a card number.');

/** The test gateway, and the charge its renewals make (the scheduler's, see jobs.ts). */
export interface TestGateway extends BillingGateway {
  /** Charges the card on file for a renewal: false when the card fails. */
  charge(gatewayId: string): Promise<boolean>;
}

/**
 * Checkout inside Coffer with no outside service (issue 27, setting
 * `billing.test_gateway.enable`): a card number pays at once, by the rules of TEST_CARDS.
 * It keeps only each subscription's last four digits and whether its card fails at renewal;
 * renewals, failed payments and expiry run from the scheduler on the app's clock.
 */
export function createTestGateway(app: AppInstance): TestGateway {
  async function kept(gatewayId: string): Promise<SubscriptionRow> {
    const row = await subscriptionByGatewayId(app.db, 'test', gatewayId);
    if (!row) throw new HttpProblem(404, 'Not found.');
    return row;
  }

  return {
    name: 'test',

    async enabled() {
      return (await app.settings.get('billing')).test_gateway.enable;
    },

    async subscribe({ price, cardNumber }) {
      const card = acceptedCard(cardNumber);
      const gatewayId = `test_sub_${randomUUID()}`;
      await saveTestCard(app.db, gatewayId, card);
      const start = app.clock.iso();
      const end = periodEnd(start, price.interval, price.intervalCount);
      return {
        status: 'complete',
        subscription: {
          ...running(gatewayId, end, methodOf(card.last4)),
          invoices: [paidInvoice(price.amount, price.currency, start, end)],
        },
      };
    },

    async fetchSubscription(gatewayId) {
      const row = await kept(gatewayId);
      return { ...reportOf(row), invoices: [] };
    },

    /** Immediate: the unused part of the paid period is credited against the new price. */
    async changePrice(gatewayId, price) {
      const row = await kept(gatewayId);
      const card = await findTestCard(app.db, gatewayId);
      const charge = await proratedCharge(row, price);
      if (charge > 0 && card?.fails_at_renewal) {
        throw new HttpProblem(422, CARD_DECLINED);
      }
      const start = app.clock.iso();
      const end = periodEnd(start, price.interval, price.intervalCount);
      return {
        ...running(gatewayId, end, null),
        invoices: [paidInvoice(toMajor(charge, price.currency), price.currency, start, end)],
      };
    },

    async cancel(gatewayId, { atPeriodEnd }) {
      const row = await kept(gatewayId);
      const endsAt = atPeriodEnd
        ? (row.renews_at ?? row.ends_at ?? app.clock.iso())
        : app.clock.iso();
      return { ...reportOf(row), status: 'cancelled', renewsAt: null, endsAt, invoices: [] };
    },

    async resume(gatewayId) {
      const row = await kept(gatewayId);
      return {
        ...reportOf(row),
        status: 'active',
        renewsAt: row.ends_at,
        endsAt: null,
        invoices: [],
      };
    },

    async changePaymentMethod(gatewayId, { cardNumber }) {
      await kept(gatewayId);
      const card = acceptedCard(cardNumber);
      await saveTestCard(app.db, gatewayId, card);
      return { status: 'complete', paymentMethod: methodOf(card.last4) };
    },

    async charge(gatewayId) {
      const card = await findTestCard(app.db, gatewayId);
      return card !== undefined && card.fails_at_renewal === 0;
    },
  };

  /** What is left to pay, in minor units: the new price less the unused part of the period. */
  async function proratedCharge(row: SubscriptionRow, price: GatewayPrice): Promise<number> {
    const amount = toMinor(price.amount, price.currency) ?? 0;
    const paid = await latestInvoiceOf(app.db, row.id);
    if (!paid?.paid || paid.currency !== price.currency) return amount;
    const start = Date.parse(paid.period_start);
    const end = Date.parse(paid.period_end);
    const unused =
      end > start ? Math.min(1, Math.max(0, (end - app.clock.nowMs()) / (end - start))) : 0;
    return Math.max(0, amount - Math.round(paid.amount * unused));
  }
}

/** A card the gateway takes: 422 on `card_number` when missing or declined. */
function acceptedCard(cardNumber: string | undefined) {
  if (!cardNumber) throw new HttpProblem(422, CARD_REQUIRED, { card_number: [CARD_REQUIRED] });
  if (cardNumber === TEST_CARDS.declined) {
    throw new HttpProblem(422, CARD_DECLINED, { card_number: [CARD_DECLINED] });
  }
  return { last4: cardNumber.slice(-4), failsAtRenewal: cardNumber === TEST_CARDS.failsAtRenewal };
}

function methodOf(last4: string): PaymentMethod {
  return { gateway: 'test', brand: 'test', last4, exp_month: null, exp_year: null };
}

function running(
  gatewayId: string,
  renewsAt: string,
  paymentMethod: PaymentMethod | null,
): Omit<GatewaySubscription, 'invoices'> {
  return {
    gatewayId,
    status: 'active',
    renewsAt,
    endsAt: null,
    trialEndsAt: null,
    gatewayPriceId: null,
    paymentMethod,
  };
}

function reportOf(row: SubscriptionRow): Omit<GatewaySubscription, 'invoices'> {
  return {
    gatewayId: row.gateway_id ?? '',
    status: row.status as GatewaySubscription['status'],
    renewsAt: row.renews_at,
    endsAt: row.ends_at,
    trialEndsAt: row.trial_ends_at,
    gatewayPriceId: null,
    paymentMethod: null,
    userId: row.user_id,
  };
}

function paidInvoice(amount: number, currency: string, start: string, end: string) {
  return {
    gatewayId: `test_in_${randomUUID()}`,
    amount,
    currency,
    paid: true,
    periodStart: start,
    periodEnd: end,
  };
}
