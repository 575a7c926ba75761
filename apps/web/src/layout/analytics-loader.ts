/** Where Google's measurement script (gtag.js) comes from; the server's CSP allows it then. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The gtag.js address for a measurement id. */
export function analyticsScriptUrl(trackingId: string): string {
  return `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(trackingId)}`;
}

/**
 * Loads gtag.js for `trackingId` and configures it, once per page (a second call, or one for
 * another id after an admin's change, adds nothing until the next page load). Answers whether
 * it added the script.
 */
export function loadAnalytics(trackingId: string, doc: Document = document): boolean {
  if (doc.querySelector('script[data-analytics]')) return false;
  const win = doc.defaultView ?? window;
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays (Google's own snippet).
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js tells commands apart by their Arguments type.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Page views are sent by `countPageView`, for the first page and each navigation alike.
  win.gtag('config', trackingId, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(trackingId);
  script.dataset.analytics = trackingId;
  doc.head.append(script);
  return true;
}

/** Counts a page view of `page` (path and query) with the script loaded by `loadAnalytics`. */
export function countPageView(page: string, doc: Document = document): void {
  const win = doc.defaultView ?? window;
  win.gtag?.('event', 'page_view', {
    page_path: page,
    page_location: `${win.location.origin}${page}`,
    page_title: doc.title,
  });
}
