import type { AppInstance } from '../../app';
import { findUserById } from '../../kernel/users/repo';
import { escapeHtml } from '../../platform/http/escape-html';
import { defineMessage } from '../../platform/i18n/define-message';
import { chosenLanguage } from '../../platform/i18n/request-language';
import { render } from '../../platform/mail/templates';
import { notify } from '../notifications/service';
import { findProduct } from './products-repo';
import type { SubscriptionRow } from './subscriptions-repo';
import { unsubscribeLink } from './unsubscribe-link';

/** The wording of billing's emails and notifications (ADR 0016: translated when sent). */
export const BILLING_NOTICES = {
  confirmedSubject: defineMessage('Your {plan} plan on {site}'),
  confirmedIntro: defineMessage('Thank you for subscribing to {plan}.'),
  renewsOn: defineMessage('It renews on {date}.'),
  manage: defineMessage('Manage billing'),
  unsubscribeIntro: defineMessage(
    'To cancel it at the end of the paid period, follow this link (it works once):',
  ),
  unsubscribe: defineMessage('Unsubscribe'),
  paymentFailed: defineMessage('The payment for your {plan} plan failed.'),
  paymentFailedKeep: defineMessage(
    'Update your payment method by {date} to keep your plan; after that it ends.',
  ),
  paymentFailedCancel: defineMessage('To cancel your plan instead, open {link}'),
  updatePaymentMethod: defineMessage('Update payment method'),
} as const;

/** The subscriber's confirmation: the plan, when it renews, and the signed unsubscribe link. */
export async function sendSubscriptionConfirmation(
  app: AppInstance,
  row: SubscriptionRow,
): Promise<void> {
  const [user, product] = await Promise.all([
    findUserById(app.db, row.user_id),
    findProduct(app.db, row.product_id),
  ]);
  if (!user || !product) return;
  const language = await chosenLanguage(app, user.language);
  const site = (await app.settings.get('branding')).site_name;
  const t = (message: string, values: Record<string, string> = {}) =>
    app.catalogue.translate(language, message, { site, plan: product.name, ...values });
  const link = await unsubscribeLink(app, user.id);
  const renews = row.renews_at
    ? [
        {
          kind: 'p' as const,
          text: t(BILLING_NOTICES.renewsOn, { date: dateIn(language, row.renews_at) }),
        },
      ]
    : [];
  const email = render(
    { language, site, catalogue: app.catalogue },
    t(BILLING_NOTICES.confirmedSubject),
    [
      { kind: 'p', text: t(BILLING_NOTICES.confirmedIntro) },
      ...renews,
      { kind: 'button', text: t(BILLING_NOTICES.manage), href: `${app.config.appUrl}/billing` },
      { kind: 'p', text: t(BILLING_NOTICES.unsubscribeIntro) },
      { kind: 'button', text: t(BILLING_NOTICES.unsubscribe), href: link },
    ],
  );
  await app.mailer.send(user.email, email);
}

/**
 * Tells the subscriber a renewal failed: in the app and by email (their channel choices
 * apply, through the notifications module), with the date the plan ends unless they update
 * the card, and the signed unsubscribe link.
 */
export async function notifyPaymentFailed(
  app: AppInstance,
  row: SubscriptionRow,
  endsAt: string,
): Promise<void> {
  const [user, product] = await Promise.all([
    findUserById(app.db, row.user_id),
    findProduct(app.db, row.product_id),
  ]);
  if (!user || !product) return;
  const link = await unsubscribeLink(app, user.id);
  const language = await chosenLanguage(app, user.language);
  await notify(app, user.id, 'billing-payment-failed', {
    image: null,
    lines: [
      { type: 'primary', content: BILLING_NOTICES.paymentFailed },
      { type: 'secondary', content: BILLING_NOTICES.paymentFailedKeep },
      {
        type: 'secondary',
        content: BILLING_NOTICES.paymentFailedCancel,
        // notify translates contents and actions, not a line's own link label.
        action: { link, label: app.catalogue.translate(language, BILLING_NOTICES.unsubscribe) },
      },
    ],
    mainAction: {
      label: BILLING_NOTICES.updatePaymentMethod,
      action: '/billing/change-payment-method',
    },
    // Placed into HTML lines: escaped here (NotificationMessage).
    values: {
      plan: escapeHtml(product.name),
      date: escapeHtml(dateIn(language, endsAt)),
      link: escapeHtml(link),
    },
  });
}

/** A date as the reader's language writes it (UTC: emails have no time zone to go by). */
function dateIn(language: string, iso: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}
