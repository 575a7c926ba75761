import type { BootstrapData } from '@coffer/contract';
import { followsSystemScheme, resolveThemeChoice, THEME_COOKIE } from '@coffer/contract/constants';
import { getCookie } from '@coffer/core';
import { cookieConsent } from '../layout/cookie-consent';

/**
 * Whether the page's app may wait for the visitor's first move (ADR 0030): the landing page,
 * whose links work without it, unless something on it must run at once: the measurement
 * script the visitor allowed, an ad frame that takes its ad's height, or the web font of the
 * theme the visitor sees (the app loads its style sheets).
 */
export function startsOnIntent(pathname: string, bootstrap: BootstrapData, cookie: string) {
  const { homepage, analytics, cookie_notice: notice, ads } = bootstrap.settings;
  if (pathname !== '/' || homepage.type !== 'landing') return false;
  const measured =
    analytics.tracking_id.trim() !== '' && (!notice.enable || cookieConsent.given(cookie));
  const advertised = !ads.disable && ads['landing-top'].trim() !== '';
  return !measured && !advertised && !themeFontShown(bootstrap, cookie);
}

/** Whether the theme the visitor sees has a web font: either of the two while it follows the OS. */
function themeFontShown({ settings: { themes } }: BootstrapData, cookie: string): boolean {
  const choice =
    getCookie(THEME_COOKIE, cookie) ??
    (themes.default_id === null ? null : String(themes.default_id));
  const shown = followsSystemScheme(choice)
    ? [false, true].map((dark) => resolveThemeChoice(choice, themes.all, dark))
    : [resolveThemeChoice(choice, themes.all, null)];
  return shown.some((theme) => Boolean(theme?.font));
}
