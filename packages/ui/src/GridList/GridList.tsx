import { GripVertical } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components/GridList';
import { GridLayout, Size, Virtualizer } from 'react-aria-components/Virtualizer';
import { Button } from '../Button/Button';
import { FixedRowListLayout } from '../ListBox/listLayout';
import { rowsToFill, useProgressiveItems } from '../Table/progressiveItems';
import { RowSelectionCheckbox } from '../Table/RowSelectionCheckbox';
import * as styles from './gridList.css';

export const gridListLayouts = ['list', 'grid'] as const;
export type GridListLayout = (typeof gridListLayouts)[number];

export interface GridListProps<T extends object>
  extends Omit<AriaGridListProps<T>, 'className' | 'style' | 'layout'> {
  /**
   * A vertical list, or a grid of tiles (arrow keys then move in two dimensions).
   * @default 'list'
   */
  layout?: GridListLayout;
  /**
   * Height of the scrolling area; items outside it are not rendered.
   * @default 400
   */
  height?: number | string;
  /**
   * Height of a list row in pixels.
   * @default 48
   */
  rowHeight?: number;
  /**
   * Smallest tile size in the grid layout, in pixels.
   * @default 160
   */
  tileSize?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A virtualised, selectable list or grid of items (files, folders) with the same selection
 * model as `Table`: click, Shift for a range, Ctrl/Cmd to add, Ctrl/Cmd+A, Escape clears;
 * item actions via `onAction`; drag and drop via `dragAndDropHooks`. Long `items` lists join
 * the collection a few hundred at a time after the first items are shown.
 */
export function GridList<T extends object>({
  layout = 'list',
  height = 400,
  rowHeight = 48,
  tileSize = 160,
  className,
  items,
  ...props
}: GridListProps<T>) {
  const shownItems = useProgressiveItems(
    items,
    layout === 'list' ? rowsToFill(height, rowHeight) : undefined,
  );
  // New options objects would make the virtualizer compare layouts on every render.
  const gridOptions = useMemo(
    () => ({
      minItemSize: new Size(tileSize, tileSize),
      minSpace: new Size(8, 8),
      preserveAspectRatio: true,
    }),
    [tileSize],
  );
  const listOptions = useMemo(() => ({ rowSize: rowHeight }), [rowHeight]);
  const list = (
    <AriaGridList
      {...props}
      items={shownItems}
      layout={layout === 'grid' ? 'grid' : 'stack'}
      className={`${styles.gridList({ layout })}${className ? ` ${className}` : ''}`}
      style={{ height }}
    />
  );
  return layout === 'grid' ? (
    <Virtualizer layout={GridLayout} layoutOptions={gridOptions}>
      {list}
    </Virtualizer>
  ) : (
    <Virtualizer layout={FixedRowListLayout} layoutOptions={listOptions}>
      {list}
    </Virtualizer>
  );
}

export interface GridListItemProps
  extends Omit<AriaGridListItemProps, 'className' | 'style' | 'children'> {
  /** The item's content. */
  children?: ReactNode;
}

/** One item; gets a drag handle and a selection checkbox from the list's options. */
export function GridListItem({ children, textValue, ...props }: GridListItemProps) {
  return (
    <AriaGridListItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {({ selectionMode, selectionBehavior, allowsDragging }) => (
        <>
          {allowsDragging && (
            <Button slot="drag" variant="text" size="sm">
              <GripVertical size={16} aria-hidden="true" />
            </Button>
          )}
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && <RowSelectionCheckbox />}
          <span className={styles.content}>{children}</span>
        </>
      )}
    </AriaGridListItem>
  );
}
