import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
  Collection,
  useTableOptions,
} from 'react-aria-components/Table';
import { Virtualizer } from 'react-aria-components/Virtualizer';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { rowsToFill, useProgressiveItems } from './progressiveItems';
import { RowDragButton } from './RowDragButton';
import { RowSelectionCheckbox } from './RowSelectionCheckbox';
import { SelectionCheckbox } from './SelectionCheckbox';
import * as styles from './table.css';
import { FixedRowTableLayout } from './tableLayout';

export interface TableProps extends Omit<AriaTableProps, 'className' | 'style'> {
  /**
   * Height of the scrolling area. Rows outside it are not rendered, so a table of
   * 10,000 rows keeps only the visible rows (plus a few) in the DOM.
   * @default 400
   */
  height?: number | string;
  /**
   * Height of every row in pixels (rows have one fixed height so scrolling stays cheap).
   * @default 40
   */
  rowHeight?: number;
  /**
   * Height of the header row in pixels.
   * @default 40
   */
  headingHeight?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** How many rows fill the table's view: the body's first render needs no more. */
const RowsInViewContext = createContext<number | undefined>(undefined);

/**
 * A virtualised data table: sortable columns (`sortDescriptor`/`onSortChange`), single or
 * multiple selection (click, Shift for a range, Ctrl/Cmd to add, the select-all checkbox,
 * Escape clears), row actions (`onRowAction`) and drag and drop (`dragAndDropHooks`).
 */
export function Table({
  height = 400,
  rowHeight = 40,
  headingHeight = 40,
  className,
  ...props
}: TableProps) {
  // A new options object would make the virtualizer compare layouts on every render.
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight }), [rowHeight, headingHeight]);
  return (
    <RowsInViewContext.Provider value={rowsToFill(height, rowHeight)}>
      <Virtualizer layout={FixedRowTableLayout} layoutOptions={layoutOptions}>
        <AriaTable
          {...props}
          className={className ? `${styles.table} ${className}` : styles.table}
          style={{ height }}
        />
      </Virtualizer>
    </RowsInViewContext.Provider>
  );
}

export interface TableHeaderProps<T extends object>
  extends Omit<AriaTableHeaderProps<T>, 'className' | 'style'> {}

/** The header row. Adds the select-all checkbox when the table allows multiple selection. */
export function TableHeader<T extends object>({
  columns,
  children,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  const strings = useKitStrings();
  return (
    <AriaTableHeader {...props} className={styles.header}>
      {selectionBehavior === 'toggle' && (
        <AriaColumn width={44} minWidth={44} className={styles.column}>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className={styles.visuallyHidden}>{strings.format('selection')}</span>
          )}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'style' | 'children'> {
  /** The column's title. */
  children?: ReactNode;
}

/** A column header; with `allowsSorting` it shows the current sort direction. */
export function Column({ children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={styles.column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && sortDirection && (
            <span className={styles.sortIcon} aria-hidden="true">
              {sortDirection === 'ascending' ? <ArrowUp size={14} /> : <ArrowDown size={14} />}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T extends object>
  extends Omit<AriaTableBodyProps<T>, 'className' | 'style'> {}

/**
 * The rows. `renderEmptyState` says what an empty table means. Long `items` lists join the
 * table a few hundred at a time after the first rows are shown (see `useProgressiveItems`).
 */
export function TableBody<T extends object>({ items, ...props }: TableBodyProps<T>) {
  const shownItems = useProgressiveItems(items, useContext(RowsInViewContext));
  return <AriaTableBody {...props} items={shownItems} />;
}

export interface RowProps<T extends object> extends Omit<AriaRowProps<T>, 'className' | 'style'> {}

/**
 * A row; gets its selection checkbox cell from the table's options. A draggable row is its own
 * drag source (a pointer drags the whole row); its last cell holds the keyboard's drag handle,
 * unseen until focused (ArrowLeft from the row reaches it, or the cell's own button and then
 * it), so no column is spent on it. Static
 * cells go straight into the row as React Aria cells, in one flat list: no `Collection` around
 * them, no `Cell` wrapper per cell and no fragment. React Aria keeps every row loaded in a hidden
 * collection, so in a large table that is thousands of components fewer. `columns` with a
 * function renders a cell per column.
 */
export function Row<T extends object>({ columns, children, ...props }: RowProps<T>) {
  const { selectionBehavior, allowsDragging } = useTableOptions();
  // Keyed, so that a selection checkbox appearing (touch selection turns it on) adds a cell
  // instead of shifting every cell after it onto another.
  const cells: ReactNode[] = [];
  if (selectionBehavior === 'toggle') {
    cells.push(
      <AriaCell key="coffer-select" className={styles.cell}>
        <RowSelectionCheckbox />
      </AriaCell>,
    );
  }
  if (columns) {
    const last = allowsDragging ? [...columns].at(-1) : undefined;
    const renderCell =
      last !== undefined && typeof children === 'function'
        ? (column: T) => {
            const cell = children(column);
            return column === last && isValidElement<CellProps>(cell)
              ? cloneElement(cell, { children: withDragHandle(cell.props.children) })
              : cell;
          }
        : children;
    cells.push(
      <Collection key="coffer-columns" items={columns}>
        {renderCell}
      </Collection>,
    );
  } else if (typeof children !== 'function') {
    const list = Array.isArray(children) ? children : [children];
    list.forEach((child, index) => {
      if (!isValidElement<CellProps>(child) || child.type !== Cell) {
        cells.push(child);
        return;
      }
      const handle = allowsDragging && index === list.length - 1;
      cells.push(
        createElement(AriaCell, {
          ...child.props,
          ...(handle && { children: withDragHandle(child.props.children) }),
          key: child.key ?? index,
          className: styles.cell,
        }),
      );
    });
  }
  return (
    <AriaRow {...props} className={styles.row}>
      {cells}
    </AriaRow>
  );
}

/**
 * A cell's content after the row's drag handle: ArrowLeft into the cell reaches its last
 * focusable element first, so a button of the cell's own (a row's menu) comes before the handle.
 */
function withDragHandle(content: CellProps['children']): CellProps['children'] {
  return typeof content === 'function' ? (
    (renderProps) => (
      <>
        <RowDragButton />
        {content(renderProps)}
      </>
    )
  ) : (
    <>
      <RowDragButton />
      {content}
    </>
  );
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'style'> {}

/** A cell of a row. */
export function Cell(props: CellProps) {
  return <AriaCell {...props} className={styles.cell} />;
}
