import { adminUserFixtures } from '@coffer/admin/mocks';
import type {
  AdminSubscription,
  BillingGateway,
  Product,
  PublicProduct,
  SubscriptionStatus,
} from '@coffer/contract';
import { priceFixture, productFixtures } from '@coffer/contract/fixtures';

const GB = 1024 ** 3;

/** A pricing-page plan as the admin sees it: with its permissions, subscribers and dates. */
export function adminPlanFixture(
  product: PublicProduct,
  overrides: Partial<Product> = {},
): Product {
  return {
    ...product,
    permissions: [],
    subscribers_count: 0,
    created_at: `2026-01-0${product.id}T09:00:00.000Z`,
    updated_at: `2026-01-0${product.id}T09:00:00.000Z`,
    ...overrides,
  };
}

/**
 * Every plan of the admin's list: Free; Pro with subscribers on its monthly price (locked)
 * and more storage granted with `files.create`; Business; and a hidden Legacy plan.
 */
export function adminPlanFixtures(): Product[] {
  const [free, pro, business] = productFixtures() as [PublicProduct, PublicProduct, PublicProduct];
  return [
    adminPlanFixture(free, { available_space: 5 * GB }),
    adminPlanFixture(
      {
        ...pro,
        available_space: 200 * GB,
        prices: pro.prices.map((price, i) => ({ ...price, locked: i === 0 })),
      },
      {
        subscribers_count: 12,
        permissions: [
          {
            name: 'files.create',
            restrictions: [
              { name: 'max_files', value: null },
              { name: 'max_space', value: null },
            ],
          },
          { name: 'workspaces.create', restrictions: [{ name: 'count', value: 5 }] },
        ],
      },
    ),
    adminPlanFixture({ ...business, available_space: 2 * 1024 * GB }, { subscribers_count: 3 }),
    adminPlanFixture(
      {
        id: 4,
        name: 'Legacy',
        description: 'The 2025 plan, kept for its subscribers.',
        feature_list: ['50 GB of storage'],
        position: 9,
        recommended: false,
        free: false,
        hidden: true,
        available_space: 50 * GB,
        prices: [priceFixture({ id: 41, product_id: 4, amount: 4.5, currency: 'EUR' })],
      },
      { subscribers_count: 0 },
    ),
  ];
}

const STATUSES: SubscriptionStatus[] = ['active', 'active', 'trialing', 'past_due', 'cancelled'];
const GATEWAYS: BillingGateway[] = ['test', 'stripe', 'paypal', 'none'];

/**
 * The admin's subscription list: one for each of `count` users, over Pro and Business, in
 * turn active, trialing, past due and cancelled (in its grace period), through each gateway;
 * the last one expired.
 */
export function adminSubscriptionFixtures(count = 18): AdminSubscription[] {
  const plans = adminPlanFixtures();
  const users = adminUserFixtures(count);
  return users.map((user, i) => {
    const plan = plans[1 + (i % 2)] as Product;
    const price = plan.prices[i % plan.prices.length] ?? priceFixture();
    const status: SubscriptionStatus = i === count - 1 ? 'expired' : (STATUSES[i % 5] ?? 'active');
    const gateway = GATEWAYS[i % 4] ?? 'none';
    const day = String((i % 27) + 1).padStart(2, '0');
    const ends = status === 'cancelled' || status === 'expired';
    return {
      id: 100 + i,
      user: { id: user.id, name: user.name, email: user.email, image: user.image },
      product: { id: plan.id, name: plan.name },
      price,
      gateway,
      gateway_id: gateway === 'none' ? null : `${gateway}_sub_${100 + i}`,
      status,
      valid: status !== 'expired',
      renews_at: ends ? null : `2027-02-${day}T10:00:00.000Z`,
      ends_at:
        status === 'expired'
          ? '2026-02-01T10:00:00.000Z'
          : ends
            ? `2027-02-${day}T10:00:00.000Z`
            : null,
      trial_ends_at: status === 'trialing' ? `2026-03-${day}T10:00:00.000Z` : null,
      // The newest first: the list's default order starts with Ada, Grace, Alan…
      created_at: `2026-01-${String(28 - (i % 27)).padStart(2, '0')}T10:00:00.000Z`,
    };
  });
}
