import type { ExpressionBuilder } from 'kysely';
import type { AppInstance } from '../../app';
import type { Database } from '../../platform/db/schema';
import type { BillingTables } from './products-repo';
import { PAST_DUE_GRACE_MS } from './subscriptions';
import { validSubscriptionExists } from './subscriptions-repo';

/**
 * Tells the user lists who is subscribed (`app.subscribers`): a user with a subscription
 * that grants its plan now, the same rule as `isValid`, written as an EXISTS on
 * `subscriptions(user_id)` so the admin's list filters and pages it in one query.
 */
export function installSubscribedUsers(app: AppInstance): void {
  app.subscribers.subscribed = (users, now) =>
    validSubscriptionExists(
      users as ExpressionBuilder<Database & BillingTables, 'users'>,
      now,
      new Date(Date.parse(now) - PAST_DUE_GRACE_MS).toISOString(),
    );
}
