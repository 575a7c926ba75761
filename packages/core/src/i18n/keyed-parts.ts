import { createElement, Fragment, isValidElement, type ReactNode } from 'react';

/**
 * A formatted message's parts as one node. Elements among them (values, tag chunks) are
 * wrapped in keyed fragments: `Children.toArray` keys a copy of each, but React 19 still warns
 * about a key missing on elements created without one.
 */
export function keyedParts(parts: ReactNode[]): ReactNode {
  if (parts.length === 1) return parts[0];
  return parts.map((part, index) =>
    isValidElement(part) ? createElement(Fragment, { key: index }, part) : part,
  );
}
