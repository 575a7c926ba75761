import type { ReactNode } from 'react';
import {
  GridListLoadMoreItem as AriaGridListLoadMoreItem,
  type GridListLoadMoreItemProps as AriaGridListLoadMoreItemProps,
} from 'react-aria-components/GridList';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './gridList.css';

export interface GridListLoadMoreItemProps
  extends Omit<AriaGridListLoadMoreItemProps, 'className' | 'style' | 'children'> {
  /**
   * Called when the end of the items scrolls into view (`scrollOffset` viewports early), and
   * again while it stays in view as items are added. The caller skips it when nothing is left.
   */
  onLoadMore?: () => void;
  /**
   * Whether a page is on its way: the item then shows `children`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the item shows while loading (text, a spinner).
   * @default the kit string `loadingMore` ('Loading more…')
   */
  children?: ReactNode;
}

/**
 * The load-more item of a `GridList`, after its last item: a sentinel that asks for the next
 * page as the end of the list comes into view, and a muted, centred item while it loads.
 */
export function GridListLoadMoreItem({ children, ...props }: GridListLoadMoreItemProps) {
  const strings = useKitStrings();
  return (
    <AriaGridListLoadMoreItem {...props} className={styles.loadMore}>
      {children ?? strings.format('loadingMore')}
    </AriaGridListLoadMoreItem>
  );
}
