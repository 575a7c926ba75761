import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** Each level's size unless `size` says otherwise: the outline and the look can differ. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  /**
   * Place in the document outline: renders `h1`…`h6`.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * Visual size, independent of the level.
   * @default the level's size (1 → 'xl', 2 → 'lg', 3 → 'md', 4 → 'sm', 5–6 → 'xs')
   */
  size?: HeadingSize;
  /** The heading text. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A section heading. Pick `level` for the outline and `size` for the look. */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const recipeClass = styles.heading({ size: size ?? sizeOfLevel[level] });
  return <Tag {...props} className={className ? `${recipeClass} ${className}` : recipeClass} />;
}
