import { useSettings } from '@coffer/core';
import { useEffect } from 'react';
import { useCookieConsent } from './cookie-consent';

/**
 * The outside measurement script (`analytics.tracking_id`), loaded only when an id is set and
 * only once the visitor accepted the cookie notice (at once when the notice is off). Its
 * loader is a chunk of its own, fetched then: nothing of it is in the first paint's code.
 */
export function Analytics() {
  const { analytics, cookie_notice: notice } = useSettings();
  const consented = useCookieConsent();
  const trackingId = analytics.tracking_id.trim();
  const allowed = trackingId !== '' && (!notice.enable || consented);
  useEffect(() => {
    if (!allowed) return;
    import('./analytics-loader')
      .then(({ loadAnalytics }) => loadAnalytics(trackingId))
      // Blocked by the visitor's browser or offline: the site works the same without it.
      .catch(() => {});
  }, [allowed, trackingId]);
  return null;
}
