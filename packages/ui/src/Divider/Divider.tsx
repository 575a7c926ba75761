import { Separator } from 'react-aria-components/Separator';
import * as styles from './divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];

export interface DividerProps {
  /**
   * Direction of the line: between stacked content, or between items in a row.
   * @default 'horizontal'
   */
  orientation?: DividerOrientation;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A thin line that separates content, exposed as a separator. */
export function Divider({ orientation = 'horizontal', className }: DividerProps) {
  const recipeClass = styles.divider({ orientation });
  return (
    <Separator
      orientation={orientation}
      elementType={orientation === 'vertical' ? 'div' : 'hr'}
      className={className ? `${recipeClass} ${className}` : recipeClass}
    />
  );
}
