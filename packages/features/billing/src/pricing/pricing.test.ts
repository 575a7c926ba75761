import { priceFixture, productFixture, productFixtures } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import {
  displayedAmount,
  formatMoney,
  hasBothCycles,
  isMonthly,
  isYearly,
  monthlyCost,
  priceForCycle,
  visiblePlans,
  yearlySavingsPercent,
} from './pricing';

const price = (interval: 'day' | 'week' | 'month' | 'year', interval_count: number, amount = 10) =>
  priceFixture({ interval, interval_count, amount });

describe('billing cycles (spec §5)', () => {
  it.each([
    ['month', 12],
    ['month', 24],
    ['year', 1],
    ['year', 2],
  ] as const)('a price every %s × %i is yearly', (interval, count) => {
    expect(isYearly(price(interval, count))).toBe(true);
    expect(isMonthly(price(interval, count))).toBe(false);
  });

  it.each([
    ['month', 1],
    ['month', 6],
    ['day', 30],
    ['day', 90],
  ] as const)('a price every %s × %i is monthly', (interval, count) => {
    expect(isMonthly(price(interval, count))).toBe(true);
    expect(isYearly(price(interval, count))).toBe(false);
  });

  it.each([
    ['day', 29],
    ['week', 1],
    ['week', 8],
  ] as const)('a price every %s × %i is neither', (interval, count) => {
    expect(isMonthly(price(interval, count))).toBe(false);
    expect(isYearly(price(interval, count))).toBe(false);
  });
});

describe('the price a card shows', () => {
  it('is the amount divided by the interval count', () => {
    expect(displayedAmount(price('month', 12, 96))).toBe(8);
    expect(displayedAmount(price('year', 1, 240))).toBe(240);
    expect(displayedAmount(price('month', 3, 25))).toBeCloseTo(8.333, 3);
  });

  it('is the plan’s price of the chosen cycle', () => {
    const pro = productFixture();
    expect(priceForCycle(pro, 'yearly')?.id).toBe(12);
    expect(priceForCycle(pro, 'monthly')?.id).toBe(11);
  });

  it('given no price of that cycle, is the plan’s first price; a free plan has none', () => {
    const weekly = productFixture({ prices: [price('week', 1, 3)] });
    expect(priceForCycle(weekly, 'yearly')?.interval).toBe('week');
    expect(priceForCycle(productFixture({ free: true, prices: [] }), 'monthly')).toBeNull();
  });
});

describe("'Save up to N%'", () => {
  it('is the best saving of any plan, yearly against monthly, rounded down', () => {
    // Pro: 10 a month or 96 a year (8 a month) → 20%; Business: 25 or 240 (20) → 20%.
    expect(yearlySavingsPercent(productFixtures())).toBe(20);
    const deal = productFixture({
      prices: [price('month', 1, 12), price('year', 1, 100)],
    });
    // 100 / 12 = 8.33 a month against 12: 30.6% saved → 30.
    expect(yearlySavingsPercent([...productFixtures(), deal])).toBe(30);
  });

  it('compares 30-day and multi-year prices by their cost per month', () => {
    const plan = productFixture({ prices: [price('day', 30, 10), price('year', 2, 200)] });
    expect(monthlyCost(price('day', 30, 10))).toBeCloseTo(10.14, 2);
    expect(yearlySavingsPercent([plan])).toBe(17);
  });

  it('is 0 without both cycles, or when yearly costs more', () => {
    expect(yearlySavingsPercent([productFixture({ prices: [price('month', 1)] })])).toBe(0);
    expect(
      yearlySavingsPercent([
        productFixture({ prices: [price('month', 1, 10), price('year', 1, 150)] }),
      ]),
    ).toBe(0);
    expect(yearlySavingsPercent([productFixture({ free: true, prices: [] })])).toBe(0);
  });

  it('the switch shows only when some plan has each cycle', () => {
    expect(hasBothCycles(productFixtures())).toBe(true);
    expect(hasBothCycles([productFixture({ prices: [price('month', 1)] })])).toBe(false);
  });
});

describe('money', () => {
  it('is written in the reader’s locale and the price’s currency', () => {
    expect(formatMoney(8, 'USD', 'en-US')).toBe('$8');
    expect(formatMoney(8.25, 'USD', 'en-US')).toBe('$8.25');
    expect(formatMoney(8.5, 'EUR', 'fr-FR')).toMatch(/^8,50\s€$/);
  });

  it('given a currency Intl does not know, still shows the amount with its code', () => {
    expect(formatMoney(5, 'ZZZZ', 'en-US')).toBe('5 ZZZZ');
  });
});

describe('the plans on the pricing page', () => {
  it('leave hidden plans out and follow their positions', () => {
    const [free, pro, business] = productFixtures();
    const hidden = productFixture({ id: 9, hidden: true });
    expect(visiblePlans([business!, hidden, free!, pro!]).map((product) => product.name)).toEqual([
      'Free',
      'Pro',
      'Business',
    ]);
  });
});
