import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { nobodySubscribed } from './repo';

/**
 * Whether the `users` row at hand is subscribed now (a subscription grants its plan), as a
 * SQL condition, so a list can both show it and filter by it in the query that pages it
 * (an EXISTS on the subscriptions' user index, not a look-up per row). `now` is ISO.
 */
export type SubscribedCondition = (
  users: ExpressionBuilder<Database, 'users'>,
  now: string,
) => Expression<SqlBool>;

/**
 * What the billing module tells the user lists (the admin's) about subscriptions, through a
 * hook: neither imports the other. Without billing nobody is subscribed.
 */
export interface SubscriberHooks {
  subscribed: SubscribedCondition;
}

export function createSubscriberHooks(): SubscriberHooks {
  return { subscribed: nobodySubscribed };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is subscribed, as SQL (see `SubscriberHooks`); the billing module fills it. */
    subscribers: SubscriberHooks;
  }
}
