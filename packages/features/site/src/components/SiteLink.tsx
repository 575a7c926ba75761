import { useLinkPrefetch } from '@coffer/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface SiteLinkProps {
  /** A path of this site (`route`, navigated in the app) or a URL (`link`, opened as is). */
  href: string;
  /** @default 'route' */
  type?: 'route' | 'link';
  className?: string;
  children: ReactNode;
}

/**
 * A link of the site's pages: an in-app route fetches its page on intent (spec §9, 100 ms of
 * hover or focus) and navigates with the router; a link to elsewhere is a plain anchor.
 */
export function SiteLink({ href, type = 'route', className, children }: SiteLinkProps) {
  const intent = useLinkPrefetch(type === 'route' ? href : undefined);
  if (type === 'link') {
    return (
      <a href={href} className={className} rel="noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      onMouseEnter={intent.onHoverStart}
      onMouseLeave={intent.onHoverEnd}
      onFocus={intent.onFocus}
      onBlur={intent.onBlur}
    >
      {children}
    </Link>
  );
}
