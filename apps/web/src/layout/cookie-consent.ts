import { getCookie, setCookie } from '@coffer/core';
import { useSyncExternalStore } from 'react';

/** The cookie that remembers the visitor accepted the notice. */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
/** The notice stays hidden this many days after it is accepted. */
export const COOKIE_NOTICE_DAYS = 30;

const listeners = new Set<() => void>();

/**
 * The visitor's acceptance of the cookie notice: what hides the notice, and what lets an
 * outside measurement script load (issue 26). Kept in the cookie, so it holds across pages.
 */
export const cookieConsent = {
  given: (): boolean => getCookie(COOKIE_NOTICE_COOKIE) !== null,
  give(): void {
    setCookie(COOKIE_NOTICE_COOKIE, '1', { days: COOKIE_NOTICE_DAYS });
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether the visitor has accepted the cookie notice; re-renders when they do. */
export function useCookieConsent(): boolean {
  return useSyncExternalStore(cookieConsent.subscribe, cookieConsent.given, () => false);
}
