import type {
  Permission,
  Price,
  PriceInterval,
  Product,
  PublicProduct,
  productPayloadSchema,
} from '@coffer/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { PERMISSIONS } from '../../kernel/roles/catalog';
import type { Db } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { pageWindow, paginated } from '../../platform/http/pagination';
import { defineMessage } from '../../platform/i18n/define-message';
import { toMajor, toMinor } from './money';
import {
  countProducts,
  deletePrices,
  findProduct,
  insertPrice,
  insertProduct,
  listProducts,
  listPublicProducts,
  type PlanCriteria,
  type PriceColumns,
  type PriceRow,
  type ProductRow,
  permissionsOfProducts,
  pricesOfProducts,
  replaceProductPermissions,
  subscriberCounts,
  updatePrice,
  updateProduct,
} from './products-repo';

/** What a form sends for a plan, once the contract's schema parsed it. */
export type ProductInput = z.output<typeof productPayloadSchema>;

export const LOCKED_PRICE = defineMessage(
  'This price has subscribers and cannot change: add a new price instead.',
);

/** A price as the contract answers it (major units). */
export function presentPrice(row: PriceRow & { locked?: unknown }): Price {
  return {
    id: row.id,
    product_id: row.product_id,
    amount: toMajor(row.amount, row.currency),
    currency: row.currency,
    interval: row.interval as PriceInterval,
    interval_count: row.interval_count,
    locked: Boolean(row.locked),
  };
}

/** A plan as `/pricing` shows it. */
export function presentPublicProduct(row: ProductRow, prices: Price[]): PublicProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    feature_list: JSON.parse(row.feature_list) as string[],
    position: row.position,
    recommended: row.recommended === 1,
    free: row.free === 1,
    hidden: row.hidden === 1,
    available_space: row.available_space === null ? null : Number(row.available_space),
    prices,
  };
}

/** The public plans with their prices, in three queries. */
/** The pricing page's plans in the app's cache (settings, cache tab), dropped on any plan change. */
export const PUBLIC_PRODUCTS_CACHE_KEY = 'billing.public_products';
export const PUBLIC_PRODUCTS_TTL_MS = 10 * 60_000;

export async function publicProducts(app: AppInstance): Promise<PublicProduct[]> {
  const rows = await listPublicProducts(app.db);
  const prices = await pricesOfProducts(
    app.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentPublicProduct(row, prices.filter((p) => p.product_id === row.id).map(presentPrice)),
  );
}

/** One page of the admin's plan list. */
export async function productPage(
  app: AppInstance,
  list: PlanCriteria & { page: number; perPage: number },
) {
  const total = await countProducts(app.db, list);
  const rows = await listProducts(app.db, list, pageWindow(list.page, list.perPage));
  return paginated(await withDetails(app.db, rows), list.page, list.perPage, total);
}

/** A plan as the admin edits it, or 404. */
export async function productOf(app: AppInstance, id: number): Promise<Product> {
  const row = await findProduct(app.db, id);
  if (!row) throw new HttpProblem(404, 'Not found.');
  return (await withDetails(app.db, [row]))[0]!;
}

/**
 * Creates (`id` null) or replaces a plan from its form. A price that has subscribers is
 * locked: it must come back unchanged (422 on the field that changed) and cannot be left
 * out; a change is a new price. Everything is checked before anything is written, and
 * written in one transaction.
 */
export async function saveProduct(
  app: AppInstance,
  id: number | null,
  input: ProductInput,
): Promise<number> {
  const current = id === null ? null : await productOf(app, id);
  const permissions = checkedPermissions(input.permissions);
  const prices = checkedPrices(input.prices, current?.prices ?? []);
  const now = app.clock.iso();
  const columns = {
    name: input.name,
    description: input.description,
    feature_list: JSON.stringify(input.feature_list),
    position: input.position,
    recommended: input.recommended ? 1 : 0,
    free: input.free ? 1 : 0,
    hidden: input.hidden ? 1 : 0,
    available_space: input.available_space,
  };
  return app.db.transaction().execute(async (trx) => {
    const productId = id ?? (await insertProduct(trx, columns, now));
    if (id !== null) await updateProduct(trx, id, columns, now);
    await deletePrices(trx, prices.removed);
    for (const price of prices.changed) await updatePrice(trx, price.id, price.columns);
    for (const price of prices.added) await insertPrice(trx, productId, price, now);
    await replaceProductPermissions(trx, productId, permissions);
    return productId;
  });
}

