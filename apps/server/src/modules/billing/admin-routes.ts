import {
  type AdminSubscription,
  billingEndpoints as endpoints,
  type BillingGateway as GatewayName,
  type PriceInterval,
  type SubscriptionStatus,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { defineMessage } from '../../platform/i18n/define-message';
import { csvCell } from '../admin/users-service';
import {
  type AdminSubscriptionRow,
  countAdminSubscriptions,
  findAdminSubscription,
  listAdminSubscriptions,
  type SubscriptionCriteria,
  userExists,
} from './admin-repo';
import { cancelSubscription, changeSubscriptionPrice, resumeSubscription } from './changes';
import { toMajor } from './money';
import { findPrice, findProduct } from './products-repo';
import { currentSubscriptionOf } from './subscriber';
import { isValid } from './subscriptions';
import {
  deleteSubscriptions,
  findSubscription,
  insertSubscription,
  type SubscriptionChanges,
  subscriptionsByIds,
  updateSubscription,
} from './subscriptions-repo';

const INVALID_USER = defineMessage('The selected user is invalid.');
const HAS_SUBSCRIPTION = defineMessage('This user already has a subscription.');
const INVALID_PLAN = defineMessage('The selected plan is invalid.');
const INVALID_PRICE = defineMessage('The selected price is invalid.');
const CANCEL_BEFORE_DELETE = defineMessage(
  'Cancel a subscription paid through Stripe or PayPal before deleting it.',
);
const ENDED = defineMessage('This subscription has ended.');

/** The CSV export's columns, in order. */
export const SUBSCRIPTIONS_CSV_COLUMNS = [
  'id',
  'user_name',
  'user_email',
  'product',
  'amount',
  'currency',
  'interval',
  'interval_count',
  'gateway',
  'gateway_id',
  'status',
  'renews_at',
  'ends_at',
  'trial_ends_at',
  'created_at',
] as const;

/**
 * The admin's subscriptions (spec §2.4, `subscriptions.update`): the list and its CSV, a
 * plan granted by hand (gateway `none`), edits, deletes, cancel and resume. A plan change
 * of a paid subscription goes through its gateway; dates and status change the records.
 */
export function adminSubscriptionRoutes(app: AppInstance): void {
  route(app, endpoints.subscriptions, async ({ query }) => {
    const total = await countAdminSubscriptions(app.db, query);
    const rows = await listAdminSubscriptions(app.db, query, pageWindow(query.page, query.perPage));
    return paginated(
      rows.map((row) => present(app, row)),
      query.page,
      query.perPage,
      total,
    );
  });

  route(app, endpoints.exportSubscriptions, async ({ query, reply }) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscriptions.csv"')
      .send(await subscriptionsCsv(app, query));
  });

  route(app, endpoints.createSubscription, async ({ body }) => {
    if (!(await userExists(app.db, body.user_id))) {
      throw new HttpProblem(422, INVALID_USER, { user_id: [INVALID_USER] });
    }
    const plan = await planOf(app, body.product_id, body.price_id);
    if (await currentSubscriptionOf(app, body.user_id)) {
      throw new HttpProblem(422, HAS_SUBSCRIPTION, { user_id: [HAS_SUBSCRIPTION] });
    }
    const now = app.clock.iso();
    const id = await insertSubscription(app.db, {
      user_id: body.user_id,
      product_id: plan.productId,
      price_id: plan.priceId,
      gateway: 'none',
      gateway_id: null,
      status: body.status,
      renews_at: iso(body.renews_at),
      ends_at: iso(body.ends_at),
      trial_ends_at: iso(body.trial_ends_at),
      created_at: now,
      updated_at: now,
    });
    return { subscription: await adminSubscription(app, id) };
  });

  route(app, endpoints.updateSubscription, async ({ params: { id }, body }) => {
    const row = await existing(app, id);
    const wantsPlan = body.product_id !== undefined || body.price_id !== undefined;
    const plan = wantsPlan
      ? await planOf(app, body.product_id ?? row.product_id, body.price_id ?? row.price_id)
      : null;
    const changes: SubscriptionChanges = { updated_at: app.clock.iso() };
    if (body.status !== undefined) changes.status = body.status;
    if (body.renews_at !== undefined) changes.renews_at = iso(body.renews_at);
    if (body.ends_at !== undefined) changes.ends_at = iso(body.ends_at);
    if (body.trial_ends_at !== undefined) changes.trial_ends_at = iso(body.trial_ends_at);
    if (plan && plan.priceId !== row.price_id) {
      await changeSubscriptionPrice(app, row, plan.price, plan.product);
    }
    await updateSubscription(app.db, id, changes);
    return { subscription: await adminSubscription(app, id) };
  });

  route(app, endpoints.deleteSubscriptions, async ({ params: { ids } }) => {
    const rows = await subscriptionsByIds(app.db, ids);
    if (rows.length !== new Set(ids).size) throw new HttpProblem(404, 'Not found.');
    const now = app.clock.nowMs();
    if (rows.some((r) => (r.gateway === 'stripe' || r.gateway === 'paypal') && isValid(r, now))) {
      throw new HttpProblem(422, CANCEL_BEFORE_DELETE);
    }
    await app.db.transaction().execute((trx) => deleteSubscriptions(trx, ids));
    return { message: defineMessage('Subscriptions deleted') };
  });

  route(app, endpoints.cancelSubscription, async ({ params: { id }, body }) => {
    const row = await existing(app, id);
    if (!isValid(row, app.clock.nowMs())) throw new HttpProblem(422, ENDED);
    await cancelSubscription(app, row, { immediately: body.immediately });
    return { subscription: await adminSubscription(app, id) };
  });

  route(app, endpoints.resumeSubscription, async ({ params: { id } }) => {
    await resumeSubscription(app, await existing(app, id));
    return { subscription: await adminSubscription(app, id) };
  });
}

