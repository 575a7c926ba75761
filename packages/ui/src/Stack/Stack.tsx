import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './layout.css';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * Space between children, from the theme's space scale.
   * @default 'md'
   */
  gap?: styles.SpaceToken;
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * Element to render; use `ul`/`ol` for lists (children then are `li`).
   * @default 'div'
   */
  as?: 'div' | 'section' | 'ul' | 'ol';
  /** The stacked content. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Children one under another with even space between them. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as: Tag = 'div',
  className,
  ...props
}: StackProps) {
  const classes = [styles.direction.column, styles.gap[gap], styles.align[align], className];
  return <Tag {...props} className={classes.filter(Boolean).join(' ')} />;
}
