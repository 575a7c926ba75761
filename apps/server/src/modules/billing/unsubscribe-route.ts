import { billingEndpoints as endpoints, type UnsubscribeResponse } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { findUserByPhone, normalizePhone } from '../../kernel/users/repo';
import { requireHumanCheck } from '../../platform/human-check';
import { defineMessage } from '../../platform/i18n/define-message';
import { enforceLimits } from '../../platform/security/rate-limit';
import { cancelSubscription } from './changes';
import { currentSubscriptionOf } from './subscriber';
import { spendUnsubscribeToken } from './subscriptions-repo';
import { readUnsubscribeToken } from './unsubscribe-link';

/** Spec §8, word for word. */
export const UNSUBSCRIBE_MESSAGES = {
  notFound: defineMessage('Subscription not found.'),
  success: defineMessage('You have successfully unsubscribed.'),
} as const;

/** Tries per address per minute, and per phone number per hour. */
export const UNSUBSCRIBE_LIMITS = { perIpPerMinute: 10, perPhonePerHour: 10 } as const;

/**
 * `POST unsubscribe {phone, token?}` (spec §7): cancels, at the end of the paid period, the
 * plan of the account with that phone, and only for that account: the caller is signed in
 * as it, or brings `token`, the signed link of one of its billing emails (used up here). A
 * phone number alone cancels nobody's plan: anyone else, an unknown phone or no plan all
 * get the same 'Subscription not found.'. The human check (`recaptcha.enable.unsubscribe`)
 * and the rate limits come first.
 */
export function unsubscribeRoute(app: AppInstance): void {
  route(app, endpoints.unsubscribe, async ({ request, body }): Promise<UnsubscribeResponse> => {
    const phone = normalizePhone(body.phone);
    await enforceLimits(app.rateLimits, [
      {
        key: `unsubscribe:ip:${request.ip}`,
        max: UNSUBSCRIBE_LIMITS.perIpPerMinute,
        windowMs: 60_000,
      },
      {
        key: `unsubscribe:phone:${phone}`,
        max: UNSUBSCRIBE_LIMITS.perPhonePerHour,
        windowMs: 60 * 60_000,
      },
    ]);
    await requireHumanCheck(app, request, 'unsubscribe');
    const notFound: UnsubscribeResponse = {
      status: 'error',
      message: UNSUBSCRIBE_MESSAGES.notFound,
      deactivation_datetime: null,
    };
    const account = phone.replace('+', '') ? await findUserByPhone(app.db, phone) : undefined;
    if (!account) return notFound;
    const signedInAsIt = request.user?.id === account.id;
    const link = signedInAsIt || !body.token ? null : await readUnsubscribeToken(app, body.token);
    if (!signedInAsIt && link?.userId !== account.id) return notFound;
    const row = await currentSubscriptionOf(app, account.id);
    if (!row) return notFound;
    if (link && !(await spendUnsubscribeToken(app.db, link.nonce, account.id, app.clock.iso()))) {
      return notFound;
    }
    const cancelled =
      row.status === 'cancelled' ? row : await cancelSubscription(app, row, { immediately: false });
    return {
      status: 'success',
      message: UNSUBSCRIBE_MESSAGES.success,
      deactivation_datetime: cancelled.ends_at,
    };
  });
}
