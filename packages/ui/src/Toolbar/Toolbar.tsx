import type { ReactNode } from 'react';
import {
  Toolbar as AriaToolbar,
  type ToolbarProps as AriaToolbarProps,
} from 'react-aria-components/Toolbar';
import * as styles from './toolbar.css';

export const toolbarOrientations = ['horizontal', 'vertical'] as const;
export type ToolbarOrientation = (typeof toolbarOrientations)[number];

export interface ToolbarProps extends Omit<AriaToolbarProps, 'className' | 'style' | 'children'> {
  /** The controls: buttons, menu triggers, toggle buttons, separators. */
  children: ReactNode;
  /**
   * Which arrow keys move between the controls, and how they line up.
   * @default 'horizontal'
   */
  orientation?: ToolbarOrientation;
  /** Extra class for layout by the caller (position, background). */
  className?: string;
}

/**
 * A set of controls that is one Tab stop: Tab enters it and the next Tab leaves it, the arrow
 * keys move between its controls. Name it with `aria-label`.
 */
export function Toolbar({ orientation = 'horizontal', className, ...props }: ToolbarProps) {
  const recipeClass = styles.toolbar({ orientation });
  return (
    <AriaToolbar
      {...props}
      orientation={orientation}
      className={className ? `${recipeClass} ${className}` : recipeClass}
    />
  );
}
