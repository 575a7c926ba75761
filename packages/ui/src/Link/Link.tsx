import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import * as styles from './link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children' | 'style'> {
  /**
   * `inline` is underlined for use inside text; `standalone` stands on its own (menus,
   * cards, "Forgot password?") and underlines on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** The link text. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A link. With an `href` inside a `RouterAdapterProvider` it navigates with the app's
 * router; without a provider it is a plain anchor.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  const recipeClass = styles.link({ variant });
  return (
    <AriaLink {...props} className={className ? `${recipeClass} ${className}` : recipeClass} />
  );
}
