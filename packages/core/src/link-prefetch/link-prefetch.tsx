import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';

/** Spec §9: how long a pointer rests on a link, or focus stays, before its page is fetched. */
export const LINK_PREFETCH_DELAY_MS = 100;

/** Fetches what the page at `href` needs (its route's code and data); the app supplies it. */
export type PrefetchPage = (href: string) => void;

/**
 * What a route may put in its `handle` so that its page's data is fetched on intent too (the
 * app's prefetch calls it with the link's params, beside loading the route's code).
 */
export interface RoutePrefetchHandle {
  prefetch?: (params: Readonly<Record<string, string | undefined>>) => void;
}

const LinkPrefetchContext = createContext<PrefetchPage | null>(null);

export interface LinkPrefetchProviderProps {
  /** What fetching a page means in this app (the web app matches its routes). */
  prefetch: PrefetchPage;
  children: ReactNode;
}

/** Lets the links below fetch their page on intent (`useLinkPrefetch`). */
export function LinkPrefetchProvider({ prefetch, children }: LinkPrefetchProviderProps) {
  return <LinkPrefetchContext.Provider value={prefetch}>{children}</LinkPrefetchContext.Provider>;
}

export interface LinkIntentProps {
  onHoverStart: () => void;
  onHoverEnd: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Link prefetch on intent (spec §9): once a pointer has rested on the link, or focus has
 * stayed on it, for 100 ms, its page's code and data are fetched, so that the click finds
 * them ready. Leaving or blurring sooner fetches nothing. The handlers are those of a kit
 * `Link` (React Aria's hover and focus); a plain anchor takes them as `onMouseEnter`/`Leave`.
 * Without a `LinkPrefetchProvider`, or for a link off this site, they do nothing.
 */
export function useLinkPrefetch(href: string | undefined): LinkIntentProps {
  const prefetch = useContext(LinkPrefetchContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const start = () => {
      if (!prefetch || !href || !isSameSite(href)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => prefetch(href), LINK_PREFETCH_DELAY_MS);
    };
    const cancel = () => clearTimeout(timer.current);
    return { onHoverStart: start, onHoverEnd: cancel, onFocus: start, onBlur: cancel };
  }, [prefetch, href]);
}

function isSameSite(href: string): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
