import { expect, it } from 'vitest';
import * as billing from './index';

it('keeps its public export list (changes here need a changeset)', () => {
  expect(Object.keys(billing).sort()).toEqual([
    'BILLING_TEXT',
    'DEFAULT_BILLING_CYCLE',
    'billingAdminSection',
    'billingCycles',
    'billingKeys',
    'billingRoutes',
    'displayedAmount',
    'formatMoney',
    'isMonthly',
    'isYearly',
    'priceForCycle',
    'yearlySavingsPercent',
  ]);
});
