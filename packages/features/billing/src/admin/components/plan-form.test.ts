import { permissionCatalogueFixture } from '@coffer/admin/mocks';
import { grantsOf } from '@coffer/admin/screen-parts';
import { describe, expect, it } from 'vitest';
import { adminPlanFixtures } from '../mocks/fixtures';
import {
  checkPlan,
  newPrice,
  periodOf,
  planDraft,
  planFieldOf,
  planFormValues,
  spaceInUnits,
} from './plan-form';

const catalogue = permissionCatalogueFixture;
const pro = adminPlanFixtures()[1];

describe('plan editor values (spec §3 plan and price)', () => {
  it('given a saved plan, starts from its fields, its space in the largest whole unit', () => {
    const values = planFormValues(pro);
    expect(values.feature_list[0]).toEqual({ value: '200 GB of storage' });
    expect(values).toMatchObject({ available_space: 200, space_unit: 'GB', recommended: true });
    expect(values.prices.map((price) => [price.period, price.locked])).toEqual([
      ['monthly', true],
      ['custom', false],
    ]);
  });

  it('names each period preset and leaves any other interval custom', () => {
    expect(periodOf('month', 1)).toBe('monthly');
    expect(periodOf('month', 3)).toBe('quarterly');
    expect(periodOf('month', 6)).toBe('semiannually');
    expect(periodOf('year', 1)).toBe('yearly');
    expect(periodOf('week', 2)).toBe('custom');
  });

  it('writes space in TB, GB or, when not whole, MB; none is the site default', () => {
    expect(spaceInUnits(2 * 1024 ** 4)).toEqual({ value: 2, unit: 'TB' });
    expect(spaceInUnits(1536 * 1024 ** 2)).toEqual({ value: 1536, unit: 'MB' });
    expect(spaceInUnits(null)).toEqual({ value: null, unit: 'GB' });
  });

  it('sends a preset as its interval and count, a custom period as typed, space in bytes', () => {
    const values = planFormValues();
    values.name = 'Team';
    values.available_space = 1.5;
    values.space_unit = 'TB';
    values.prices = [
      { ...newPrice('eur'), amount: 12 },
      { ...newPrice(), amount: 100, period: 'semiannually' },
      { ...newPrice(), amount: 3, period: 'custom', interval: 'week', interval_count: 2 },
    ];
    const checked = checkPlan(planDraft(values, grantsOf(undefined, catalogue), catalogue));
    expect(checked.ok && checked.payload).toMatchObject({
      name: 'Team',
      available_space: 1.5 * 1024 ** 4,
      prices: [
        { amount: 12, currency: 'EUR', interval: 'month', interval_count: 1 },
        { amount: 100, interval: 'month', interval_count: 6 },
        { amount: 3, interval: 'week', interval_count: 2 },
      ],
    });
  });

  it('keeps a saved price’s id and the permissions granted, with their restrictions', () => {
    const values = planFormValues(pro);
    const checked = checkPlan(planDraft(values, grantsOf(pro, catalogue), catalogue));
    expect(checked.ok && checked.payload.prices?.map((price) => price.id)).toEqual([11, 12]);
    expect(checked.ok && checked.payload.permissions).toEqual(pro?.permissions);
  });

  it('given empty and wrong fields, names each on its form field in the schema’s words', () => {
    const values = planFormValues();
    values.feature_list = [{ value: 'Storage' }, { value: ' ' }];
    values.prices = [{ ...newPrice('dollars'), amount: null }];
    const checked = checkPlan(planDraft(values, {}, catalogue));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      name: 'The name field is required.',
      'feature_list.1.value': 'Enter the feature.',
      'prices.0.amount': 'Enter an amount.',
      'prices.0.currency': 'The currency is a three-letter code (USD).',
    });
  });

  it('given a paid plan without prices, says so on the price list', () => {
    const values = { ...planFormValues(), name: 'Team', prices: [] };
    const checked = checkPlan(planDraft(values, {}, catalogue));
    expect(!checked.ok && checked.errors).toEqual({ 'prices.root': 'A paid plan needs a price.' });
  });

  it('maps the server’s keys onto the form’s fields', () => {
    expect(planFieldOf('feature_list.3')).toBe('feature_list.3.value');
    expect(planFieldOf('prices.1.amount')).toBe('prices.1.amount');
    expect(planFieldOf('prices.1')).toBe('prices.1.amount');
    expect(planFieldOf('permissions.0.name')).toBe('permissions');
    expect(planFieldOf('feature_list')).toBe('feature_list.root');
    expect(planFieldOf('name')).toBe('name');
  });
});
