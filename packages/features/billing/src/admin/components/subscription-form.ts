import {
  type AdminSubscription,
  type CreateSubscriptionPayload,
  createSubscriptionPayloadSchema,
  type SubscriptionStatus,
  type UpdateSubscriptionPayload,
  updateSubscriptionPayloadSchema,
} from '@coffer/contract';
import { parseAbsolute, type ZonedDateTime } from '@internationalized/date';

/** The editor's fields, named as the payload names them so the server's errors land. */
export interface SubscriptionFormValues {
  user_id: number | null;
  /** The select's keys: ids as text. */
  product_id: string | null;
  price_id: string | null;
  status: SubscriptionStatus;
  /** In the admin's time zone. */
  renews_at: ZonedDateTime | null;
  ends_at: ZonedDateTime | null;
  trial_ends_at: ZonedDateTime | null;
}

const DATE_FIELDS = ['renews_at', 'ends_at', 'trial_ends_at'] as const;

/** An ISO instant as a date and time in `timeZone`; null stays null. */
export function zonedOf(iso: string | null, timeZone: string): ZonedDateTime | null {
  return iso ? parseAbsolute(iso, timeZone) : null;
}

/** The instant a zoned date and time names, as the API writes it (UTC, ISO 8601). */
export function instantOf(value: ZonedDateTime | null): string | null {
  return value ? value.toDate().toISOString() : null;
}

/** The editor's starting values: a subscription's, or a new active one's. */
export function subscriptionFormValues(
  subscription: AdminSubscription | undefined,
  timeZone: string,
): SubscriptionFormValues {
  return {
    user_id: subscription?.user.id ?? null,
    product_id: subscription ? String(subscription.product.id) : null,
    price_id: subscription ? String(subscription.price.id) : null,
    status: subscription?.status ?? 'active',
    renews_at: zonedOf(subscription?.renews_at ?? null, timeZone),
    ends_at: zonedOf(subscription?.ends_at ?? null, timeZone),
    trial_ends_at: zonedOf(subscription?.trial_ends_at ?? null, timeZone),
  };
}

/** A checked payload, or each problem on the field it belongs to. */
export type SubscriptionCheck<P> =
  | { ok: true; payload: P }
  | { ok: false; errors: Record<string, string> };

/**
 * The form's values checked by the contract's schema: `POST billing/subscriptions` for a
 * new one, `PUT billing/subscriptions/{id}` (every field given) for a saved one.
 */
export function checkSubscription(
  values: SubscriptionFormValues,
  isNew: true,
): SubscriptionCheck<CreateSubscriptionPayload>;
export function checkSubscription(
  values: SubscriptionFormValues,
  isNew: false,
): SubscriptionCheck<UpdateSubscriptionPayload>;
export function checkSubscription(
  values: SubscriptionFormValues,
  isNew: boolean,
): SubscriptionCheck<CreateSubscriptionPayload | UpdateSubscriptionPayload> {
  const id = (key: string | null) => (key === null ? undefined : Number(key));
  const draft = {
    ...(isNew ? { user_id: values.user_id ?? undefined } : {}),
    product_id: id(values.product_id),
    price_id: id(values.price_id),
    status: values.status,
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, instantOf(values[field])])),
  };
  const checked = (
    isNew ? createSubscriptionPayloadSchema : updateSubscriptionPayloadSchema
  ).safeParse(draft);
  if (checked.success) return { ok: true, payload: checked.data };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
