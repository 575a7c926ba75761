// biome-ignore-all lint/a11y/useSemanticElements: the ARIA grid pattern on divs; a virtualised <table> cannot place rows absolutely.
// biome-ignore-all lint/a11y/useFocusableInteractive: React Aria's row hooks give rows their roving tabIndex; cells and the header row are not focus stops in the grid pattern.
// biome-ignore-all lint/correctness/useHookAtTopLevel: the drag and drop hooks run when `dragAndDropHooks` has them, which must hold for every render of a grid (as in React Aria's own collections).
// biome-ignore-all lint/a11y/useAriaPropsSupportedByRole: aria-rowcount and aria-colcount go on the grid, whose role comes from useGridList's props.
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useCollator } from 'react-aria/useCollator';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useGridList } from 'react-aria/useGridList';
import type { Key, ListState, Node, Selection, SortDescriptor } from 'react-stately';
import type { DraggableCollectionState } from 'react-stately/useDraggableCollectionState';
import type { DroppableCollectionState } from 'react-stately/useDroppableCollectionState';
import { useListState } from 'react-stately/useListState';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { ArrayCollection } from './ArrayCollection';
import { IndexKeyboardDelegate, RowDropTargetDelegate } from './delegates';
import { GridRow } from './GridRow';
import {
  GridContext,
  type GridContextValue,
  type VirtualGridColumn,
  type VirtualGridProps,
} from './grid-context';
import { HeaderRow } from './HeaderRow';
import { liveProxy } from './live-proxy';
import * as styles from './virtualGrid.css';

export type { Key, Selection, SortDescriptor, VirtualGridColumn, VirtualGridProps };

const HEADER_HEIGHT = 40;
const TILE_GAP = 8;
/** Rows of items before the end at which the next page is asked for. */
const LOAD_AHEAD_ROWS = 10;

