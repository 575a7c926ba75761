import { getCookie, setCookie } from '@coffer/core';
import { createContext, useContext, useSyncExternalStore } from 'react';

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
  /** From the page's cookies, or from a request's `Cookie` header (on the server). */
  given: (cookieHeader?: string): boolean =>
    getCookie(COOKIE_NOTICE_COOKIE, cookieHeader ?? document.cookie) !== null,
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

/**
 * The request's `Cookie` header while a page renders on the server (ADR 0030); undefined in the
 * browser, where the page's own cookies are read.
 */
export const RequestCookieContext = createContext<string | undefined>(undefined);

/**
 * Whether the visitor has accepted the cookie notice; re-renders when they do. A page the server
 * rendered shows the notice as the request's cookies say, and hydrates with the same answer
 * from the page's cookies: a returning visitor is not shown it again until the app runs.
 */
export function useCookieConsent(): boolean {
  const requestCookies = useContext(RequestCookieContext);
  return useSyncExternalStore(
    cookieConsent.subscribe,
    () => cookieConsent.given(),
    () => cookieConsent.given(requestCookies),
  );
}
