import type { ReactNode } from 'react';
import { createContext } from 'react';
import type { Key, ListState, Selection, SelectionMode, SortDescriptor } from 'react-stately';
import type { DraggableCollectionState } from 'react-stately/useDraggableCollectionState';
import type { DroppableCollectionState } from 'react-stately/useDroppableCollectionState';
import type { DragAndDropHooks } from '../DragAndDrop/useDragAndDrop';

/** A column of the table layout. */
export interface VirtualGridColumn<T> {
  id: string;
  /** The column header's content (its accessible name). */
  name: ReactNode;
  /** Width in pixels; columns without one share what is left. */
  width?: number;
  /**
   * The column whose cell names its row (`role="rowheader"`); exactly one should be.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Pressing the header sorts by this column (`onSortChange`).
   * @default false
   */
  allowsSorting?: boolean;
  /** The cell's content for an item. */
  render: (item: T) => ReactNode;
}

export interface VirtualGridProps<T> {
  /** The grid's accessible name. */
  'aria-label': string;
  /** The items loaded so far (more pages are appended to the same array's copy). */
  items: readonly T[];
  getKey: (item: T) => Key;
  /** An item's text, for type-ahead and its row's accessible name. */
  getTextValue: (item: T) => string;
  /**
   * `table`: one row per item with `columns` and a header; `tiles`: as many tiles per row
   * as fit `tileSize`.
   * @default 'table'
   */
  layout?: 'table' | 'tiles';
  /** The table layout's columns (keep them stable: a new array renders every row again). */
  columns?: readonly VirtualGridColumn<T>[];
  /** A tile's content (the tiles layout). */
  renderTile?: (item: T) => ReactNode;
  /** Words added to an item's accessible name (its description), unseen. */
  getDescription?: (item: T) => string | undefined;
  /**
   * Row height of the table layout, in pixels.
   * @default 44
   */
  rowHeight?: number;
  /**
   * Smallest tile width and the tile height of the tiles layout, in pixels.
   * @default 168
   */
  tileSize?: number;
  /** The grid's height (it scrolls inside). */
  height: number | string;
  /** @default 'none' */
  selectionMode?: SelectionMode;
  /** @default 'toggle' */
  selectionBehavior?: 'toggle' | 'replace';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** Double click, Enter, or a tap outside selection mode, on an item. */
  onAction?: (key: Key) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * More items exist: a loading row follows the last item and `onLoadMore` is called when it
   * comes near.
   * @default false
   */
  hasMore?: boolean;
  /**
   * A page is on its way (`onLoadMore` waits).
   * @default false
   */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /**
   * The loading row's content.
   * @default the kit string `loadingMore` ('Loading more…')
   */
  loadingMore?: ReactNode;
  /** Shown instead of rows when there are no items. */
  renderEmptyState?: () => ReactNode;
  /**
   * From the kit's `useDragAndDrop`: rows drag, and take drops `on` them. Give them on every
   * render of a grid or on none (remount the grid with a new `key` to change).
   */
  dragAndDropHooks?: DragAndDropHooks;
  className?: string;
}

/** What every row of a grid reads (stable objects; see `liveProxy`). */
export interface GridContextValue {
  state: ListState<unknown>;
  dragAndDropHooks?: DragAndDropHooks;
  dragState?: DraggableCollectionState;
  dropState?: DroppableCollectionState;
  shouldSelectOnPressUp: boolean;
}

export const GridContext = createContext<GridContextValue | null>(null);
