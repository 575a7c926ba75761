import { getCookie, setCookie, useSettings, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { useState } from 'react';
import * as styles from './cookie-notice.css';

/** The cookie that remembers the visitor accepted the notice. */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
/** The notice stays hidden this many days after it is accepted. */
export const COOKIE_NOTICE_DAYS = 30;

/**
 * The cookie notice bar (spec §2.5) at the top or bottom of every screen, when the
 * settings enable it; accepting hides it for 30 days.
 */
export function CookieNotice() {
  const { cookie_notice: notice } = useSettings();
  const { trans } = useTrans();
  const [accepted, setAccepted] = useState(() => getCookie(COOKIE_NOTICE_COOKIE) !== null);
  if (!notice.enable || accepted) return null;
  const accept = () => {
    setCookie(COOKIE_NOTICE_COOKIE, '1', { days: COOKIE_NOTICE_DAYS });
    setAccepted(true);
  };
  return (
    <section aria-label={trans('Cookie notice')} className={styles.position[notice.position]}>
      <p className={styles.text}>
        {trans(
          'We use cookies to optimize site functionality and give you the best possible experience.',
        )}
      </p>
      <Button size="sm" onPress={accept}>
        {notice.button.label}
      </Button>
    </section>
  );
}
