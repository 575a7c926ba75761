import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from '../Stack/layout.css';

export const inlineAligns = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineJustify = (typeof inlineJustifies)[number];

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * Space between children, from the theme's space scale.
   * @default 'sm'
   */
  gap?: styles.SpaceToken;
  /**
   * Vertical alignment of the children.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * Horizontal distribution of the children.
   * @default 'start'
   */
  justify?: InlineJustify;
  /**
   * Let children flow onto further lines when they do not fit.
   * @default true
   */
  wrap?: boolean;
  /**
   * Element to render; use `ul`/`ol` for lists (children then are `li`).
   * @default 'div'
   */
  as?: 'div' | 'span' | 'ul' | 'ol';
  /** The content in a row. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Children side by side with even space between them, wrapping by default. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Tag = 'div',
  className,
  ...props
}: InlineProps) {
  const classes = [
    styles.direction.row,
    styles.gap[gap],
    styles.align[align],
    styles.justify[justify],
    styles.wrap[wrap ? 'true' : 'false'],
    className,
  ];
  return <Tag {...props} className={classes.filter(Boolean).join(' ')} />;
}
