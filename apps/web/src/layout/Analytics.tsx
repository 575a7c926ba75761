import { useSettings } from '@coffer/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from './cookie-consent';

/**
 * The outside measurement script (`analytics.tracking_id`), loaded only when an id is set and
 * only once the visitor accepted the cookie notice (at once when the notice is off). Its
 * loader is a chunk of its own, fetched then: nothing of it is in the first paint's code.
 * Every page the visitor sees counts as a page view, the client-side navigations after the
 * first included (the script alone would only see the page it loaded on).
 */
export function Analytics() {
  const { analytics, cookie_notice: notice } = useSettings();
  const consented = useCookieConsent();
  const trackingId = analytics.tracking_id.trim();
  const allowed = trackingId !== '' && (!notice.enable || consented);
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  /** The page last counted, so a re-render does not count it twice. */
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!allowed || counted.current === page) return;
    counted.current = page;
    import('./analytics-loader')
      .then(({ loadAnalytics, countPageView }) => {
        loadAnalytics(trackingId);
        countPageView(page);
      })
      // Blocked by the visitor's browser or offline: the site works the same without it.
      .catch(() => {});
  }, [allowed, trackingId, page]);
  return null;
}
