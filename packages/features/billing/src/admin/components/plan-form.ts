import type { Grants } from '@coffer/admin/screen-parts';
import { grantedPermissions } from '@coffer/admin/screen-parts';
import {
  type PermissionCatalogueEntry,
  type PriceInterval,
  type Product,
  type ProductPayload,
  productPayloadSchema,
} from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/** The units the plan's space is typed in (binary, as the upload settings count). */
export const SPACE_UNITS = { MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;
export type SpaceUnit = keyof typeof SPACE_UNITS;
export const SPACE_UNIT_LABELS: Record<SpaceUnit, string> = {
  MB: defineMessage('MB'),
  GB: defineMessage('GB'),
  TB: defineMessage('TB'),
};

/** A price's period: a preset, or any interval and count. */
export const PERIOD_PRESETS = {
  monthly: { interval: 'month', interval_count: 1, label: defineMessage('Monthly') },
  quarterly: { interval: 'month', interval_count: 3, label: defineMessage('Quarterly') },
  semiannually: { interval: 'month', interval_count: 6, label: defineMessage('Semi-annually') },
  yearly: { interval: 'year', interval_count: 1, label: defineMessage('Yearly') },
} as const satisfies Record<
  string,
  { interval: PriceInterval; interval_count: number; label: string }
>;
export type PeriodPreset = keyof typeof PERIOD_PRESETS | 'custom';
export const CUSTOM_PERIOD_LABEL = defineMessage('Custom');

export interface PriceFormValues {
  /** The saved price's id; none for a new one. */
  id?: number;
  /** It has subscribers: shown read-only, sent back unchanged. */
  locked: boolean;
  amount: number | null;
  currency: string;
  period: PeriodPreset;
  interval: PriceInterval;
  interval_count: number | null;
}

/** The editor's fields, named as the payload names them so the server's errors land. */
export interface PlanFormValues {
  name: string;
  description: string;
  /** Objects, as a field array holds them: `feature_list.2.value`. */
  feature_list: { value: string }[];
  position: number | null;
  recommended: boolean;
  free: boolean;
  hidden: boolean;
  /** In `space_unit`s; empty: the site's default. */
  available_space: number | null;
  space_unit: SpaceUnit;
  prices: PriceFormValues[];
}

/** The preset a price's interval and count make, or custom. */
export function periodOf(interval: PriceInterval, count: number | null): PeriodPreset {
  const preset = Object.entries(PERIOD_PRESETS).find(
    ([, p]) => p.interval === interval && p.interval_count === count,
  );
  return (preset?.[0] as PeriodPreset | undefined) ?? 'custom';
}

/** A new price: monthly, in the plan's first currency (USD for a plan with none). */
export function newPrice(currency = 'USD'): PriceFormValues {
  return {
    locked: false,
    amount: null,
    currency,
    period: 'monthly',
    interval: 'month',
    interval_count: 1,
  };
}

/** The space in the largest unit that holds it whole (GB for none). */
export function spaceInUnits(bytes: number | null): { value: number | null; unit: SpaceUnit } {
  if (bytes === null) return { value: null, unit: 'GB' };
  for (const unit of ['TB', 'GB'] as const) {
    if (bytes >= SPACE_UNITS[unit] && bytes % SPACE_UNITS[unit] === 0) {
      return { value: bytes / SPACE_UNITS[unit], unit };
    }
  }
  return { value: Math.round((bytes / SPACE_UNITS.MB) * 100) / 100, unit: 'MB' };
}

/** The editor's starting values: a plan's, or a new visible paid plan's with one price. */
export function planFormValues(plan?: Product): PlanFormValues {
  const space = spaceInUnits(plan?.available_space ?? null);
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    feature_list: (plan?.feature_list ?? []).map((value) => ({ value })),
    position: plan?.position ?? 0,
    recommended: plan?.recommended ?? false,
    free: plan?.free ?? false,
    hidden: plan?.hidden ?? false,
    available_space: space.value,
    space_unit: space.unit,
    prices: plan
      ? plan.prices.map((price) => ({
          id: price.id,
          locked: price.locked,
          amount: price.amount,
          currency: price.currency,
          period: periodOf(price.interval, price.interval_count),
          interval: price.interval,
          interval_count: price.interval_count,
        }))
      : [newPrice()],
  };
}

/**
 * The `POST/PUT billing/products` draft of the form: what the contract's schema checks.
 * Empty numbers stay null so the schema names them ('Enter an amount.').
 */
export function planDraft(
  values: PlanFormValues,
  grants: Grants,
  catalogue: PermissionCatalogueEntry[],
): Record<keyof ProductPayload, unknown> {
  const space = values.available_space;
  return {
    name: values.name,
    description: values.description.trim() || null,
    feature_list: values.feature_list.map((feature) => feature.value),
    position: values.position ?? 0,
    recommended: values.recommended,
    free: values.free,
    hidden: values.hidden,
    available_space: space === null ? null : Math.round(space * SPACE_UNITS[values.space_unit]),
    permissions: grantedPermissions(grants, catalogue),
    prices: values.prices.map((price) => {
      const period = price.period === 'custom' ? price : PERIOD_PRESETS[price.period];
      return {
        ...(price.id === undefined ? {} : { id: price.id }),
        amount: price.amount,
        currency: price.currency,
        interval: period.interval,
        interval_count: period.interval_count,
      };
    }),
  };
}

/** A checked plan, or each problem on the field it belongs to. */
export type PlanCheck =
  | { ok: true; payload: ProductPayload }
  | { ok: false; errors: Record<string, string> };

/** The draft checked by the contract's own schema, its issues named as the form's fields. */
export function checkPlan(draft: Record<string, unknown>): PlanCheck {
  const checked = productPayloadSchema.safeParse(draft);
  if (checked.success) return { ok: true, payload: checked.data };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = planFieldOf(issue.path.join('.'));
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The form field a payload key names: a feature (`feature_list.2`) is its text field, a
 * price as a whole (`prices.0`, a locked one changed) its amount, a list as a whole its
 * `root` (where a field array keeps its own error), a permission the picker.
 */
export function planFieldOf(key: string): string {
  if (key === 'prices' || key === 'feature_list') return `${key}.root`;
  const feature = /^feature_list\.(\d+)$/.exec(key);
  if (feature) return `feature_list.${feature[1]}.value`;
  const price = /^prices\.(\d+)(\.id)?$/.exec(key);
  if (price) return `prices.${price[1]}.amount`;
  if (key.startsWith('permissions')) return 'permissions';
  return key;
}
