import type { Price, PriceInterval, PublicProduct } from '@coffer/contract';

/** The pricing page's two billing cycles (spec §9: yearly by default). */
export const billingCycles = ['yearly', 'monthly'] as const;
export type BillingCycle = (typeof billingCycles)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'yearly';

/** Spec §5: a yearly price bills every 12 or more months, or every year or more. */
export function isYearly(price: Pick<Price, 'interval' | 'interval_count'>): boolean {
  return (
    (price.interval === 'month' && price.interval_count >= 12) ||
    (price.interval === 'year' && price.interval_count >= 1)
  );
}

/**
 * Spec §5: a monthly price bills every 30 or more days, or every month or more. A price that
 * is also yearly (every 12 months) counts as yearly only, so one plan's two prices never
 * both land in one cycle.
 */
export function isMonthly(price: Pick<Price, 'interval' | 'interval_count'>): boolean {
  if (isYearly(price)) return false;
  return (
    (price.interval === 'day' && price.interval_count >= 30) ||
    (price.interval === 'month' && price.interval_count >= 1)
  );
}

export function isInCycle(price: Price, cycle: BillingCycle): boolean {
  return cycle === 'yearly' ? isYearly(price) : isMonthly(price);
}

/**
 * The price a plan's card shows for a cycle: its first price of that cycle, or else its first
 * price at all (a plan with only a weekly price still shows one). Free plans have none.
 */
export function priceForCycle(product: PublicProduct, cycle: BillingCycle): Price | null {
  return product.prices.find((price) => isInCycle(price, cycle)) ?? product.prices[0] ?? null;
}

/**
 * Spec §5: the displayed price is the amount divided by the interval count, per one interval
 * ($96 every 12 months shows as $8 per month).
 */
export function displayedAmount(price: Pick<Price, 'amount' | 'interval_count'>): number {
  return price.amount / Math.max(1, price.interval_count);
}

/** Months in one interval, to compare prices of different periods. */
const monthsPerInterval: Record<PriceInterval, number> = {
  day: 12 / 365,
  week: 12 / 52,
  month: 1,
  year: 12,
};

/** What a price costs per month on average. */
export function monthlyCost(price: Pick<Price, 'amount' | 'interval' | 'interval_count'>): number {
  return price.amount / (monthsPerInterval[price.interval] * Math.max(1, price.interval_count));
}

/**
 * 'Save up to N%': the most any plan saves by paying yearly instead of monthly, in whole
 * percent rounded down (never promising more than a plan gives); 0 when no plan has both a
 * monthly and a cheaper yearly price.
 */
export function yearlySavingsPercent(products: PublicProduct[]): number {
  let best = 0;
  for (const product of products) {
    const monthly = product.prices.filter(isMonthly).map(monthlyCost);
    const yearly = product.prices.filter(isYearly).map(monthlyCost);
    if (monthly.length === 0 || yearly.length === 0) continue;
    const dearest = Math.max(...monthly);
    if (dearest <= 0) continue;
    const saving = 1 - Math.min(...yearly) / dearest;
    best = Math.max(best, saving);
  }
  // A hair under a whole percent from float division (0.1999…) still counts as that percent.
  return Math.max(0, Math.floor(best * 100 + 1e-9));
}

/** Whether the plans offer both cycles, so the yearly/monthly switch has a choice to make. */
export function hasBothCycles(products: PublicProduct[]): boolean {
  const prices = products.flatMap((product) => product.prices);
  return prices.some(isYearly) && prices.some(isMonthly);
}

/** An amount in its currency, in the reader's locale ($8.00, 8,00 €). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // $8 rather than $8.00; $8.25 keeps its cents.
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know still shows its amount.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** The plans the pricing page shows, by position (the server leaves hidden ones out). */
export function visiblePlans(products: PublicProduct[]): PublicProduct[] {
  return products
    .filter((product) => !product.hidden)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}