/**
 * A virtualised grid for long lists (tens of thousands of items, loaded a page at a time): a
 * table with a header, or tiles. `@tanstack/react-virtual` places the rows in view; React
 * Aria's public hooks give the grid pattern's behaviour: focus, selection (click, Shift,
 * Ctrl/Cmd, long press), keyboard (arrows, Home/End, Page Up/Down, type-ahead, select all)
 * and drag and drop. Only the rows in view (and the focused one) are in the DOM, each with
 * `aria-rowindex` in an `aria-rowcount`. The collection is an index over the items array,
 * so a new page costs its own items: no copy of the collection, no walk over what was loaded
 * (ADR 0013).
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const {
    items,
    layout = 'table',
    columns = [],
    rowHeight = 44,
    tileSize = 168,
    height,
    hasMore = false,
    isLoadingMore = false,
    onLoadMore,
    loadingMore,
    renderEmptyState,
    dragAndDropHooks,
    sortDescriptor,
    onSortChange,
    className,
  } = props;
  const strings = useKitStrings();
  const isTable = layout === 'table';
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);

  // The collection: a key index over `items`, extended in place when a page is appended.
  const previous = useRef<ArrayCollection<T> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: getKey and getTextValue are read once per items array.
  const collection = useMemo(
    () => new ArrayCollection(items, props.getKey, props.getTextValue, previous.current),
    [items],
  );
  useLayoutEffect(() => {
    previous.current = collection;
  }, [collection]);

  const listState = useListState<T>({
    collection,
    children: undefined as never,
    selectionMode: props.selectionMode ?? 'none',
    selectionBehavior: props.selectionBehavior,
    selectedKeys: props.selectedKeys,
    defaultSelectedKeys: props.defaultSelectedKeys,
    onSelectionChange: props.onSelectionChange,
    disabledKeys: props.disabledKeys,
  });
  // Rows are memoised and render only when what they show changes, so they hold one state
  // object whose members always read the latest render's (see `liveProxy`).
  const live = useRef(listState);
  live.current = listState;
  const state = useMemo(
    () =>
      ({
        get collection() {
          return live.current.collection;
        },
        get disabledKeys() {
          return live.current.disabledKeys;
        },
        selectionManager: liveProxy(() => live.current.selectionManager),
      }) as ListState<unknown>,
    [],
  );
  const manager = listState.selectionManager;

  // Tiles per row and rows per page, from the grid's size (measured when it changes: reading
  // it while rendering would force a layout on every scroll step).
  const [{ width, viewport }, setSize] = useState({ width: 0, viewport: 600 });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, viewport: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const lanes = isTable ? 1 : Math.max(1, Math.floor((width - TILE_GAP) / (tileSize + TILE_GAP)));
  const itemHeight = isTable ? rowHeight : tileSize + TILE_GAP;
  const headerHeight = isTable ? HEADER_HEIGHT : TILE_GAP;

  // The focused row stays rendered (it holds the focus) wherever the list is scrolled.
  const focusedIndex = collection.indexOf(manager.focusedKey);
  const focusedRef = useRef(focusedIndex);
  focusedRef.current = focusedIndex;
  const virtualizer = useVirtualizer({
    count: collection.size,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemHeight,
    overscan: isTable ? 6 : 2,
    lanes,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    // Rows render in React's own update after a scroll event, not synchronously inside it:
    // React Aria's collection reads the scroll position in its own scroll listener, which
    // after a synchronous render forced a layout of the new rows on every event.
    useFlushSync: false,
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedRef.current;
      if (focused >= 0 && !indexes.includes(focused)) {
        indexes.push(focused);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });
  // Row sizes are fixed: a change of layout or lanes re-measures every row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sizes depend on these.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [itemHeight, lanes]);

  // Keyboard focus moving to a row out of view scrolls it in.
  useEffect(() => {
    if (focusedIndex >= 0 && manager.isFocused) {
      virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
    }
  }, [focusedIndex, manager.isFocused, virtualizer]);

  const collator = useCollator({ usage: 'search', sensitivity: 'base' });
  const { direction } = useLocale();
  const inlineSign = direction === 'rtl' ? -1 : 1;
  const pageRows = Math.max(1, Math.floor((viewport - headerHeight) / itemHeight) - 1);
  const keyboardDelegate = useMemo(
    () =>
      new IndexKeyboardDelegate(
        collection,
        lanes,
        pageRows,
        direction,
        collator,
        listState.disabledKeys,
      ),
    [collection, lanes, pageRows, direction, collator, listState.disabledKeys],
  );
  const { gridProps } = useGridList(
    {
      'aria-label': props['aria-label'],
      keyboardDelegate,
      onAction: props.onAction,
      shouldSelectOnPressUp: !!dragAndDropHooks?.useDraggableCollectionState,
      keyboardNavigationBehavior: isTable ? 'arrow' : 'tab',
    },
    state,
    scrollRef,
  );

  // Drag and drop, as React Aria's own collections use the kit's `useDragAndDrop` hooks.
  let dragState: DraggableCollectionState | undefined;
  let dropState: DroppableCollectionState | undefined;
  let collectionDropProps: object | undefined;
  const dropTargetDelegate = useMemo(
    () =>
      new RowDropTargetDelegate(scrollRef, (value) =>
        (live.current.collection as ArrayCollection<T>).keyFromData(value),
      ),
    [],
  );
  // The collection hooks get the same stable states as the rows (React Aria keys what the
  // collection registers by the state object), each reading the latest render's.
  const liveDrag = useRef<DraggableCollectionState | undefined>(undefined);
  const liveDrop = useRef<DroppableCollectionState | undefined>(undefined);
  const stableDrag = useMemo(() => liveProxy(() => liveDrag.current), []);
  const stableDrop = useMemo(() => liveProxy(() => liveDrop.current), []);
  if (dragAndDropHooks?.useDraggableCollectionState && dragAndDropHooks.useDraggableCollection) {
    dragState = dragAndDropHooks.useDraggableCollectionState({
      collection,
      selectionManager: manager,
    });
    liveDrag.current = dragState;
    dragAndDropHooks.useDraggableCollection({}, stableDrag, scrollRef);
  }
  if (dragAndDropHooks?.useDroppableCollectionState && dragAndDropHooks.useDroppableCollection) {
    dropState = dragAndDropHooks.useDroppableCollectionState({
      collection,
      selectionManager: manager,
    });
    liveDrop.current = dropState;
    collectionDropProps = dragAndDropHooks.useDroppableCollection(
      { keyboardDelegate, dropTargetDelegate },
      stableDrop,
      scrollRef,
    ).collectionProps;
  }
  const isDraggable = !!dragState;
  const isDroppable = !!dropState;
  const context = useMemo<GridContextValue>(
    () => ({
      state,
      dragAndDropHooks,
      dragState: isDraggable ? stableDrag : undefined,
      dropState: isDroppable ? stableDrop : undefined,
      shouldSelectOnPressUp: isDraggable,
    }),
    [state, dragAndDropHooks, isDraggable, isDroppable, stableDrag, stableDrop],
  );

  const { focusProps, isFocusVisible } = useFocusRing();
  const virtualItems = virtualizer.getVirtualItems();

  // The next page, when the rows in view come near the end.
  const lastRendered = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    if (!hasMore || isLoadingMore || !onLoadMore) return;
    if (lastRendered >= collection.size - 1 - LOAD_AHEAD_ROWS * lanes) onLoadMore();
  }, [hasMore, isLoadingMore, onLoadMore, lastRendered, collection.size, lanes]);

  const isEmpty = collection.size === 0;
  const columnTemplate = columns
    .map((column) => (column.width ? `${column.width}px` : 'minmax(0, 1fr)'))
    .join(' ');
  const laneWidth = lanes > 0 ? (width - TILE_GAP) / lanes : width;
  const totalHeight = virtualizer.getTotalSize() - headerHeight;
  // The header row, the items, and the loading row while there is more.
  const rowCount = collection.size + (isTable ? 1 : 0) + (hasMore && collection.size > 0 ? 1 : 0);

  const onKeyDownCapture = (event: KeyboardEvent) => {
    // ArrowUp from the first row reaches the sortable column headers, as in a table.
    if (!isTable || event.key !== 'ArrowUp' || event.altKey) return;
    const first = collection.keyAt(0);
    if (first == null || manager.focusedKey !== first) return;
    if (!(event.target as Element).closest?.('[role="row"][data-key]')) return;
    const header = headerRef.current?.querySelector<HTMLElement>('button');
    if (!header) return;
    event.preventDefault();
    event.stopPropagation();
    header.focus();
  };

  return (
    <GridContext.Provider value={context}>
      <div
        {...mergeProps(gridProps, focusProps, collectionDropProps ?? {}, { onKeyDownCapture })}
        ref={scrollRef}
        aria-rowcount={rowCount}
        aria-colcount={isTable ? columns.length : 1}
        className={[styles.grid, className].filter(Boolean).join(' ')}
        style={{ height }}
        data-layout={layout}
        data-empty={isEmpty || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-drop-target={dropState?.isDropTarget({ type: 'root' }) || undefined}
      >
        {isTable && (
          <div role="rowgroup" className={styles.header} ref={headerRef}>
            <HeaderRow
              columns={columns}
              template={columnTemplate}
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
              onLeave={() => {
                const first = collection.keyAt(0);
                if (first == null) return;
                manager.setFocused(true);
                manager.setFocusedKey(first);
                scrollRef.current
                  ?.querySelector<HTMLElement>(
                    `[role="row"][data-key="${CSS.escape(String(first))}"]`,
                  )
                  ?.focus();
              }}
            />
          </div>
        )}
        <div role="rowgroup" className={styles.body} style={{ height: Math.max(0, totalHeight) }}>
          {virtualItems.map((virtualItem) => {
            const node = collection.nodeAt(virtualItem.index) as Node<T>;
            const key = node.key;
            const isFocused = manager.focusedKey === key;
            const y = virtualItem.start - headerHeight;
            return (
              <GridRow
                key={String(key)}
                node={node}
                rowIndex={virtualItem.index + (isTable ? 2 : 1)}
                // Rows are placed from the inline start, which is the right edge right-to-left.
                x={isTable ? 0 : inlineSign * (TILE_GAP + (virtualItem.lane ?? 0) * laneWidth)}
                y={y}
                width={isTable ? undefined : laneWidth - TILE_GAP}
                height={isTable ? itemHeight : tileSize}
                template={isTable ? columnTemplate : undefined}
                isTable={isTable}
                columns={columns}
                renderTile={props.renderTile}
                getDescription={props.getDescription}
                isSelected={manager.isSelected(key)}
                isFocused={isFocused}
                isCollectionFocused={isFocused && manager.isFocused}
                isDragging={dragState?.isDragging(key) ?? false}
                isDropTarget={
                  dropState?.isDropTarget({ type: 'item', key, dropPosition: 'on' }) ?? false
                }
              />
            );
          })}
          {hasMore && !isEmpty && (
            <div
              role="row"
              aria-rowindex={rowCount}
              className={styles.loadingRow}
              style={{
                transform: `translateY(${totalHeight}px)`,
                height: isTable ? rowHeight : 48,
              }}
            >
              <div role="gridcell" aria-colindex={1} className={styles.loadingCell}>
                {loadingMore ?? strings.format('loadingMore')}
              </div>
            </div>
          )}
        </div>
        {isEmpty && renderEmptyState && (
          <div role="row" aria-rowindex={isTable ? 2 : 1} className={styles.emptyRow}>
            <div role="gridcell" aria-colindex={1} className={styles.emptyCell}>
              {renderEmptyState()}
            </div>
          </div>
        )}
      </div>
    </GridContext.Provider>
  );
}
