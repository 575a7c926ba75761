import { useSettings, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Link } from '@coffer/ui/Link';
import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_DAYS,
  cookieConsent,
  useCookieConsent,
} from './cookie-consent';
import * as styles from './cookie-notice.css';

export { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS };

/**
 * The cookie notice bar (spec §2.5) at the top or bottom of every screen (settings
 * `cookie_notice.position`), when the settings enable it; accepting hides it for 30 days.
 * With the `policy` button action, it also links to the cookie policy (`policy_url`).
 */
export function CookieNotice() {
  const { cookie_notice: notice } = useSettings();
  const { trans } = useTrans();
  const accepted = useCookieConsent();
  if (!notice.enable || accepted) return null;
  const policy = notice.button.action === 'policy' ? policyHref(notice.policy_url) : null;
  return (
    <section aria-label={trans('Cookie notice')} className={styles.position[notice.position]}>
      <p className={styles.text}>
        {trans(
          'We use cookies to optimize site functionality and give you the best possible experience.',
        )}
      </p>
      {policy && (
        <Link
          href={policy.href}
          {...(policy.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {trans('Read the cookie policy')}
        </Link>
      )}
      <Button size="sm" onPress={cookieConsent.give}>
        {notice.button.label}
      </Button>
    </section>
  );
}

/**
 * The policy page the notice links to: a path of this site (opened by the app's router) or
 * an http(s) address (opened in a new tab); anything else (empty, `javascript:`) gives no link.
 */
export function policyHref(url: string): { href: string; external: boolean } | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
    return { href: trimmed, external: false };
  return /^https?:\/\/[^/]/i.test(trimmed) ? { href: trimmed, external: true } : null;
}
