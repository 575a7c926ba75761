import { adminUserFixtures, listPage } from '@coffer/admin/mocks';
import {
  type AdminSubscription,
  billingApi,
  type CreateSubscriptionPayload,
  type Price,
  type Product,
  type ProductPayload,
  productPayloadSchema,
  type UpdateSubscriptionPayload,
} from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { adminPlanFixtures, adminSubscriptionFixtures } from './fixtures';

export * from './fixtures';

export interface BillingAdminMockOptions {
  plans?: Product[];
  subscriptions?: AdminSubscription[];
  /** Never answer the lists (the loading state). */
  pending?: boolean;
  /** Field errors the plan save answers with (422), as the server would name them. */
  planErrors?: Record<string, string[]>;
}

/** What the billing admin mocks were sent, newest last: stories assert on it. */
export const billingAdminRequests: {
  plans: ProductPayload[];
  deletedPlans: number[];
  subscriptions: Array<CreateSubscriptionPayload | UpdateSubscriptionPayload>;
  cancelled: Array<{ id: number; immediately: boolean }>;
} = { plans: [], deletedPlans: [], subscriptions: [], cancelled: [] };

const INVALID = 'The given data was invalid.';

/**
 * MSW handlers of billing's admin calls over in-memory plans and subscriptions. A plan's save
 * is checked with the contract's schema, and a locked price sent back changed is refused as
 * the server refuses it; a plan with subscribers cannot be deleted (422).
 */
