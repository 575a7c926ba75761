import type { User } from '@coffer/contract';
import type { AppInstance } from '../../app';
import type { GrantSource } from '../../kernel/roles/repo';
import { readThrough } from '../../platform/db/database';
import { findFreeProduct } from './products-repo';
import { isActive, isValid } from './subscriptions';
import {
  grantsOfProducts,
  liveSubscriptionsOfUser,
  spaceOfProducts,
  subscriptionsOfUser,
} from './subscriptions-repo';

/**
 * What a plan gives its subscriber, plugged into the kernel and the modules through their
 * hooks (none of them imports billing): the plan's permissions as a grant source, merged
 * with the user's roles; its storage as the drive's plan quota; the subscriptions in the
 * user the client sees. Without a valid subscription, the free plan applies while billing
 * is on; otherwise the user's roles alone.
 */
export function installPlanGrants(app: AppInstance): void {
  const source: GrantSource = async (userId) =>
    grantsOfProducts(app.db, await plansOf(app, userId));
  app.grantSources.push(source);
  app.drive.planSpace = (userId) =>
    readThrough(app.db, `billing.planSpace:${userId}`, () => planSpaceOf(app, userId));
  app.clientUser.subscriptionsOf = (userId) => subscriptionSummaries(app, userId);
}

/**
 * The plans that apply to a user now: those of their valid subscriptions, else the free
 * plan (billing on). Kept with the permissions until the database changes (readThrough):
 * a subscription that runs out is written `expired` by the expiry job within a minute.
 */
async function plansOf(app: AppInstance, userId: number): Promise<number[]> {
  const now = app.clock.nowMs();
  const valid = (await liveSubscriptionsOfUser(app.db, userId)).filter((row) => isValid(row, now));
  if (valid.length) return [...new Set(valid.map((row) => row.product_id))];
  if (!(await app.settings.get('billing')).enable) return [];
  const free = await findFreeProduct(app.db);
  return free ? [free.id] : [];
}

/** The most generous storage of the user's plans; null when none sets one. */
async function planSpaceOf(app: AppInstance, userId: number): Promise<number | null> {
  const spaces = (await spaceOfProducts(app.db, await plansOf(app, userId)))
    .map((row) => row.available_space)
    .filter((space) => space !== null)
    .map(Number);
  return spaces.length ? Math.max(...spaces) : null;
}

async function subscriptionSummaries(
  app: AppInstance,
  userId: number,
): Promise<User['subscriptions']> {
  const now = app.clock.nowMs();
  return (await subscriptionsOfUser(app.db, userId, 20)).map((row) => ({
    id: row.id,
    valid: isValid(row, now),
    active: isActive(row, now),
  }));
}
