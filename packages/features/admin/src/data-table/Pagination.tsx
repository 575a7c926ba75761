import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Text } from '@coffer/ui/Text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './data-table.css';
import { type DataTableController, PAGE_SIZES } from './use-data-table-state';

export interface PaginationProps {
  table: Pick<DataTableController<string>, 'setPage' | 'setPerPage'> & {
    state: { page: number; perPage: number };
  };
  total: number;
  /** Rows on the current page. */
  shown: number;
}

/** Page size (15, 50, 100), 'x–y of total', previous and next page. */
export function Pagination({ table, total, shown }: PaginationProps) {
  const { trans } = useTrans();
  const { page, perPage } = table.state;
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = total === 0 ? 0 : Math.min(total, from + Math.max(shown, 1) - 1);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className={styles.pager} aria-label={trans('Pagination')}>
      <div className={styles.pageSize}>
        <Select
          label={trans('Rows per page')}
          items={PAGE_SIZES.map((size) => ({ id: String(size) }))}
          selectedKey={String(perPage)}
          onSelectionChange={(key) => table.setPerPage(Number(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
      </div>
      <Text className={styles.range} size="sm" tone="muted" aria-live="polite">
        {trans('{from}–{to} of {total}', { from, to, total })}
      </Text>
      <IconButton
        aria-label={trans('Previous page')}
        variant="outline"
        size="sm"
        isDisabled={page <= 1}
        onPress={() => table.setPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} />
      </IconButton>
      <IconButton
        aria-label={trans('Next page')}
        variant="outline"
        size="sm"
        isDisabled={page >= lastPage}
        onPress={() => table.setPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" size={18} />
      </IconButton>
    </nav>
  );
}
