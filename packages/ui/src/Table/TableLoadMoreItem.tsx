import type { ReactNode } from 'react';
import {
  TableLoadMoreItem as AriaTableLoadMoreItem,
  type TableLoadMoreItemProps as AriaTableLoadMoreItemProps,
} from 'react-aria-components/Table';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './table.css';

export interface TableLoadMoreItemProps
  extends Omit<AriaTableLoadMoreItemProps, 'className' | 'style' | 'children'> {
  /**
   * Called when the end of the rows scrolls into view (`scrollOffset` viewports early), and
   * again while it stays in view as rows are added. The caller skips it when nothing is left.
   */
  onLoadMore?: () => void;
  /**
   * Whether a page is on its way: the row then shows `children`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the row shows while loading (text, a spinner).
   * @default the kit string `loadingMore` ('Loading more…')
   */
  children?: ReactNode;
}

/**
 * The load-more row of a `Table`, last in its `TableBody`: a sentinel that asks for the next
 * page as the end of the rows comes into view, and a muted, centred row while it loads.
 */
export function TableLoadMoreItem({ children, ...props }: TableLoadMoreItemProps) {
  const strings = useKitStrings();
  return (
    <AriaTableLoadMoreItem {...props} className={styles.loadMore}>
      {children ?? strings.format('loadingMore')}
    </AriaTableLoadMoreItem>
  );
}
