import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'danger', 'positive'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textElements = ['span', 'p', 'div'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextElement = (typeof textElements)[number];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * Element to render: inline `span`, paragraph `p`, or block `div`.
   * @default 'span'
   */
  as?: TextElement;
  /**
   * Font size.
   * @default 'md'
   */
  size?: TextSize;
  /**
   * Colour by meaning. `muted` is for secondary text and still meets contrast.
   * @default 'default'
   */
  tone?: TextTone;
  /**
   * Font weight.
   * @default 'regular'
   */
  weight?: TextWeight;
  /**
   * Cut to one line with an ellipsis (give the full text another way, e.g. a `title`).
   * @default false
   */
  truncate?: boolean;
  /** The text. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Body text in the theme's sizes and tones. */
export function Text({
  as: Tag = 'span',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  truncate = false,
  className,
  ...props
}: TextProps) {
  const recipeClass = styles.text({ size, tone, weight, truncate });
  return <Tag {...props} className={className ? `${recipeClass} ${className}` : recipeClass} />;
}
