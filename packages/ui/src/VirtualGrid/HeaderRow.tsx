// biome-ignore-all lint/a11y/useSemanticElements: the ARIA grid pattern on divs; a virtualised <table> cannot place rows absolutely.
// biome-ignore-all lint/a11y/useFocusableInteractive: React Aria's row hooks give rows their roving tabIndex; cells and the header row are not focus stops in the grid pattern.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import type { SortDescriptor } from 'react-stately';
import type { VirtualGridColumn } from './grid-context';
import * as styles from './virtualGrid.css';

/** The table's header: a column header per column, a button on the sortable ones. */
export function HeaderRow<T>({
  columns,
  template,
  sortDescriptor,
  onSortChange,
  onLeave,
}: {
  columns: readonly VirtualGridColumn<T>[];
  template: string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** ArrowDown, or Escape, from a header: to the first row. */
  onLeave: () => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // ArrowRight goes to the next column left-to-right, to the previous one right-to-left.
  const forward = useLocale().direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const moveFocus = (from: number, by: number) => {
    const all = buttons.current.filter((b): b is HTMLButtonElement => !!b);
    const index = all.indexOf(buttons.current[from] as HTMLButtonElement);
    all[index + by]?.focus();
  };
  return (
    <div
      role="row"
      aria-rowindex={1}
      className={styles.headerRow}
      style={{ gridTemplateColumns: template }}
    >
      {columns.map((column, i) => {
        const sorted = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-colindex={i + 1}
            aria-sort={sorted}
            className={styles.columnHeader}
          >
            {column.allowsSorting && onSortChange ? (
              <button
                type="button"
                tabIndex={-1}
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                className={styles.sortButton}
                onClick={() =>
                  onSortChange({
                    column: column.id,
                    direction: sorted === 'ascending' ? 'descending' : 'ascending',
                  })
                }
                onKeyDown={(event) => {
                  // The grid's own keys (its rows' navigation) stay out of the header.
                  if (event.key.startsWith('Arrow') || event.key === 'Escape') {
                    event.preventDefault();
                    event.stopPropagation();
                  }
                  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                    moveFocus(i, event.key === forward ? 1 : -1);
                  } else if (event.key === 'ArrowDown' || event.key === 'Escape') {
                    onLeave();
                  }
                }}
              >
                {column.name}
                {sorted && (
                  <span className={styles.sortIcon} aria-hidden="true">
                    {sorted === 'ascending' ? <ArrowUp size={14} /> : <ArrowDown size={14} />}
                  </span>
                )}
              </button>
            ) : (
              column.name
            )}
          </div>
        );
      })}
    </div>
  );
}
