// biome-ignore-all lint/a11y/useSemanticElements: the ARIA grid pattern on divs; a virtualised <table> cannot place rows absolutely.
// biome-ignore-all lint/a11y/useFocusableInteractive: React Aria's row hooks give rows their roving tabIndex; cells and the header row are not focus stops in the grid pattern.
// biome-ignore-all lint/correctness/useHookAtTopLevel: the drag and drop hooks run when `dragAndDropHooks` has them, which must hold for every render of a grid (as in React Aria's own collections).
// biome-ignore-all lint/a11y/useAriaPropsSupportedByRole: aria-rowcount and aria-colcount go on the grid, whose role comes from useGridList's props.
import { type CSSProperties, memo, type ReactNode, useContext, useEffect, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useGridListItem } from 'react-aria/useGridList';
import { useHover } from 'react-aria/useHover';
import { useVisuallyHidden } from 'react-aria/VisuallyHidden';
import type { Node } from 'react-stately';
import { DragHandleButton } from '../Table/RowDragButton';
import { GridContext, type GridContextValue, type VirtualGridColumn } from './grid-context';
import * as styles from './virtualGrid.css';

export interface GridRowProps<T> {
  node: Node<T>;
  rowIndex: number;
  // Where the row goes (numbers, not a style object, so that a render of the grid that
  // leaves a row where it was does not render the row).
  x: number;
  y: number;
  width?: number;
  height: number;
  template?: string;
  isTable: boolean;
  columns: readonly VirtualGridColumn<T>[];
  renderTile?: (item: T) => ReactNode;
  getDescription?: (item: T) => string | undefined;
  // What the row shows of the grid's state: a change renders the row (see `liveProxy`).
  isSelected: boolean;
  isFocused: boolean;
  isCollectionFocused: boolean;
  isDragging: boolean;
  isDropTarget: boolean;
}

/** One item's row (a table row, or a tile), rendered only when what it shows changes. */
export const GridRow = memo(function GridRow<T>({
  node,
  rowIndex,
  x,
  y,
  width,
  height,
  template,
  isTable,
  columns,
  renderTile,
  getDescription,
  isDragging,
  isDropTarget,
}: GridRowProps<T>) {
  const context = useContext(GridContext) as GridContextValue;
  const { state, dragAndDropHooks, dragState, dropState } = context;
  const ref = useRef<HTMLDivElement>(null);
  const { rowProps, gridCellProps, descriptionProps, ...states } = useGridListItem(
    { node, shouldSelectOnPressUp: context.shouldSelectOnPressUp },
    state,
    ref,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled: states.isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  const draggable =
    dragState && dragAndDropHooks?.useDraggableItem
      ? dragAndDropHooks.useDraggableItem({ key: node.key, hasDragButton: true }, dragState)
      : undefined;
  const indicatorRef = useRef<HTMLDivElement>(null);
  const indicator =
    dropState && dragAndDropHooks?.useDropIndicator
      ? dragAndDropHooks.useDropIndicator(
          { target: { type: 'item', key: node.key, dropPosition: 'on' } },
          dropState,
          indicatorRef,
        )
      : undefined;
  const { visuallyHiddenProps } = useVisuallyHidden();
  useRestoreFocusWithin(ref);
  const dragHandle = draggable ? <DragHandleButton {...draggable.dragButtonProps} /> : null;
  const item = node.value as T;
  const style: CSSProperties = {
    transform: `translate(${x}px, ${y}px)`,
    width,
    height,
    gridTemplateColumns: template,
  };
  const descriptionText = getDescription?.(item);
  const description = descriptionText ? (
    <span {...descriptionProps} {...visuallyHiddenProps}>
      {descriptionText}
    </span>
  ) : null;

  return (
    <>
      {indicator && !indicator.isHidden && (
        <div role="row" className={styles.dropIndicatorRow} style={style}>
          <div role="gridcell">
            <div
              role="button"
              {...visuallyHiddenProps}
              {...indicator.dropIndicatorProps}
              ref={indicatorRef}
            />
          </div>
        </div>
      )}
      <div
        {...mergeProps(rowProps, hoverProps, focusProps, draggable?.dragProps ?? {})}
        ref={ref}
        aria-rowindex={rowIndex}
        className={isTable ? styles.row : styles.tile}
        style={style}
        data-key={String(node.key)}
        data-selected={states.isSelected || undefined}
        data-disabled={states.isDisabled || undefined}
        data-hovered={isHovered || undefined}
        data-focused={states.isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-pressed={states.isPressed || undefined}
        data-dragging={isDragging || undefined}
        data-drop-target={isDropTarget || indicator?.isDropTarget || undefined}
      >
        {isTable ? (
          columns.map((column, i) => (
            <div
              key={column.id}
              role={column.isRowHeader ? 'rowheader' : 'gridcell'}
              aria-colindex={i + 1}
              className={styles.cell}
            >
              {/* The handle leads the last cell (it shows over the cell's end): ArrowLeft
                  from the row reaches the cell's own controls first, then the handle. */}
              {i === columns.length - 1 && dragHandle}
              {column.render(item)}
              {i === 0 && description}
            </div>
          ))
        ) : (
          <div {...gridCellProps} className={styles.tileCell}>
            {renderTile?.(item)}
            {description}
            {dragHandle}
          </div>
        )}
      </div>
    </>
  );
}) as <T>(props: GridRowProps<T>) => ReactNode;

/**
 * A control of a row (a menu button, say) gets the focus back when what it opened closes.
 * React Aria's collection hooks take over a closing overlay's focus restoration and focus the
 * row instead, because a virtualizer may have given the control's DOM node to another item;
 * this grid's rows belong to one item each, so a control still in its row is the right place.
 */
function useRestoreFocusWithin(row: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const keep = (event: Event) => {
      if (event.target !== element && (event.target as Element).isConnected)
        event.stopPropagation();
    };
    element.addEventListener('react-aria-focus-scope-restore', keep);
    return () => element.removeEventListener('react-aria-focus-scope-restore', keep);
  }, [row]);
}