async function withDetails(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [prices, permissions, counts] = await Promise.all([
    pricesOfProducts(db, ids),
    permissionsOfProducts(db, ids),
    subscriberCounts(db, ids),
  ]);
  return rows.map((row) => ({
    ...presentPublicProduct(row, prices.filter((p) => p.product_id === row.id).map(presentPrice)),
    permissions: permissions
      .filter((p) => p.product_id === row.id)
      .map((p) => presentPermission(p.name, p.restrictions)),
    subscribers_count: counts.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

function presentPermission(name: string, restrictions: string): Permission {
  const values = JSON.parse(restrictions) as Record<string, number | string | null>;
  return { name, restrictions: Object.entries(values).map(([r, value]) => ({ name: r, value })) };
}

/** Permissions the catalog knows, never an admin one; restrictions by the names it offers. */
function checkedPermissions(permissions: Permission[]) {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const rows = permissions.map((permission, index) => {
    const known = PERMISSIONS.find((p) => p.name === permission.name);
    if (!known || seen.has(permission.name)) {
      errors[`permissions.${index}.name`] = [defineMessage('The selected permission is invalid.')];
    } else if (known.group === 'admin') {
      errors[`permissions.${index}.name`] = [
        defineMessage('A plan cannot grant an admin permission.'),
      ];
    }
    seen.add(permission.name);
    const values: Record<string, number | string | null> = {};
    permission.restrictions.forEach((restriction, r) => {
      if (!known?.restrictions?.includes(restriction.name)) {
        errors[`permissions.${index}.restrictions.${r}.name`] = [
          defineMessage('The selected restriction is invalid.'),
        ];
      }
      values[restriction.name] = restriction.value;
    });
    return { name: permission.name, restrictions: JSON.stringify(values) };
  });
  throwIfAny(errors);
  return rows;
}

type PriceInput = ProductInput['prices'][number];

/** Sorts the form's prices into new, changed and removed ones; 422 for a locked price touched. */
function checkedPrices(input: PriceInput[], current: Price[]) {
  const errors: Record<string, string[]> = {};
  const added: PriceColumns[] = [];
  const changed: Array<{ id: number; columns: PriceColumns }> = [];
  const kept = new Set<number>();
  input.forEach((price, index) => {
    const amount = toMinor(price.amount, price.currency);
    if (amount === null) {
      errors[`prices.${index}.amount`] = [
        defineMessage('This amount has more decimals than its currency allows.'),
      ];
      return;
    }
    const columns = {
      amount,
      currency: price.currency,
      interval: price.interval,
      interval_count: price.interval_count,
    };
    if (price.id === undefined) {
      added.push(columns);
      return;
    }
    const existing = current.find((p) => p.id === price.id);
    if (!existing || kept.has(price.id)) {
      errors[`prices.${index}.id`] = [defineMessage('The selected price is invalid.')];
      return;
    }
    kept.add(price.id);
    const differs = {
      amount: toMinor(existing.amount, existing.currency) !== amount,
      currency: existing.currency !== price.currency,
      interval: existing.interval !== price.interval,
      interval_count: existing.interval_count !== price.interval_count,
    };
    if (!Object.values(differs).some(Boolean)) return;
    if (existing.locked) {
      for (const [field, changedField] of Object.entries(differs)) {
        if (changedField) errors[`prices.${index}.${field}`] = [LOCKED_PRICE];
      }
      return;
    }
    changed.push({ id: price.id, columns });
  });
  const removed = current.filter((p) => !kept.has(p.id));
  if (removed.some((p) => p.locked)) {
    errors.prices = [
      ...(errors.prices ?? []),
      defineMessage('A price that has subscribers cannot be removed.'),
    ];
  }
  throwIfAny(errors);
  return { added, changed, removed: removed.map((p) => p.id) };
}

function throwIfAny(errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpProblem(422, first, errors);
}