/** The whole list as CSV (the list's search, filters and order), one row per subscription. */
async function subscriptionsCsv(app: AppInstance, criteria: SubscriptionCriteria) {
  const lines = [SUBSCRIPTIONS_CSV_COLUMNS.join(',')];
  for (const row of await listAdminSubscriptions(app.db, criteria)) {
    const cells: Record<(typeof SUBSCRIPTIONS_CSV_COLUMNS)[number], string | number | null> = {
      ...row,
      product: row.product_name,
      amount: toMajor(row.price_amount, row.price_currency),
      currency: row.price_currency,
      interval: row.price_interval,
      interval_count: row.price_interval_count,
    };
    lines.push(SUBSCRIPTIONS_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function existing(app: AppInstance, id: number) {
  const row = await findSubscription(app.db, id);
  if (!row) throw new HttpProblem(404, 'Not found.');
  return row;
}

async function adminSubscription(app: AppInstance, id: number): Promise<AdminSubscription> {
  const row = await findAdminSubscription(app.db, id);
  if (!row) throw new HttpProblem(404, 'Not found.');
  return present(app, row);
}

/** A plan and one of its prices; 422 on the field that does not fit. */
async function planOf(app: AppInstance, productId: number, priceId: number) {
  const product = await findProduct(app.db, productId);
  if (!product) throw new HttpProblem(422, INVALID_PLAN, { product_id: [INVALID_PLAN] });
  const price = await findPrice(app.db, priceId);
  if (!price || price.product_id !== product.id) {
    throw new HttpProblem(422, INVALID_PRICE, { price_id: [INVALID_PRICE] });
  }
  return { product, price, productId: product.id, priceId: price.id };
}

function present(app: AppInstance, row: AdminSubscriptionRow): AdminSubscription {
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email, image: row.user_image },
    product: { id: row.product_id, name: row.product_name },
    price: {
      id: row.price_id,
      product_id: row.price_product_id,
      amount: toMajor(row.price_amount, row.price_currency),
      currency: row.price_currency,
      interval: row.price_interval as PriceInterval,
      interval_count: row.price_interval_count,
      // It has this subscriber.
      locked: true,
    },
    gateway: row.gateway as GatewayName,
    gateway_id: row.gateway_id,
    status: row.status as SubscriptionStatus,
    valid: isValid(row, app.clock.nowMs()),
    renews_at: row.renews_at,
    ends_at: row.ends_at,
    trial_ends_at: row.trial_ends_at,
    created_at: row.created_at,
  };
}

function iso(date: string | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}