export function billingAdminHandlers({
  plans = adminPlanFixtures(),
  subscriptions = adminSubscriptionFixtures(),
  pending = false,
  planErrors,
}: BillingAdminMockOptions = {}) {
  let planList = structuredClone(plans);
  let subscriptionList = structuredClone(subscriptions);
  let nextId = 1000;
  billingAdminRequests.plans = [];
  billingAdminRequests.deletedPlans = [];
  billingAdminRequests.subscriptions = [];
  billingAdminRequests.cancelled = [];

  const savePlan = (body: ProductPayload, saved?: Product) => {
    billingAdminRequests.plans.push(body);
    if (planErrors) return mockError(422, INVALID, planErrors);
    const checked = productPayloadSchema.safeParse(body);
    if (!checked.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) errors[issue.path.join('.')] = [issue.message];
      return mockError(422, INVALID, errors);
    }
    const id = saved?.id ?? nextId++;
    const prices: Price[] = [];
    for (const [index, price] of checked.data.prices.entries()) {
      const before = saved?.prices.find((p) => p.id === price.id);
      const changed =
        before &&
        (['amount', 'currency', 'interval', 'interval_count'] as const).some(
          (key) => before[key] !== price[key],
        );
      if (before?.locked && changed) {
        return mockError(422, INVALID, {
          [`prices.${index}.amount`]: [
            'This price has subscribers and cannot change: add a new price instead.',
          ],
        });
      }
      prices.push({
        ...price,
        id: price.id ?? nextId++,
        product_id: id,
        locked: before?.locked ?? false,
      });
    }
    const now = new Date().toISOString();
    const product: Product = {
      ...checked.data,
      id,
      prices,
      subscribers_count: saved?.subscribers_count ?? 0,
      created_at: saved?.created_at ?? now,
      updated_at: now,
    };
    planList = saved ? planList.map((p) => (p.id === id ? product : p)) : [...planList, product];
    return { product };
  };

  const updateSubscription = (id: number, change: (s: AdminSubscription) => AdminSubscription) => {
    const subscription = subscriptionList.find((s) => s.id === id);
    if (!subscription) return mockError(404, 'Not found.');
    const saved = change(subscription);
    subscriptionList = subscriptionList.map((s) => (s.id === id ? saved : s));
    return { subscription: saved };
  };
  const productRef = (productId?: number, priceId?: number) => {
    const product = planList.find((p) => p.id === productId);
    const price = product?.prices.find((p) => p.id === priceId);
    return product && price ? { product: { id: product.id, name: product.name }, price } : null;
  };

  return [
    mockEndpoint(billingApi.plans, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(planList, query, {
          match: (plan, search, filters: { hidden?: boolean; free?: boolean }) =>
            (!search || plan.name.toLowerCase().includes(search)) &&
            (filters.hidden === undefined || plan.hidden === filters.hidden) &&
            (filters.free === undefined || plan.free === filters.free),
          sort: { column: 'position', direction: 'asc' },
        }),
      };
    }),
    mockEndpoint(billingApi.products, () => ({
      pagination: listPage(
        planList.filter((plan) => !plan.hidden),
        new URLSearchParams('perPage=100'),
      ),
    })),
    mockEndpoint(billingApi.product, async ({ params }) => {
      if (pending) await delay('infinite');
      const product = planList.find((p) => p.id === Number(params.id));
      return product ? { product } : mockError(404, 'Not found.');
    }),
    mockEndpoint(billingApi.createProduct, ({ body }) => savePlan(body)),
    mockEndpoint(billingApi.updateProduct, ({ params, body }) => {
      const saved = planList.find((p) => p.id === Number(params.id));
      return saved ? savePlan(body, saved) : mockError(404, 'Not found.');
    }),
    mockEndpoint(billingApi.deleteProduct, ({ params }) => {
      const plan = planList.find((p) => p.id === Number(params.id));
      if (!plan) return mockError(404, 'Not found.');
      if (plan.subscribers_count > 0) {
        return mockError(422, 'This plan has subscribers: hide it instead of deleting it.');
      }
      billingAdminRequests.deletedPlans.push(plan.id);
      planList = planList.filter((p) => p.id !== plan.id);
      return { message: 'Deleted' };
    }),
    mockEndpoint(billingApi.subscriptions, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(subscriptionList, query, {
          match: (s, search, filters: { status?: string; gateway?: string; product_id?: number }) =>
            (!search || `${s.user.name} ${s.user.email}`.toLowerCase().includes(search)) &&
            (filters.status === undefined || s.status === filters.status) &&
            (filters.gateway === undefined || s.gateway === filters.gateway) &&
            (filters.product_id === undefined || s.product.id === filters.product_id),
          sort: { column: 'created_at', direction: 'desc' },
        }),
      };
    }),
    mockEndpoint(billingApi.createSubscription, ({ body }) => {
      billingAdminRequests.subscriptions.push(body);
      const user = adminUserFixtures().find((u) => u.id === body.user_id);
      const ref = productRef(body.product_id, body.price_id);
      if (!user) return mockError(422, INVALID, { user_id: ['Choose a user.'] });
      if (!ref) return mockError(422, INVALID, { price_id: ['Choose a price.'] });
      const subscription: AdminSubscription = {
        id: nextId++,
        user: { id: user.id, name: user.name, email: user.email, image: user.image },
        ...ref,
        gateway: 'none',
        gateway_id: null,
        status: body.status ?? 'active',
        valid: true,
        renews_at: body.renews_at ?? null,
        ends_at: body.ends_at ?? null,
        trial_ends_at: body.trial_ends_at ?? null,
        created_at: new Date().toISOString(),
      };
      subscriptionList = [subscription, ...subscriptionList];
      return { subscription };
    }),
    mockEndpoint(billingApi.updateSubscription, ({ params, body }) => {
      billingAdminRequests.subscriptions.push(body);
      return updateSubscription(Number(params.id), (s) => ({
        ...s,
        ...(productRef(body.product_id, body.price_id) ?? {}),
        status: body.status ?? s.status,
        renews_at: body.renews_at === undefined ? s.renews_at : body.renews_at,
        ends_at: body.ends_at === undefined ? s.ends_at : body.ends_at,
        trial_ends_at: body.trial_ends_at === undefined ? s.trial_ends_at : body.trial_ends_at,
      }));
    }),
    mockEndpoint(billingApi.cancelSubscription, ({ params, body }) => {
      const immediately = body.immediately ?? false;
      billingAdminRequests.cancelled.push({ id: Number(params.id), immediately });
      return updateSubscription(Number(params.id), (s) => ({
        ...s,
        status: immediately ? 'expired' : 'cancelled',
        valid: !immediately,
        ends_at: immediately ? new Date().toISOString() : (s.renews_at ?? s.ends_at),
        renews_at: null,
      }));
    }),
    mockEndpoint(billingApi.resumeSubscription, ({ params }) =>
      updateSubscription(Number(params.id), (s) => ({
        ...s,
        status: 'active',
        renews_at: s.ends_at,
        ends_at: null,
      })),
    ),
    mockEndpoint(billingApi.deleteSubscriptions, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      subscriptionList = subscriptionList.filter((s) => !ids.includes(s.id));
      return { message: 'Deleted' };
    }),
  ];
}
